import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {firstMentions, GLOSSARY_TERMS} from './glossary';
import {guidePages, SITE_DIR} from './pages';

const read = (file: string) => readFileSync(path.join(SITE_DIR, file), 'utf8');
const pages = guidePages().filter((page) => page.file !== 'docs/glossary.mdx');

it('the glossary has an entry for every term the guides must link', () => {
  const glossary = read('docs/glossary.mdx');
  const missing = GLOSSARY_TERMS.filter(({anchor}) => !glossary.includes(`{#${anchor}}`)).map((t) => t.anchor);
  expect(missing).toEqual([]);
});

describe.each(pages.map((page) => [page.file] as const))('%s', (file) => {
  it('links the first mention of each German market term to the glossary', () => {
    const unlinked = firstMentions(read(file))
      .filter((mention) => !mention.linked)
      .map((mention) => `"${mention.text}" should link to /docs/glossary#${mention.anchor}`);
    expect(unlinked).toEqual([]);
  });
});

it('tells a linked first mention from an unlinked one', () => {
  const page = 'Switches follow [GPKE](/docs/glossary#gpke).\n\n```json\n{"malo_id": "1"}\n```\n\nThe `malo_id` field.';
  expect(firstMentions(page)).toEqual([
    {anchor: 'gpke', index: 17, linked: true, text: 'GPKE'},
    {anchor: 'malo-id', index: 81, linked: false, text: 'malo_id'},
  ]);
});
