import {cls, SCHEMAS_ANCHOR} from '../../hooks';
import type {ServiceReference} from '../../model/types';
import {markdownText} from '../text';
import {methodHtml} from './blocks';
import {attrs, escapeHtml} from './escape';

/** The heading of the section that lists the component schemas ("Schemas" is a tag of some services). */
export const MODELS_TITLE = 'Data models';

const link = (href: string, html: string) =>
  `<li class="menu__list-item"><a class="menu__link"${attrs({href})}>${html}</a></li>`;

/** A group of the menu, as the docs sidebar draws a category: a chevron that folds its links. */
const group = (title: string, links: string, open: boolean) =>
  `<li class="menu__list-item"><details${attrs({class: cls.menuGroup, open})}><summary class="menu__link menu__link--sublist menu__link--sublist-caret">${escapeHtml(title)}</summary><ul class="menu__list">${links}</ul></details></li>`;

/**
 * The operations menu, in the docs sidebar's classes: a link back to the index, one group per tag,
 * and the data models. On phones it folds behind its toggle (phone.css); on desktop the toggle's
 * summary is hidden and its content shown.
 */
export function menuHtml(ref: ServiceReference): string {
  const tags = ref.tags
    .map((tag) =>
      group(
        tag.name,
        tag.operations
          .map((op) =>
            link(`#${op.id}`, `${methodHtml(op.method)}<span>${escapeHtml(markdownText(op.summary))}</span>`),
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
  return `<nav${attrs({class: `${cls.menu} menu thin-scrollbar`, 'aria-label': `${ref.title} operations`})}><a class="${cls.back}" href="/api">All REST APIs</a><details class="${cls.menuToggle}"><summary>Operations and ${MODELS_TITLE.toLowerCase()}</summary><ul class="menu__list">${tags}${webhooks}${models}</ul></details></nav>`;
}
