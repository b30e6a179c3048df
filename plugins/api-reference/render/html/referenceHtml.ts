import {attr, cls, COPY_MENU_ID, SCHEMAS_ANCHOR} from '../../hooks';
import type {ServiceReference, TagModel} from '../../model/types';
import {markdownText} from '../text';
import {heading, methodHtml} from './blocks';
import {attrs, element, escapeHtml} from './escape';
import {markdownToHtml} from './markdown';
import {operationHtml} from './operationHtml';
import {schemaHtml} from './schemaHtml';

function tagHtml(service: string, tag: TagModel): string {
  const operations = tag.operations.map((op) => operationHtml(service, op)).join('');
  return `<section${attrs({class: cls.tag, id: tag.anchor})}><div class="${cls.middle}">${heading(2, tag.anchor, escapeHtml(tag.name))}${markdownToHtml(tag.description)}</div>${operations}</section>`;
}

function menuHtml(ref: ServiceReference): string {
  const groups = ref.tags
    .map((tag) => {
      const links = tag.operations
        .map(
          (op) =>
            `<li><a${attrs({href: `#${op.id}`})}>${methodHtml(op.method)}<span>${escapeHtml(markdownText(op.summary))}</span></a></li>`,
        )
        .join('');
      return `<details class="${cls.menuGroup}" open><summary>${escapeHtml(tag.name)}</summary><ul>${links}</ul></details>`;
    })
    .join('');
  const schemas = ref.schemas
    .map((s) => `<li><a${attrs({href: `#${s.anchor}`})}>${escapeHtml(s.name)}</a></li>`)
    .join('');
  return `<nav${attrs({class: cls.menu, 'aria-label': `${ref.title} operations`})}><details class="${cls.menuToggle}" open><summary>Operations and schemas</summary>${groups}<details class="${cls.menuGroup}"><summary>Schemas</summary><ul>${schemas}</ul></details></details></nav>`;
}

/** The Copy page menu: the page's Markdown on the clipboard or in the browser (behaviour: copyMarkdown.ts). */
function copyPageHtml(ref: ServiceReference): string {
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
      class: 'button button--secondary button--sm',
      [attr.copyPage]: true,
      'aria-expanded': 'false',
      'aria-controls': COPY_MENU_ID,
    },
    'Copy page',
  );
  const menu = `<div${attrs({id: COPY_MENU_ID, class: cls.copyMenu, hidden: true})}>${item('button', {type: 'button', [attr.copyMarkdown]: ref.urls.markdown}, 'Copy as Markdown', 'The page as text for an AI assistant')}${item('a', {href: ref.urls.markdown, target: '_self'}, 'View as Markdown', 'Open the .md file')}<p class="${cls.copyStatus}" role="status"></p></div>`;
  return `<div class="${cls.copyPage}">${trigger}${menu}</div>`;
}

function introHtml(ref: ServiceReference): string {
  const {urls} = ref;
  const downloads = `<a class="button button--primary button--sm"${attrs({href: urls.yaml})} download>Download YAML</a> <a class="button button--secondary button--sm"${attrs({href: urls.json})} download>Download JSON</a>`;
  const changelog = urls.changelog
    ? ` <a class="button button--secondary button--sm"${attrs({href: urls.changelog})}>Changelog</a>`
    : '';
  return `<header class="${cls.intro} ${cls.middle}"><div class="${cls.titleRow}"><h1>${escapeHtml(ref.title)}</h1>${copyPageHtml(ref)}</div><p class="${cls.meta}"><span class="${cls.badge}">v${escapeHtml(ref.version)}</span> <code>${escapeHtml(ref.servers[0] ?? '')}</code></p><p>${downloads}${changelog}</p>${markdownToHtml(ref.description)}</header>`;
}

/** The reference body of one service, rendered once at build time. */
export function referenceHtml(ref: ServiceReference): string {
  const schemas = ref.schemas
    .map(
      (s) =>
        `<section${attrs({class: cls.schemaEntry, id: s.anchor})}>${heading(3, s.anchor, escapeHtml(s.name))}${markdownToHtml(s.node.description)}${schemaHtml(s.node)}</section>`,
    )
    .join('');
  const tags = ref.tags.map((tag) => tagHtml(ref.route, tag)).join('');
  return `<div class="${cls.root}">${menuHtml(ref)}<div class="${cls.content}">${introHtml(ref)}${tags}<section${attrs({class: `${cls.tag} ${cls.schemas}`, id: SCHEMAS_ANCHOR})}><div class="${cls.middle}">${heading(2, SCHEMAS_ANCHOR, 'Schemas')}${schemas}</div></section></div></div>`;
}
