import {attr, cls, methodClass, statusClass} from '../../hooks';
import {attrs, element, escapeHtml} from './escape';
import type {ExternalDocsModel} from '../../model/types';
import {markdownText} from '../text';
import {highlightCode} from './highlight';

/** The small building blocks of the reference page: method badges, headings, code, tabs. */

export const methodHtml = (name: string, id?: string): string =>
  `<span${attrs({class: `${cls.method} ${methodClass(name)}`, id})}>${escapeHtml(name.toUpperCase())}</span>`;

/** A status code, coloured by its class (2xx, 4xx, ...). */
export const statusHtml = (status: string): string =>
  `<span class="${cls.status} ${statusClass(status)}">${escapeHtml(status)}</span>`;

export const heading = (level: 2 | 3, anchor: string, html: string, headingId?: string): string =>
  `<h${level}${attrs({class: cls.heading, id: headingId})}>${html}<a class="hash-link"${attrs({href: `#${anchor}`})} aria-label="Direct link to this section" title="Direct link">#</a></h${level}>`;

/** A code block, highlighted at build time (highlight.ts), with a copy button. */
export function codeBlock(code: string, label: string, language: string): string {
  return `<div${attrs({class: cls.code, [attr.language]: language})}><button type="button"${attrs({class: cls.copy, [attr.copy]: true, 'aria-label': `Copy ${label}`})}>Copy</button><pre tabindex="0"><code>${highlightCode(code, language)}</code></pre></div>`;
}

export interface TabPanel {
  readonly key: string;
  /** The tab's content: HTML that is already safe. */
  readonly labelHtml: string;
  readonly html: string;
}

/**
 * Tabs of static HTML (the page script switches them). With a `group`, every tab list of that
 * group on the site shows the same choice (the sample language: config/languages.ts).
 */
export function tabs(id: string, label: string, panels: readonly TabPanel[], group?: string): string {
  const buttons = panels
    .map((p, i) =>
      element(
        'button',
        {
          type: 'button',
          role: 'tab',
          id: `${id}-tab-${p.key}`,
          'aria-controls': `${id}-panel-${p.key}`,
          'aria-selected': String(i === 0),
          tabindex: i === 0 ? 0 : -1,
          [attr.tab]: true,
          [attr.tabValue]: group ? p.key : undefined,
        },
        p.labelHtml,
      ),
    )
    .join('');
  const bodies = panels
    .map((p, i) =>
      element(
        'div',
        {role: 'tabpanel', id: `${id}-panel-${p.key}`, 'aria-labelledby': `${id}-tab-${p.key}`, hidden: i !== 0},
        p.html,
      ),
    )
    .join('');
  return `<div class="${cls.tabs}"><div role="tablist"${attrs({'aria-label': label, [attr.tabGroup]: group})}>${buttons}</div>${bodies}</div>`;
}

/**
 * The dark right panel beside a part of the page. It is dark in both colour modes (specification:
 * #303846), so it carries the dark theme's attribute: the code token colours and the site's
 * dark-mode link colour apply inside it whatever the page's mode.
 */
export function rightPanel(label: string, html: string): string {
  return `<aside${attrs({class: cls.right, 'aria-label': label, 'data-theme': 'dark'})}><div class="${cls.rightInner}">${html}</div></aside>`;
}

/** A text, linked where a checked URL is given (a spec's contact, license, further documentation). */
export const linkHtml = (text: string, url?: string): string =>
  url ? `<a${attrs({href: url})}>${escapeHtml(text)}</a>` : escapeHtml(text);

/** A spec's `externalDocs`: one link to more documentation elsewhere, under the description it extends. */
export const externalDocsHtml = (docs: ExternalDocsModel | undefined): string =>
  docs ? `<p class="${cls.externalDocs}">${linkHtml(markdownText(docs.description) || docs.url, docs.url)}</p>` : '';
