import {whenIdle} from '../../../site-shell/whenIdle';
import {attr, cls} from '../../hooks';

/** Selects a tab of the reference's static HTML and shows its panel. */
export function selectTab(tab: HTMLElement): void {
  const list = tab.closest('[role="tablist"]');
  const container = list?.parentElement;
  if (!list || !container) return;
  for (const other of Array.from(list.querySelectorAll<HTMLElement>('[role="tab"]'))) {
    const selected = other === tab;
    other.setAttribute('aria-selected', String(selected));
    other.tabIndex = selected ? 0 : -1;
    const panel = container.querySelector<HTMLElement>(`#${CSS.escape(other.getAttribute('aria-controls') ?? '')}`);
    if (panel) panel.hidden = !selected;
  }
  tab.focus();
}

/** The tab an arrow, Home or End key moves to from a focused tab, if any. */
export function tabAfterKey(target: HTMLElement, key: string): HTMLElement | undefined {
  const tab = target.closest<HTMLElement>(`[${attr.tab}]`);
  const moves: Record<string, (index: number, count: number) => number> = {
    ArrowLeft: (i) => i - 1,
    ArrowRight: (i) => i + 1,
    Home: () => 0,
    End: (_, count) => count - 1,
  };
  const move = moves[key];
  if (!tab || !move) return undefined;
  const tabs = Array.from(tab.parentElement?.querySelectorAll<HTMLElement>(`[${attr.tab}]`) ?? []);
  return tabs[(move(tabs.indexOf(tab), tabs.length) + tabs.length) % tabs.length];
}

/** Copies the code next to a copy button and says so on the button. */
export async function copyCode(button: HTMLElement): Promise<void> {
  const code = button.parentElement?.querySelector('code')?.textContent ?? '';
  try {
    await navigator.clipboard.writeText(code);
    button.textContent = 'Copied';
  } catch {
    button.textContent = 'Press Ctrl+C';
  }
  window.setTimeout(() => (button.textContent = 'Copy'), 2000);
}

/**
 * Opens or closes an operation's Try it panel. Its code is a separate chunk, loaded on the first
 * press, so the page's initial JavaScript does not grow; the panel runs in a React root of its own
 * inside the static reference HTML.
 */
export async function toggleTryIt(button: HTMLElement, recordsUrl: string): Promise<void> {
  const container = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!container) return;
  const open = button.getAttribute('aria-expanded') === 'true';
  button.setAttribute('aria-expanded', String(!open));
  container.hidden = open;
  if (open || container.dataset.mounted) return;
  container.dataset.mounted = 'true';
  try {
    const [{createRoot}, {default: TryIt}, {createElement}] = await Promise.all([
      import('react-dom/client'),
      import('./TryIt'),
      import('react'),
    ]);
    container.replaceChildren();
    createRoot(container).render(
      createElement(TryIt, {recordsUrl, operationId: button.getAttribute(attr.tryIt) ?? ''}),
    );
  } catch (error) {
    // The page itself is fine: say so in the panel, and let Retry (or the next press) load it again.
    // The bundler forgets a chunk that failed, so a second import() asks the server again.
    delete container.dataset.mounted;
    showPanelLoadError(container, error, () => {
      button.setAttribute('aria-expanded', 'false');
      void toggleTryIt(button, recordsUrl);
    });
  }
}

/** The panel's own error: its code did not load. Plain DOM, since React may be what failed. */
function showPanelLoadError(container: HTMLElement, error: unknown, retry: () => void): void {
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.className = cls.tryItError;
  const message = document.createElement('p');
  const reason = (error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error)).replace(/\.$/, '');
  message.textContent = `Try it could not load its code (${reason}). The rest of the page works; check the connection and retry.`;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button button--secondary button--sm';
  button.textContent = 'Retry';
  button.addEventListener('click', () => {
    box.remove();
    retry();
  });
  box.append(message, button);
  container.replaceChildren(box);
}

/**
 * Fills a collapsed group of a component schema's fields the first time it opens, with a copy of
 * the fields listed in that schema's own entry (see render/schemaHtml.ts). Without JavaScript the
 * group still links to the entry.
 */
export function fillFields(details: HTMLElement): void {
  const entryId = details.getAttribute(attr.fields);
  if (!entryId || details.hasAttribute(attr.filled)) return;
  const schema = document.getElementById(entryId)?.querySelector(`:scope > .${cls.schema}`);
  if (!schema) return;
  details.setAttribute(attr.filled, 'true');
  for (const part of Array.from(schema.children)) {
    if (!part.classList.contains(cls.schemaType)) details.append(part.cloneNode(true));
  }
}

/**
 * The operations start with `content-visibility: auto` (styles.css): the browser lays out only
 * those near the viewport, which keeps the first paint of a long reference short. This lays out the
 * rest one operation per idle slice, so that afterwards the page has its real height (a steady
 * scrollbar, exact anchors) without one long task. Returns a function that stops it.
 */
export function layOutWhenIdle(root: HTMLElement): () => void {
  const pending = Array.from(root.querySelectorAll<HTMLElement>(`.${cls.operation}:not(.${cls.laidOut})`));
  let cancel: () => void;
  const step = () => {
    pending.shift()?.classList.add(cls.laidOut);
    if (pending.length > 0) cancel = whenIdle(step);
  };
  cancel = whenIdle(step);
  return () => cancel();
}

/**
 * Marks the menu entry of the operation or schema at the top of the viewport (aria-current) and
 * keeps it visible in the menu's own scroll area. Returns a function that stops watching.
 */
export function followCurrentSection(root: HTMLElement): () => void {
  const menu = root.querySelector<HTMLElement>(`.${cls.menu}`);
  if (!menu || typeof IntersectionObserver !== 'function') return () => undefined;
  const links = new Map<string, HTMLAnchorElement>();
  for (const link of Array.from(menu.querySelectorAll<HTMLAnchorElement>('a[href^="#"]'))) {
    links.set(decodeURIComponent(link.hash.slice(1)), link);
  }
  const inView = new Set<Element>();
  let current: HTMLAnchorElement | undefined;
  const mark = (link: HTMLAnchorElement | undefined) => {
    if (link === current) return;
    current?.removeAttribute('aria-current');
    current = link;
    if (!link) return;
    link.setAttribute('aria-current', 'location');
    // Scroll the menu only, never the page (scrollIntoView would move both).
    const box = link.getBoundingClientRect();
    const area = menu.getBoundingClientRect();
    if (box.height > 0 && (box.top < area.top || box.bottom > area.bottom)) {
      menu.scrollTop += box.top - area.top - menu.clientHeight / 3;
    }
  };
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) inView.add(entry.target);
        else inView.delete(entry.target);
      }
      const topmost = Array.from(inView).sort(
        (a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top,
      )[0];
      mark(topmost ? links.get(topmost.id) : undefined);
    },
    // A band just below where anchors land (the site's scroll-padding-top, 72 px): the section
    // crossing it is the one being read.
    {rootMargin: '-96px 0px -65% 0px'},
  );
  for (const id of links.keys()) {
    const section = document.getElementById(id);
    if (section) observer.observe(section);
  }
  return () => observer.disconnect();
}
