import {expect, test} from 'vitest';
import {plainText, splitSections} from '../src/sections.js';
import {snippet} from '../src/search.js';

const page = [
  '# Orders',
  '',
  'Intro.',
  '',
  '## List `orders`',
  '',
  'One page.',
  '',
  '```md',
  '## inside code',
  '```',
  '',
  '### List `orders`',
  '',
  'Again.',
  '',
  '## Schemas',
  '',
  'Shapes.',
].join('\n');

test('cuts a page at its H2 and H3 headings, not inside code, with the site slugs', () => {
  const sections = splitSections(page, 'Orders');
  expect(sections.map((s) => [s.heading, s.anchor])).toEqual([
    ['Orders', ''],
    ['List orders', 'list-orders'],
    ['List orders', 'list-orders-1'],
    ['Schemas', 'schemas'],
  ]);
  expect(page.slice(sections[1]!.start, sections[1]!.end)).toContain('## inside code');
});

test('named anchors are used in page order, so a repeated heading gets its own', () => {
  const anchors = [
    {heading: 'List orders', anchor: 'listOrders'},
    {heading: 'List orders', anchor: 'listArchivedOrders'},
  ];
  expect(splitSections(page, 'Orders', anchors).map((s) => s.anchor)).toEqual([
    '',
    'listOrders',
    'listArchivedOrders',
    'schemas',
  ]);
});

test('a heading reads as plain text', () => {
  expect(plainText('[`getOrder`](https://x.example/a.md#b) \\*new\\*')).toBe('getOrder *new*');
});

test('a snippet leaves out the page header and starts near the first matched word', () => {
  const text = `# Title\n\nCanonical URL: https://x.example/p\n\n> About it.\n\n${'filler '.repeat(80)}the signature is checked here.`;
  const cut = snippet(text, ['signature']);
  expect(cut.startsWith('…')).toBe(true);
  expect(cut).toContain('the signature is checked here.');
  expect(cut).not.toContain('Canonical URL');
  expect(snippet('# T\n\nCanonical URL: u\n\n> About it.', ['nothing'])).toBe('About it.');
});
