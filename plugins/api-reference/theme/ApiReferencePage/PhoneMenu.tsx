import {useEffect, useLayoutEffect, useRef} from 'react';
import {NavbarSecondaryMenuFiller} from '@docusaurus/theme-common';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {drawAtStartUp} from '@site/src/theme/Navbar/MobileSidebar/drawAtStartUp';
import {cls} from '../../hooks';
import {keepInView} from './currentSection';

interface Props {
  /** The page's operations menu (render/html/menuHtml.ts), as the server rendered it. */
  readonly menu: HTMLElement;
}

/**
 * On narrow windows the operations menu goes where the docs keep their sidebar: in the navbar's
 * menu, which opens on it (with "Back to main menu" above it). Docusaurus renders that panel only
 * below its 997 px breakpoint, so on desktop this does nothing.
 */
export function PhoneMenu({menu}: Props): React.JSX.Element {
  return <NavbarSecondaryMenuFiller component={OperationsPanel} props={{menu}} />;
}

/**
 * Moves the menu into `host` and puts a button in its place in the page, which opens the navbar's
 * menu. Returns the button, a function that unfolds the menu's entries there, and one that puts
 * the menu back as it was.
 */
function moveMenu(menu: HTMLElement, host: HTMLElement, open: (event: MouseEvent) => void) {
  const toggle = menu.querySelector<HTMLDetailsElement>(`.${cls.menuToggle}`);
  const wasOpen = toggle?.open ?? false;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = cls.menuOpener;
  button.textContent = toggle?.querySelector('summary')?.textContent ?? 'Operations';
  button.setAttribute('aria-expanded', 'false');
  button.addEventListener('click', open);
  menu.replaceWith(button);
  host.append(menu);
  return {
    button,
    // Unfolded when the navbar's menu first opens, not here: unfolded, a 700-operation menu's
    // entries are styled at start-up, though the navbar's menu is off screen (DigitalOcean's page:
    // 4,700 elements in the longest task after hydration).
    unfold: () => {
      if (toggle) toggle.open = true;
    },
    restore: () => {
      if (toggle) toggle.open = wasOpen;
      // After a navigation to another service the page body is gone: the menu just leaves the panel.
      if (button.isConnected) button.replaceWith(menu);
      else menu.remove();
    },
  };
}

/**
 * Focuses the section a link led to, without scrolling (the landing, landing.ts, places it), so the
 * next Tab starts there rather than in the closed menu. It is focusable only until focus leaves it.
 */
function focusTarget(target: HTMLElement): void {
  if (!target.hasAttribute('tabindex')) {
    target.tabIndex = -1;
    target.addEventListener('blur', () => target.removeAttribute('tabindex'), {once: true});
  }
  target.focus({preventScroll: true});
}

/** Focuses an element once the navbar's menu has become visible (its `visibility` is animated). */
function focusWhenShown(element: HTMLElement): () => void {
  let frame = 0;
  let tries = 0;
  const attempt = () => {
    element.focus();
    if (document.activeElement !== element && (tries += 1) < 30) frame = window.requestAnimationFrame(attempt);
  };
  frame = window.requestAnimationFrame(attempt);
  return () => window.cancelAnimationFrame(frame);
}

function OperationsPanel({menu}: Props): React.JSX.Element {
  const host = useRef<HTMLDivElement>(null);
  const {shown, toggle} = useNavbarMobileSidebar();
  const isShown = useRef(shown);
  const button = useRef<HTMLButtonElement>(undefined);
  const unfold = useRef<() => void>(undefined);
  /** The fragment of a link followed in the menu, navigated to once the menu has closed. */
  const pending = useRef<string>(undefined);

  useEffect(() => {
    isShown.current = shown;
  }, [shown]);

  useLayoutEffect(() => {
    if (!host.current) return undefined;
    const moved = moveMenu(menu, host.current, () => {
      if (!isShown.current) toggle();
    });
    button.current = moved.button;
    unfold.current = moved.unfold;
    return moved.restore;
  }, [menu, toggle]);

  // A link followed in the menu closes it. The navigation waits until it has closed: while the
  // navbar's menu is open, Docusaurus cancels history moves (to close it on the back button), and a
  // fragment link is one.
  useEffect(() => {
    const element = host.current;
    if (!element) return undefined;
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element).closest('a');
      if (!link || event.defaultPrevented) return;
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      if (link.hash && link.pathname === window.location.pathname) {
        event.preventDefault();
        pending.current = link.hash;
      }
      if (isShown.current) toggle();
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [toggle]);

  useEffect(() => {
    button.current?.setAttribute('aria-expanded', String(shown));
    if (shown) return undefined;
    const hash = pending.current;
    pending.current = undefined;
    if (!hash) return undefined;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    window.location.hash = hash;
    if (target) focusTarget(target);
    return undefined;
  }, [shown]);

  // Before the opening menu is drawn, so its first frame has the entries.
  useLayoutEffect(() => {
    if (shown) unfold.current?.();
  }, [shown]);

  // Open: the entry of the section being read in view, a keyboard reader in the filter box;
  // Escape closes and returns the focus to where it was.
  useEffect(() => {
    if (!shown) return undefined;
    const current = menu.querySelector<HTMLElement>('[aria-current="location"]');
    if (current) keepInView(menu, current);
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const filter = menu.querySelector<HTMLInputElement>(`.${cls.menuFilter} input`);
    const stopFocus = filter && opener?.matches(':focus-visible') ? focusWhenShown(filter) : () => undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      toggle();
      const back = opener && opener !== document.body && opener.isConnected ? opener : null;
      (back ?? document.querySelector<HTMLElement>('.navbar__toggle'))?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      stopFocus();
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [shown, toggle, menu]);

  return <div ref={host} className={cls.menuPanel} />;
}

// It moves the page's menu into the navbar's menu at start-up, so that menu has to exist by then.
drawAtStartUp(OperationsPanel);
