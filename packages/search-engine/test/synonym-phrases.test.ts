import {describe, expect, it} from 'vitest';
import {compileSynonyms, parseQuery, SearchEngine, SYNONYMS_FILE, WEIGHTS} from '../src/index.js';
import {buildIndexFiles} from '../src/indexer/index.js';
import {guideSection as guide} from './documents.js';

// A synonym entry's `term` lists alternatives separated by commas; the words of one alternative
// answer the reader's phrase only where a page holds them all.

const synonyms = compileSynonyms([
  {term: 'rate limit, 429', readers: ['throttling'], reason: 'Too many requests are refused with 429.'},
  {term: 'permission, role', readers: ['rights'], reason: 'Roles grant permissions.'},
]);

const pages = [
  guide(
    '/docs/architecture/rate-limits',
    'Rate limits',
    'Each token may send 100 requests a minute before the limit applies.',
  ),
  guide('/docs/architecture/pagination', 'Pagination', 'A page holds 50 records; the limit parameter asks for fewer.'),
  guide('/docs/architecture/error-codes', 'Error codes', 'A 429 answer asks the client to wait.'),
  guide('/docs/auth/roles', 'Roles', 'Each member of the organization has one.'),
  guide('/docs/auth/permissions', 'Permissions', 'What a member may read or change.'),
];

const engine = () => {
  const files = new Map<string, unknown>([
    ...buildIndexFiles(new Map([['docs-default-current', {documents: pages}]])),
    [SYNONYMS_FILE, synonyms],
  ]);
  return new SearchEngine((file) =>
    files.has(file) ? Promise.resolve(structuredClone(files.get(file))) : Promise.reject(new Error(`${file}: none`)),
  );
};

const routes = async (query: string) =>
  (await engine().search(['docs-default-current'], query)).hits.map((hit) => hit.document.sectionRoute);

describe('synonym alternatives', () => {
  it('compiles each alternative as its own list of terms', () => {
    expect(synonyms.entries[0]?.alternatives).toEqual([['rate', 'limit'], ['429']]);
    expect(synonyms.entries[1]?.alternatives).toEqual([['permiss'], ['role']]);
  });

  it('marks the words of a phrase as counting together, and a one-word alternative as counting alone', () => {
    const added = parseQuery('throttling', synonyms).terms.filter(({weight}) => weight === WEIGHTS.synonym);
    expect(added.map(({term, together}) => `${term} ${together?.size ?? 1}`)).toEqual(['rate 2', 'limit 2', '429 1']);
  });

  it('finds a page holding all the words of a phrase, or a one-word alternative, and not one holding a part', async () => {
    const found = await routes('throttling');
    expect(found).toContain('/docs/architecture/rate-limits');
    expect(found).toContain('/docs/architecture/error-codes');
    expect(found).not.toContain('/docs/architecture/pagination');
  });

  it('finds each page holding one of several one-word alternatives', async () => {
    expect(new Set(await routes('rights'))).toEqual(new Set(['/docs/auth/roles', '/docs/auth/permissions']));
  });
});

describe('German stems of the reader phrases', () => {
  const german = compileSynonyms([
    {term: 'termination', readers: ['kündigung', 'cancel contract'], reason: 'A Kündigung ends a contract.'},
  ]);

  it('are written by the build, and left out where every stem is the word itself', () => {
    const [entry] = german.entries;
    expect(entry?.phrases).toEqual([['kundigung'], ['cancel', 'contract']]);
    expect(entry?.german).toEqual([['kundig'], []]);
  });

  it('let an inflected German word meet its phrase', () => {
    expect(parseQuery('Vertrag kündigen', german).terms.map(({term}) => term)).toContain('termin');
  });
});
