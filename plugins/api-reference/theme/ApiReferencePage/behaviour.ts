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
