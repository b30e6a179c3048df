import {attr, cls, methodClass} from '../../hooks';
import {attrs, element, escapeHtml} from './escape';

/** The small building blocks of the reference page: method badges, headings, code, tabs. */

export const methodHtml = (name: string): string =>
  `<span class="${cls.method} ${methodClass(name)}">${escapeHtml(name.toUpperCase())}</span>`;

export const heading = (level: 2 | 3, anchor: string, html: string, headingId?: string): string =>
  `<h${level}${attrs({class: cls.heading, id: headingId})}>${html}<a class="hash-link"${attrs({href: `#${anchor}`})} aria-label="Direct link to this section" title="Direct link">#</a></h${level}>`;

export function codeBlock(code: string, label: string, language: string): string {
  return `<div${attrs({class: cls.code, [attr.language]: language})}><button type="button"${attrs({class: cls.copy, [attr.copy]: true, 'aria-label': `Copy ${label}`})}>Copy</button><pre tabindex="0"><code>${escapeHtml(code)}</code></pre></div>`;
}

export interface TabPanel {
  readonly key: string;
  readonly label: string;
  readonly html: string;
}

export function tabs(id: string, label: string, panels: readonly TabPanel[]): string {
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
        },
        escapeHtml(p.label),
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
  return `<div class="${cls.tabs}"><div role="tablist"${attrs({'aria-label': label})}>${buttons}</div>${bodies}</div>`;
}
