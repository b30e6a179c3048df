import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {expect, test} from './fixtures';

const BUILD_DIR = path.join(__dirname, '..', '..', process.env.E2E_BUILD_DIR ?? 'build');
/** The docs plugin instances: guides, Apps and the GraphQL reference. */
const SECTIONS = ['docs', 'apps', 'graphql'];

/** Every page of the docs instances in the build: an `.html` file with a docs sidebar. */
function docsPages(): string[] {
  return SECTIONS.flatMap((section) =>
    readdirSync(path.join(BUILD_DIR, section), {recursive: true})
      .map(String)
      .filter((file) => file.endsWith('.html'))
      .map((file) => path.join(BUILD_DIR, section, file)),
  ).filter((file) => readFileSync(file, 'utf8').includes('theme-doc-sidebar-menu'));
}

const text = (value: string): string => value.replace(/\s+/g, ' ').trim();

test('every docs page has one name: its sidebar entry, its last breadcrumb and its h1 say the same', () => {
  const pages = docsPages();
  expect(pages.length, 'docs pages in the build').toBeGreaterThan(100);
  const differing = pages.flatMap((file) => {
    const $ = load(readFileSync(file, 'utf8'));
    const route = `/${path.relative(BUILD_DIR, file).replace(/(\/index)?\.html$/, '')}`;
    const sidebar = text($('.theme-doc-sidebar-menu [aria-current="page"]').last().text());
    const breadcrumb = text($('.theme-doc-breadcrumbs .breadcrumbs__item').last().text());
    const h1 = text($('article h1').first().text());
    return sidebar === h1 && breadcrumb === h1
      ? []
      : [`${route}: sidebar "${sidebar}", breadcrumb "${breadcrumb}", h1 "${h1}"`];
  });
  expect(differing, 'give the page one name: its title, without a different sidebar_label or category label').toEqual(
    [],
  );
});

test('sidebar categories are in sentence case', () => {
  const labels = new Set<string>();
  for (const file of docsPages()) {
    const $ = load(readFileSync(file, 'utf8'));
    $('.theme-doc-sidebar-menu .menu__list-item-collapsible > .menu__link').each((_, link) => {
      labels.add(text($(link).text()));
    });
  }
  // A later word in capitals is a name or an acronym (API, UI, SDK), never a capitalised common word.
  const titleCase = [...labels].filter((label) => /\s(?!API|UI|SDK|GIS|CSS|IP)[A-Z][a-z]/.test(label));
  expect(titleCase, 'write sidebar labels in sentence case').toEqual([]);
});
