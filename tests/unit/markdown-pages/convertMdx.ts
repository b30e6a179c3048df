import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {sourceToMarkdown} from '../../../plugins/markdown-pages/mdx';
import type {LinkScope} from '../../../plugins/markdown-pages/mdx/links';

// One page's MDX, written to a file of its own and converted as the build converts it: the tests
// of each component and construct share it.

export const SITE = 'https://devcenter.energy-xrm.example';
export const dir = mkdtempSync(path.join(tmpdir(), 'markdown-pages-'));
mkdirSync(path.join(dir, 'docs', 'deep'), {recursive: true});
export const scope: LinkScope = {
  siteUrl: SITE,
  siteDir: dir,
  // A `/`-rooted link to a source file is looked up from the site folder, then from each of these.
  contentDirs: [dir, path.join(dir, 'docs')],
  sourceToPath: new Map([
    [path.join(dir, 'other.mdx'), '/docs/other'],
    [path.join(dir, 'docs', 'guide.mdx'), '/docs/guide'],
    [path.join(dir, 'docs', 'deep', 'sibling.mdx'), '/docs/sibling'],
  ]),
  markdownPaths: new Set(['/docs/other', '/docs/page', '/docs/guide', '/docs/sibling']),
};
writeFileSync(path.join(dir, 'other.mdx'), '# Other\n');
writeFileSync(path.join(dir, 'docs', 'guide.mdx'), '# Guide\n');
writeFileSync(path.join(dir, 'docs', 'deep', 'sibling.mdx'), '# Sibling\n');
writeFileSync(path.join(dir, 'self.mdx'), "import Self from './self.mdx';\n\nBefore.\n\n<Self />\n");

let files = 0;

/** The page's Markdown and facts, with the build's warnings about it (without the file name). */
export function convert(mdx: string, headingShift?: number, folder = '') {
  files += 1;
  const file = path.join(dir, folder, `page-${files}.mdx`);
  writeFileSync(file, mdx);
  const warnings: string[] = [];
  const page = {file, pagePath: '/docs/page', pageUrl: `${SITE}/docs/page`, headingShift};
  const converted = sourceToMarkdown(page, scope, (message) => warnings.push(message.replace(`${file}: `, '')));
  return {...converted, warnings};
}

export const body = (mdx: string): string => convert(mdx).body;
