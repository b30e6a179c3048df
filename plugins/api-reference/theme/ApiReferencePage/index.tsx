import {useCallback, type KeyboardEvent, type MouseEvent} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import Layout from '@theme/Layout';
import './styles.css';

interface Props {
  readonly reference: {
    readonly title: string;
    readonly description: string;
    readonly anchors: readonly string[];
    /** The whole reference, rendered at build time (see render/referenceHtml.ts). */
    readonly html: string;
  };
}

function selectTab(tab: HTMLElement): void {
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

async function copy(button: HTMLElement): Promise<void> {
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
 * The reference is static HTML; this component only adds behaviour to it by event delegation
 * (tabs and copy buttons), so React never walks the thousands of nodes inside.
 */
export default function ApiReferencePage({reference}: Props): React.JSX.Element {
  const brokenLinks = useBrokenLinks();
  reference.anchors.forEach((anchor) => brokenLinks.collectAnchor(anchor));

  const onClick = useCallback((event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const tab = target.closest<HTMLElement>('[data-tab]');
    if (tab) selectTab(tab);
    const button = target.closest<HTMLElement>('[data-copy]');
    if (button) void copy(button);
  }, []);

  const onKeyDown = useCallback((event: KeyboardEvent<HTMLDivElement>) => {
    const tab = (event.target as HTMLElement).closest<HTMLElement>('[data-tab]');
    if (!tab || !['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    const tabs = Array.from(tab.parentElement?.querySelectorAll<HTMLElement>('[data-tab]') ?? []);
    const index = tabs.indexOf(tab);
    const next = {ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: tabs.length - 1}[event.key] ?? index;
    const nextTab = tabs[(next + tabs.length) % tabs.length];
    if (nextTab) {
      event.preventDefault();
      selectTab(nextTab);
    }
  }, []);

  return (
    <Layout title={reference.title} description={reference.description} wrapperClassName="apiref-page">
      <main>
        {/* Keyboard handling lives on the tabs inside; the wrapper only delegates events. */}
        <div onClick={onClick} onKeyDown={onKeyDown} dangerouslySetInnerHTML={{__html: reference.html}} />
      </main>
    </Layout>
  );
}
