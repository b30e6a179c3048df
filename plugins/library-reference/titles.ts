import {readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

/** Markdown's backslash escapes (`POWER\_RULES`) removed: the text a reader should see. */
export function unescapeMarkdown(text: string): string {
  return text.replace(/\\([!-/:-@[-`{-~])/g, '$1');
}

/**
 * The page with a `title` in its front matter, taken from its level-one heading. Docusaurus reads
 * the tab title, the menu label and the pagination labels from the raw heading, backslash escapes
 * included ("Variable: POWER\_RULES"); the rendered heading itself is fine.
 */
export function withTitle(markdown: string): string {
  const heading = /^# (.+)$/m.exec(markdown);
  if (!heading?.[1] || /^---\n[\s\S]*?^title:/m.test(markdown)) return markdown;
  const title = `title: ${JSON.stringify(unescapeMarkdown(heading[1]))}`;
  return markdown.startsWith('---\n')
    ? markdown.replace('---\n', `---\n${title}\n`)
    : `---\n${title}\n---\n\n${markdown}`;
}

/** Adds the title to every generated page below `dir`. */
export function addTitles(dir: string): void {
  for (const file of readdirSync(dir, {recursive: true, encoding: 'utf8'})) {
    if (!file.endsWith('.md')) continue;
    const page = path.join(dir, file);
    const markdown = readFileSync(page, 'utf8');
    const titled = withTitle(markdown);
    if (titled !== markdown) writeFileSync(page, titled);
  }
}
