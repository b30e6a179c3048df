import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {sourceToMarkdown} from '../../../plugins/markdown-pages/mdx';
import {absoluteLink, type LinkScope} from '../../../plugins/markdown-pages/mdx/links';

const SITE = 'https://devcenter.energy-xrm.example';
const dir = path.join(__dirname, 'fixture');
const tour = path.join(dir, 'guides', 'tour.mdx');
const other = path.join(dir, 'guides', 'other.mdx');

const scope: LinkScope = {
  siteUrl: SITE,
  siteDir: dir,
  contentDirs: [path.join(dir, 'guides')],
  sourceToPath: new Map([
    [tour, '/docs/tour'],
    [other, '/docs/other'],
  ]),
  markdownPaths: new Set(['/docs/tour', '/docs/other', '/docs/webhooks']),
};

function convert(file: string) {
  const warnings: string[] = [];
  const page = {file, pagePath: file === tour ? '/docs/tour' : '/docs/other', pageUrl: `${SITE}/docs/tour`};
  return {...sourceToMarkdown(page, scope, (message) => warnings.push(message)), warnings};
}

describe('a guide with every component becomes plain Markdown', () => {
  // Converted inside each test, not once for the block: mutation testing switches a mutant on
  // per test, so work done while the tests are collected would never see it.
  test('no JSX, HTML, import or front matter is left', () => {
    const page = convert(tour);
    const prose = page.body.replace(/```[\s\S]*?```/g, '');
    expect(prose).not.toMatch(/<\/?[A-Za-z][^>]*>/);
    expect(page.body).not.toMatch(/^import /m);
    expect(page.body).not.toContain('title: A tour');
    expect(page.body).not.toContain('a note for editors only');
  });

  test('links become absolute, to the Markdown version when the page has one', () => {
    const page = convert(tour);
    expect(page.body).toContain(`[webhook guide](${SITE}/docs/webhooks.md#verify-signatures)`);
    expect(page.body).toContain(`[Entity API](${SITE}/api/entity)`);
    expect(page.body).toContain(`[YAML](${SITE}/api/entity/openapi.yaml)`);
    expect(page.body).toContain(`[the other guide](${SITE}/docs/other.md#top)`);
    expect(page.body).toContain('[outside](https://example.com/x)');
  });

  test('text that looks like a directive stays as written', () => {
    const page = convert(tour);
    expect(page.body).toContain('`POST /v1/entity:search`');
  });

  test('headings keep their text without the explicit id', () => {
    const page = convert(tour);
    expect(page.body).toContain('## Flow\n');
    expect(page.body).toContain('## Languages\n');
  });

  test('a flow diagram reads as its caption and numbered steps', () => {
    const page = convert(tour);
    expect(page.body).toContain('**A token travels from the portal to the API.**');
    expect(page.body).toContain(
      '1. Portal → Your server: copy the token\n2. Your server → Entity API: GET /v1/entity/contact',
    );
  });

  test('admonitions are block quotes led by their label', () => {
    const page = convert(tour);
    expect(page.body).toContain('> **Keep it secret** Never commit a token.');
    expect(page.body).toContain('> **Tip**: Rotate tokens **every year**.');
  });

  test('tabs are labelled sections that keep their code blocks', () => {
    const page = convert(tour);
    expect(page.body).toContain('**JavaScript**\n\n```js title="call.mjs"\nawait fetch(url);\n```');
    expect(page.body).toContain('**Python**\n\n```python\nrequests.get(url)\n```');
    expect(page.body).toContain("**TypeScript SDK**\n\n```ts\nawait unwrap(client.GET('/v1/orders'));\n```");
  });

  test('tables stay tables', () => {
    const page = convert(tour);
    expect(page.body).toContain('| Step | Where |');
    expect(page.body).toContain(`| Read | [Entity API](${SITE}/api/entity) |`);
  });

  test('a collapsible block shows its summary in bold', () => {
    const page = convert(tour);
    expect(page.body).toContain('**Why a cursor?**\n\nOffsets skip rows when data changes.');
  });

  test('inline HTML becomes Markdown', () => {
    const page = convert(tour);
    expect(page.body).toContain('Try a date: `2025-10-01`');
  });

  test('an imported partial is inlined, its links resolved from its own folder', () => {
    const page = convert(tour);
    expect(page.body).toContain(`This part is shared; it links to [the tour](${SITE}/docs/tour.md).`);
  });

  test('a calculator becomes a sentence and a link to the page', () => {
    const page = convert(tour);
    expect(page.body).toMatch(
      /_The web page has an interactive switching deadline calculator[^_]+_ \[Open the calculator\]/,
    );
    expect(page.body).toContain(`[Open the calculator](${SITE}/docs/tour).`);
  });

  test('an unknown component keeps its content and is reported', () => {
    const page = convert(tour);
    expect(page.body).toContain('Numbers trend up.');
    expect(page.warnings).toEqual([`${tour}: <Sparkline> has no Markdown form: only its content is kept`]);
  });

  test('the page.canonical link in <head> and the first sentence are found', () => {
    const page = convert(tour);
    expect(page.canonical).toBe(`${SITE}/docs/elsewhere`);
    expect(page.firstSentence).toBe('Search with POST /v1/entity:search and read the webhook guide.');
  });
});

test('headings go one level deeper when a page is shown inside another', () => {
  const page = {file: tour, pagePath: '/docs/tour', pageUrl: `${SITE}/docs/tour`, headingShift: 1};
  const {body} = sourceToMarkdown(page, scope, () => undefined);
  expect(body).toContain('### Flow\n');
  expect(body).not.toMatch(/^## /m);
});

test('a leading H1 is dropped: the page header prints the title', () => {
  expect(convert(other).body).toBe('Another page.\n');
});

describe('absoluteLink', () => {
  const origin = {file: tour, pagePath: '/docs/tour'};
  test.each([
    ['#flow', `${SITE}/docs/tour.md#flow`],
    ['/docs/webhooks/', `${SITE}/docs/webhooks.md`],
    ['pathname:///docs/webhooks', `${SITE}/docs/webhooks.md`],
    ['other', `${SITE}/docs/other.md`],
    ['/graphql/sharing.graphql', `${SITE}/graphql/sharing.graphql`],
    ['mailto:dev@example.com', 'mailto:dev@example.com'],
    ['/.unknown/file.mdx', `${SITE}/.unknown/file.mdx`],
  ])('%s → %s', (url, expected) => {
    expect(absoluteLink(url, scope, origin)).toBe(expected);
  });
});
