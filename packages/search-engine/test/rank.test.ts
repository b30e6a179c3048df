import {describe, expect, it} from 'vitest';
import {byWords, distinct, parseQuery, prior, priorWords, type SearchDocument} from '../src/index.js';

const document = (kind: string | undefined, title: string, type: SearchDocument['type'] = 'other'): SearchDocument => ({
  id: 0,
  pageTitle: title,
  sectionTitle: title,
  sectionRoute: '/',
  type,
  ...(kind ? {kind} : {}),
});

const weight = (doc: SearchDocument, query: string) => prior(doc, parseQuery(query).words);

describe('ranking for first-time readers', () => {
  const guide = document(undefined, 'Access tokens', 'docs');
  const schema = document('schema', 'AccessToken');
  const operation = document('post', 'Create an access token');

  it('puts a guide whose title holds the words of a short topic query ahead of a schema', () => {
    expect(weight(guide, 'access token')).toBeGreaterThan(1);
    expect(weight(schema, 'access token')).toBeLessThan(1);
  });

  it('leaves a schema its place when the query asks for a data structure', () => {
    expect(weight(schema, 'access token fields')).toBe(1);
  });

  it('lifts an operation named by an action phrase, and leaves it its place for other words', () => {
    expect(weight(operation, 'create an access token')).toBeGreaterThan(1);
    expect(weight(operation, 'access token')).toBe(1);
    expect(weight(operation, 'create a token for my app')).toBe(1);
  });

  it('lifts no guide in a long question, whose words decide, and keeps a schema in one that asks what a thing contains', () => {
    expect(weight(guide, 'how long does my access token stay valid')).toBe(1);
    expect(weight(schema, 'how long does my access token stay valid')).toBeLessThan(1);
    expect(weight(schema, 'what does the access token contain when it expires')).toBe(1);
  });
});

describe('variety across pages', () => {
  const pageOf = (id: number) => (id < 10 ? '/api/access-token' : `/docs/page-${id}`);

  it('lets a close hit of another page in before a page shows more of its own', () => {
    const ranked = [
      {id: 1, score: 100},
      {id: 2, score: 99},
      {id: 3, score: 98},
      {id: 11, score: 80},
    ];
    expect(distinct(ranked, pageOf).map(({id}) => id)).toEqual([1, 11, 2, 3]);
  });

  it('keeps the order within a page and lets a far better hit of the same page stay ahead', () => {
    const ranked = [
      {id: 1, score: 100},
      {id: 2, score: 90},
      {id: 11, score: 50},
    ];
    expect(distinct(ranked, pageOf).map(({id}) => id)).toEqual([1, 2, 11]);
  });
});

describe('the topic’s own page', () => {
  it('weighs a guide named exactly what the reader typed above one whose title only holds the words', () => {
    const named = document(undefined, 'Rate limits', 'docs');
    const longer = document(undefined, 'Rate limits and retries', 'docs');
    expect(weight(named, 'rate limits')).toBeGreaterThan(weight(longer, 'rate limits'));
    expect(weight(longer, 'rate limits')).toBeGreaterThan(1);
  });

  it('reads a title named after the query past its stop words, and a word still being typed', () => {
    const named = weight(document(undefined, 'Rate limits', 'docs'), 'rate limits');
    expect(weight(document(undefined, 'Tokens and scopes', 'docs'), 'tokens scopes')).toBe(named);
    expect(weight(document(undefined, 'Webhooks', 'docs'), 'webh')).toBe(named);
  });

  it('steps a library reference page back for a topic, unless a structure is asked for', () => {
    const member = document(undefined, 'Interface: PriceItemInput', 'docs');
    expect(weight(member, 'tax rate')).toBeLessThan(1);
    expect(weight(member, 'tax rate fields')).toBe(1);
  });
});

describe('how much of a question a document answers', () => {
  // Word 0 is rare (one document holds it), word 1 common (four do); every score is the same.
  const scored = new Map([
    [1, {score: 10, groups: new Set([0])}],
    ...[2, 3, 4, 5].map((id) => [id, {score: 10, groups: new Set([1])}] as const),
  ]);

  it('counts a rare word of the question for more than a common one', () => {
    const ranked = byWords(scored, 2, 100);
    expect(ranked[0]?.id).toBe(1);
    expect(ranked[0]?.score).toBeGreaterThan(ranked[1]?.score ?? Infinity);
  });

  it('still ranks a document answering every word first', () => {
    const all = new Map([...scored, [6, {score: 10, groups: new Set([0, 1])}]]);
    expect(byWords(all, 2, 100)[0]?.id).toBe(6);
  });

  it('weighs each word by its inverse document frequency, ln(1 + N / (n + 0.5)), and raises the share answered to 1.5', () => {
    const idf = (n: number) => Math.log(1 + 100 / (n + 0.5));
    const share = idf(1) / (idf(1) + idf(4));
    expect(byWords(scored, 2, 100)[0]?.score).toBeCloseTo(10 * share ** 1.5, 10);
  });

  it('counts a word of the question that no document holds as unanswered by all', () => {
    // Two words, the second found nowhere: the one document answers half of the question.
    const one = new Map([[1, {score: 8, groups: new Set([0])}]]);
    expect(byWords(one, 2)[0]?.score).toBeCloseTo(8 * 0.5 ** 1.5);
  });
});

describe('the prior without words', () => {
  it('leaves every document as it is when none of the reader’s words is left (all unknown)', () => {
    for (const doc of [
      document(undefined, 'Webhooks', 'docs'),
      document(undefined, 'Interface: PriceItemInput', 'docs'),
      document('schema', 'Webhook'),
    ]) {
      expect(prior(doc, []), doc.pageTitle).toBe(1);
    }
  });
});

describe('the prior reads the question as corrected', () => {
  it('sees a misspelt word as its correction and leaves out a word nothing matched', () => {
    const parsed = parseQuery('authetication zzqx').words;
    const typo = {term: 'authent', weight: 0.2, prefix: false, groups: [parsed[0]?.group ?? -1]};
    const words = priorWords(parsed, parsed, [typo]);
    expect(words.map(({term}) => term)).toEqual(['authent']);
    expect(prior(document(undefined, 'Authentication', 'docs'), words)).toBeGreaterThan(1);
    expect(prior(document(undefined, 'Authentication', 'docs'), parsed)).toBe(1);
  });

  it('keeps a known word as typed and corrects an unknown one with the correction of its own word', () => {
    const parsed = parseQuery('webhook authetication').words;
    const unknown = parsed.slice(1);
    const typo = {term: 'authent', weight: 0.2, prefix: false, groups: [parsed[1]?.group ?? -1]};
    expect(priorWords(parsed, unknown, [typo]).map(({term}) => term)).toEqual(['webhook', 'authent']);
  });
});
