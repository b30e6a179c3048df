import {isValidElement, type ReactNode, useState} from 'react';
import {useNavbarMobileSidebar, useNavbarSecondaryMenu} from '@docusaurus/theme-common/internal';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {drawsAtStartUp} from './drawAtStartUp';

/**
 * The theme's mobile menu, drawn the first time the reader opens it. The theme drew the whole
 * menu (every navbar item and the docs sidebar of the page) as soon as a phone's page had
 * hydrated, hidden off screen, in the same uninterruptible task as the rest of the start-up: the
 * longest task of a phone's page load (scripts/bench.mjs, total blocking time). Once drawn it
 * stays, so closing and reopening the menu keeps its place. A page whose secondary menu takes part
 * of the page into the menu gets it at start-up (drawAtStartUp.ts).
 */
export default function NavbarMobileSidebar(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const {content} = useNavbarSecondaryMenu();
  const [opened, setOpened] = useState(shown);
  // Stored from an earlier render, as React documents for state that follows a prop.
  if (shown && !opened) setOpened(true);
  const early = isValidElement(content) && drawsAtStartUp(content.type);
  return opened || early ? <MobileSidebar /> : null;
}
