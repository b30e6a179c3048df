import {attr, cls, COPY_MENU_ID} from '../../hooks';
import type {ServiceReference} from '../../model/types';
import {attrs, element, escapeHtml} from './escape';

/** The Copy page menu: the page's Markdown on the clipboard or in the browser (behaviour: copyMarkdown.ts). */
export function copyPageHtml(ref: ServiceReference): string {
  const item = (tag: 'a' | 'button', attributes: Record<string, string | boolean>, label: string, hint: string) =>
    element(
      tag,
      {class: cls.copyItem, ...attributes},
      `${escapeHtml(label)}<span class="${cls.copyHint}">${escapeHtml(hint)}</span>`,
    );
  const trigger = element(
    'button',
    {
      type: 'button',
      class: 'button button--sm',
      [attr.copyPage]: true,
      'aria-expanded': 'false',
      'aria-controls': COPY_MENU_ID,
    },
    'Copy page',
  );
  const menu = `<div${attrs({id: COPY_MENU_ID, class: cls.copyMenu, hidden: true})}>${item('button', {type: 'button', [attr.copyMarkdown]: ref.urls.markdown}, 'Copy as Markdown', 'The page as text for an AI assistant')}${item('a', {href: ref.urls.markdown, target: '_self'}, 'View as Markdown', 'Open the .md file')}<p class="${cls.copyStatus}" role="status"></p></div>`;
  return `<div class="${cls.copyPage}">${trigger}${menu}</div>`;
}
