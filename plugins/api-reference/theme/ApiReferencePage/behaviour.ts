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
  const tab = target.closest<HTMLElement>('[data-tab]');
  const moves: Record<string, (index: number, count: number) => number> = {
    ArrowLeft: (i) => i - 1,
    ArrowRight: (i) => i + 1,
    Home: () => 0,
    End: (_, count) => count - 1,
  };
  const move = moves[key];
  if (!tab || !move) return undefined;
  const tabs = Array.from(tab.parentElement?.querySelectorAll<HTMLElement>('[data-tab]') ?? []);
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
export async function toggleTryIt(button: HTMLElement, route: string): Promise<void> {
  const container = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!container) return;
  const open = button.getAttribute('aria-expanded') === 'true';
  button.setAttribute('aria-expanded', String(!open));
  container.hidden = open;
  if (open || container.dataset.mounted) return;
  container.dataset.mounted = 'true';
  const [{createRoot}, {default: TryIt}, {createElement}] = await Promise.all([
    import('react-dom/client'),
    import('./TryIt'),
    import('react'),
  ]);
  createRoot(container).render(createElement(TryIt, {route, operationId: button.dataset.tryit ?? ''}));
}

/**
 * Fills a collapsed group of a component schema's fields the first time it opens, with a copy of
 * the fields listed in that schema's own entry (see render/schemaHtml.ts). Without JavaScript the
 * group still links to the entry.
 */
export function fillFields(details: HTMLElement): void {
  const entryId = details.dataset.fields;
  if (!entryId || details.dataset.filled) return;
  const schema = document.getElementById(entryId)?.querySelector(':scope > .apiref-schema');
  if (!schema) return;
  details.dataset.filled = 'true';
  for (const part of Array.from(schema.children)) {
    if (!part.classList.contains('apiref-schema-type')) details.append(part.cloneNode(true));
  }
}

/**
 * The operations start with `content-visibility: auto` (styles.css): the browser lays out only
 * those near the viewport, which keeps the first paint of a long reference short. This lays out the
 * rest one operation per idle slice, so that afterwards the page has its real height (a steady
 * scrollbar, exact anchors) without one long task. Returns a function that stops it.
 */
export function layOutWhenIdle(root: HTMLElement): () => void {
  const pending = Array.from(root.querySelectorAll<HTMLElement>('.apiref-operation:not(.apiref-laid-out)'));
  const schedule: (step: () => void) => number =
    typeof window.requestIdleCallback === 'function'
      ? (step) => window.requestIdleCallback(step)
      : (step) => window.setTimeout(step, 16);
  const cancel = typeof window.cancelIdleCallback === 'function' ? window.cancelIdleCallback : window.clearTimeout;
  let handle = 0;
  const step = () => {
    pending.shift()?.classList.add('apiref-laid-out');
    if (pending.length > 0) handle = schedule(step);
  };
  handle = schedule(step);
  return () => cancel(handle);
}
