import {describe, expect, it} from 'vitest';
import type {IndexableDocument, SearchDocument, TermEntry} from '../src/index.js';
import {buildIndexFiles} from '../src/indexer/index.js';

// The files the site serves for its search (indexer/buildIndex.ts), as the browser fetches them.

const entry = (route: string, title: string, extra: Partial<IndexableDocument> = {}): IndexableDocument => ({
  title,
  content: `${title} explained in a few words.`,
  parentCategories: '',
  pageTitle: title,
  sectionTitle: title,
  sectionRoute: route,
  type: 'other',
  ...extra,
});

describe('the index files', () => {
  it('write each part in the folder named after its index file, and skip an empty part', () => {
    const files = buildIndexFiles(
      new Map([
        [
          'default',
          {
            documents: [entry('/api', 'REST API')],
            parts: [
              {name: 'order', documents: [entry('/api/order#a', 'Add a line item')]},
              {name: 'empty', documents: []},
              {name: 'user', documents: [entry('/api/user#b', 'Invite a user'), entry('/api/user#c', 'Remove a user')]},
            ],
          },
        ],
      ]),
      80,
    );
    const names = [...files.keys()];
    expect(names).toContain('search-index-default.json');
    expect(names).toContain('search-index-default/documents-order.json');
    expect(names).toContain('search-index-default/documents-user.json');
    expect(names.some((name) => name.includes('empty'))).toBe(false);
    const termFiles = names.filter((name) => /^search-index-default\/terms-\d+\.json$/.test(name));
    expect(termFiles.length).toBeGreaterThan(1);

    const index = files.get('search-index-default.json') as {
      documents: {id: number}[];
      index: {
        documentCount: number;
        fieldLength: number[][];
        averageFieldLength: number[];
        parts?: {folder: string; documentCount: number; termFiles: string[]; documentFiles: [number, string][]};
      };
    };
    expect(index.documents.map(({id}) => id)).toEqual([0]);
    // The index file's own figures count the tag's own document only; the parts count theirs.
    expect(index.index.documentCount).toBe(1);
    expect(index.index.fieldLength).toHaveLength(1);
    expect(index.index.averageFieldLength).toEqual(index.index.fieldLength[0]);
    expect(index.index.parts).toMatchObject({
      folder: 'search-index-default',
      documentCount: 3,
      documentFiles: [
        [1, 'documents-order'],
        [2, 'documents-user'],
      ],
    });
    // Each term file is listed by its first term, in order, so a term's file is found by bisection.
    const firstTerms = termFiles.map((name) => (files.get(name) as {terms: [string][]}).terms[0]?.[0]);
    expect(index.index.parts?.termFiles).toEqual(firstTerms);
    expect([...firstTerms].sort()).toEqual(firstTerms);
  });

  it("keep a term only the parts use out of the index file, and one only the tag's own documents use out of the term files", () => {
    const files = buildIndexFiles(
      new Map([
        [
          'default',
          {
            documents: [entry('/api', 'Platform')],
            parts: [{name: 'order', documents: [entry('/api/order', 'Invoice')]}],
          },
        ],
      ]),
    );
    const own = (files.get('search-index-default.json') as {index: {terms: TermEntry[]}}).index.terms;
    const parted = [...files].flatMap(([name, file]) =>
      name.includes('/terms-') ? (file as {terms: TermEntry[]}).terms : [],
    );
    const termsOf = (entries: TermEntry[]) => entries.map(([term]) => term);
    expect(termsOf(own)).toContain('platform');
    expect(termsOf(own)).not.toContain('invoic');
    expect(termsOf(parted)).toContain('invoic');
    expect(termsOf(parted)).not.toContain('platform');
  });

  it('fill a term file up to its size exactly, then start the next; without a limit, one file holds all', () => {
    const byTag = new Map([
      [
        'default',
        {
          documents: [entry('/api', 'REST API')],
          parts: [{name: 'order', documents: [entry('/api/order#a', 'Add a line item')]}],
        },
      ],
    ]);
    const termFiles = (chars: number) =>
      [...buildIndexFiles(byTag, chars)].flatMap(([name, file]) =>
        name.includes('/terms-') ? [(file as {terms: TermEntry[]}).terms] : [],
      );
    const [all = [], ...more] = termFiles(Infinity);
    expect(more).toEqual([]);
    const two = all.slice(0, 2);
    const size = two.reduce((sum, entry) => sum + JSON.stringify(entry).length, 0);
    expect(termFiles(size)[0]).toEqual(two);
  });

  it('give a tag without parts no manifest, and number documents across tags', () => {
    const files = buildIndexFiles(
      new Map([
        ['a', {documents: [entry('/a', 'A page')]}],
        ['b', {documents: [entry('/b', 'B page')]}],
      ]),
    );
    const a = files.get('search-index-a.json') as {documents: {id: number}[]; index: {parts?: unknown}};
    const b = files.get('search-index-b.json') as {documents: {id: number}[]};
    expect(a.index.parts).toBeUndefined();
    expect([a.documents[0]?.id, b.documents[0]?.id]).toEqual([0, 1]);
    expect([...files.keys()]).toEqual(['search-index-a.json', 'search-index-b.json']);
  });

  it("keep what a result shows: kind and path, and the service when it is not the page's title", () => {
    const files = buildIndexFiles(
      new Map([
        [
          'default',
          {
            documents: [
              entry('/api/order#a', 'Add a line item', {kind: 'post', path: '/v1/orders', service: 'Order API'}),
              entry('/api/order', 'Order API', {service: 'Order API'}),
            ],
          },
        ],
      ]),
    );
    const {documents} = files.get('search-index-default.json') as {documents: SearchDocument[]};
    expect(documents[0]).toMatchObject({kind: 'post', path: '/v1/orders', service: 'Order API'});
    expect(documents[1]).not.toHaveProperty('service');
    expect(documents[1]).not.toHaveProperty('path');
    expect(documents[1]).not.toHaveProperty('kind');
  });
});
