import {attr, cls} from '../../hooks';
import {elementWithPart} from './parts';
import {retryAlert} from './retryAlert';

/** Selects a tab of the reference's static HTML and shows its panel (focusing it, unless told not to). */
export function selectTab(tab: HTMLElement, {focus = true}: {readonly focus?: boolean} = {}): void {
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
  if (focus) tab.focus();
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

/** The text of a highlighted code block: one `token-line` per line (render/html/highlight.ts). */
export function codeText(code: Element): string {
  const lines = Array.from(code.querySelectorAll('.token-line'));
  return lines.length > 0 ? lines.map((line) => line.textContent ?? '').join('\n') : (code.textContent ?? '');
}

/** Copies the code next to a copy button and says so on the button. */
export async function copyCode(button: HTMLElement): Promise<void> {
  const block = button.parentElement?.querySelector('code');
  const code = block ? codeText(block) : '';
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
export async function toggleTryIt(button: HTMLElement, recordsUrl: string, service: string): Promise<void> {
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
      createElement(TryIt, {recordsUrl, operationId: button.getAttribute(attr.tryIt) ?? '', service}),
    );
  } catch (error) {
    // The page itself is fine: say so in the panel, and let Retry (or the next press) load it again.
    // The bundler forgets a chunk that failed, so a second import() asks the server again.
    delete container.dataset.mounted;
    showPanelLoadError(container, error, () => {
      button.setAttribute('aria-expanded', 'false');
      void toggleTryIt(button, recordsUrl, service);
    });
  }
}

/** The panel's own error: its code did not load. */
function showPanelLoadError(container: HTMLElement, error: unknown, retry: () => void): void {
  const reason = (error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error)).replace(/\.$/, '');
  const text = `Try it could not load its code (${reason}). The rest of the page works; check the connection and retry.`;
  container.replaceChildren(retryAlert(cls.tryItError, text, retry));
}

/**
 * Fills a collapsed group of a component schema's fields the first time it opens, with a copy of
 * the fields listed in that schema's own entry (see render/schemaHtml.ts), fetching the entry's
 * part first where it is not in the page yet. Without JavaScript the group still links to the entry.
 */
export async function fillFields(details: HTMLElement, filled: (section: HTMLElement) => void): Promise<void> {
  const entryId = details.getAttribute(attr.fields);
  if (!entryId || details.hasAttribute(attr.filled)) return;
  const entry = await elementWithPart(entryId, filled);
  if (!entry || details.hasAttribute(attr.filled)) return;
  const schema = entry.querySelector(`:scope > .${cls.schema}`);
  if (!schema) return;
  details.setAttribute(attr.filled, 'true');
  for (const part of Array.from(schema.children)) {
    if (!part.classList.contains(cls.schemaType)) details.append(part.cloneNode(true));
  }
}
