import {attr, cls, MENU_FILTER_ID, SCHEMAS_ANCHOR} from '../../hooks';
import type {ServiceReference} from '../../model/types';
import {markdownText} from '../text';
import {methodHtml} from './blocks';
import {attrs, escapeHtml} from './escape';

/** The heading of the section that lists the component schemas ("Schemas" is a tag of some services). */
export const MODELS_TITLE = 'Data models';

/** An entry of the menu; `match` is what the filter finds it by beyond its text (its path, its operationId). */
const link = (href: string, html: string, match?: string) =>
  `<li class="menu__list-item"><a${attrs({class: 'menu__link', href, [attr.match]: match})}>${html}</a></li>`;

/** A group of the menu, as the docs sidebar draws a category: a chevron that folds its links. */
const group = (title: string, links: string, open: boolean) =>
  `<li class="menu__list-item"><details${attrs({class: cls.menuGroup, open})}><summary class="menu__link menu__link--sublist menu__link--sublist-caret">${escapeHtml(title)}</summary><ul class="menu__list">${links}</ul></details></li>`;

/**
 * The filter box (theme/ApiReferencePage/menuFilter.ts hides the entries that do not match as the
 * reader types) and the line under it that says when nothing matches.
 */
const filter = (): string =>
  `<div class="${cls.menuFilter}"><label${attrs({for: MENU_FILTER_ID, class: cls.visuallyHidden})}>Filter operations and ${MODELS_TITLE.toLowerCase()}</label><input${attrs({id: MENU_FILTER_ID, type: 'search', placeholder: 'Filter operations', autocomplete: 'off', spellcheck: 'false', enterkeyhint: 'go'})}></div><p${attrs({class: `${cls.menuStatus} ${cls.menuStatusQuiet}`, role: 'status'})}></p>`;

/**
 * The operations menu, in the docs sidebar's classes: a link back to the index, a filter box, one
 * group per tag, and the data models. On phones the page script moves it into the navbar's menu
 * (PhoneMenu.tsx); without scripts it folds behind its toggle after the introduction (phone.css).
 * On desktop the toggle's summary is hidden and its content shown.
 */
export function menuHtml(ref: ServiceReference): string {
  const tags = ref.tags
    .map((tag) =>
      // A tag that only describes (an introduction) is a link, not a group of operations.
      tag.operations.length === 0
        ? link(`#${tag.anchor}`, escapeHtml(tag.name))
        : group(
            tag.name,
            tag.operations
              .map((op) =>
                link(
                  `#${op.id}`,
                  `${methodHtml(op.method)}<span>${escapeHtml(markdownText(op.summary))}</span>`,
                  [op.path, op.operationId ?? op.id].join(' '),
                ),
              )
              .join(''),
            true,
          ),
    )
    .join('');
  const webhooks =
    ref.webhooks.length > 0
      ? group(
          'Webhooks',
          ref.webhooks
            .map((w) =>
              link(
                `#${w.anchor}`,
                `${methodHtml(w.method)}<span>${escapeHtml(markdownText(w.summary) || w.name)}</span>`,
                w.name,
              ),
            )
            .join(''),
          true,
        )
      : '';
  const models = group(
    MODELS_TITLE,
    link(`#${SCHEMAS_ANCHOR}`, `All ${MODELS_TITLE.toLowerCase()}`) +
      ref.schemas.map((schema) => link(`#${schema.anchor}`, escapeHtml(schema.name))).join(''),
    false,
  );
  return `<nav${attrs({class: `${cls.menu} menu thin-scrollbar`, 'aria-label': `${ref.title} operations`})}><a class="${cls.back}" href="/api">All REST APIs</a><details class="${cls.menuToggle}"><summary>Operations and ${MODELS_TITLE.toLowerCase()}</summary>${filter()}<ul class="menu__list">${tags}${webhooks}${models}</ul></details></nav>`;
}
