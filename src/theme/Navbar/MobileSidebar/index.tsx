import {isValidElement, type ReactNode, useEffect, useState} from 'react';
import {useNavbarMobileSidebar, useNavbarSecondaryMenu} from '@docusaurus/theme-common/internal';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {drawsAtStartUp} from './drawAtStartUp';

/**
 * The theme's mobile menu, drawn when the reader reaches for it. The theme drew the whole menu
 * (every navbar item and the docs sidebar of the page) as soon as a phone's page had hydrated,
 * hidden off screen, in the same uninterruptible task as the rest of the start-up: the longest
 * task of a phone's page load (scripts/bench.mjs, total blocking time). Here it is drawn when the
 * menu button is pressed or focused, just before it opens, so the first opening slides in as the
 * later ones do; once drawn it stays, keeping its place. A page whose secondary menu takes part of
 * the page into the menu gets it at start-up (drawAtStartUp.ts).
 */
export default function NavbarMobileSidebar(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const {content} = useNavbarSecondaryMenu();
  const [drawn, setDrawn] = useState(shown);
  // Stored from an earlier render, as React documents for state that follows a prop.
  if (shown && !drawn) setDrawn(true);
  useEffect(() => {
    if (drawn) return undefined;
    const reaching = (event: Event) => {
      if (event.target instanceof Element && event.target.closest('.navbar__toggle')) setDrawn(true);
    };
    document.addEventListener('pointerdown', reaching, true);
    document.addEventListener('focusin', reaching, true);
    return () => {
      document.removeEventListener('pointerdown', reaching, true);
      document.removeEventListener('focusin', reaching, true);
    };
  }, [drawn]);
  const early = isValidElement(content) && drawsAtStartUp(content.type);
  return drawn || early ? <MobileSidebar /> : null;
}
