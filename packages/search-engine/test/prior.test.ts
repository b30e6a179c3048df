import {describe, expect, it} from 'vitest';
import {parseQuery, prior, type SearchDocument} from '../src/index.js';
import {byReader, byWords} from '../src/rank.js';

// How a short query orders kinds of pages for a reader new to the platform (rank.ts): stated as
// which page comes first, not as the weights that make it so.

const page = (
  title: string,
  {section, ...extra}: Partial<SearchDocument> & {section?: string} = {},
): SearchDocument => ({
  id: 0,
  pageTitle: title,
  sectionTitle: section ?? title,
  sectionRoute: '/',
  type: 'docs',
  ...extra,
});

const weight = (doc: SearchDocument, query: string) => prior(doc, parseQuery(query).words);

describe('guides', () => {
  const webhooks = page('Webhooks');
  const section = page('Webhooks', {section: 'Retries'});
  const other = page('Access tokens', {section: 'Rotate'});

  it('puts a guide titled with the words ahead of one of its sections, and that section ahead of other guides', () => {
    expect(weight(webhooks, 'webhook')).toBeGreaterThan(weight(section, 'webhook'));
    expect(weight(section, 'webhook')).toBeGreaterThan(weight(other, 'webhook'));
    expect(weight(other, 'webhook')).toBe(1);
  });

  it('counts a section whose own title holds the words, and a word the title begins with', () => {
    expect(weight(section, 'retries')).toBeGreaterThan(1);
    expect(weight(section, 'webhooks retri')).toBeGreaterThan(1);
    expect(weight(page('Tokens'), 'okens')).toBe(1);
  });

  it('needs every word of the query in the title', () => {
    expect(weight(webhooks, 'webhook secret')).toBe(1);
    expect(weight(page('Webhooks', {section: 'Signing secret'}), 'webhook secret')).toBeGreaterThan(1);
  });

  it("gives a library reference page no guide's lift: it steps back like a REST schema, whatever its title says", () => {
    for (const title of ['Function: webhook()', 'Interface: Webhook', 'Type Alias: Webhook', 'Class: Webhook']) {
      expect(weight(page(title), 'webhook'), title).toBeLessThan(1);
    }
    expect(weight(page('Using Function: webhook'), 'webhook')).toBeGreaterThan(1);
  });

  it('lifts nothing for a question of four words or more, and lifts one of three', () => {
    const long = page('Send a webhook test event');
    expect(weight(long, 'send webhook test event')).toBe(1);
    expect(weight(long, 'send webhook test')).toBeGreaterThan(1);
  });
});

describe('the REST reference', () => {
  const schema = page('Webhook', {type: 'other', kind: 'schema'});
  const tag = page('Webhooks', {type: 'other', kind: 'tag'});
  const operation = (kind: string) => page('List webhooks', {type: 'other', kind});

  it('puts a schema behind a topic query, and not when the query asks for a structure', () => {
    expect(weight(schema, 'webhook')).toBeLessThan(1);
    for (const word of ['fields', 'schema', 'payload', 'response', 'json', 'type', 'value']) {
      expect(weight(schema, `webhook ${word}`), word).toBe(1);
    }
  });

  it('gives a tag or an operation no lift for a topic query, nor for an action or a structure', () => {
    for (const doc of [tag, operation('get'), operation('post'), operation('delete'), operation('patch')]) {
      expect(weight(doc, 'webhook')).toBe(1);
      expect(weight(doc, 'delete webhooks')).toBe(1);
      expect(weight(doc, 'webhook fields')).toBe(1);
    }
    expect(weight(tag, 'list webhooks')).toBe(1);
  });

  it('lifts an operation whose summary the words cover, in a short query or a question, as a guide named so', () => {
    const terminate = page('Terminate a contract', {type: 'other', kind: 'post'});
    for (const query of ['terminate contract', 'terminate a supply contract', 'how do i terminate my contract today']) {
      expect(weight(terminate, query), query).toBe(weight(page('Webhooks'), 'webhooks'));
    }
    expect(weight(terminate, 'terminate')).toBe(1);
    expect(weight(operation('get'), 'list webhooks')).toBeGreaterThan(1);
    expect(weight(page('Contract', {type: 'other', kind: 'get'}), 'contract')).toBe(1);
  });

  it('treats every action word as an action', () => {
    for (const word of ['create', 'download', 'rotate', 'upsert', 'call', 'verify', 'close']) {
      expect(weight(operation('post'), `${word} webhook`), word).toBe(1);
    }
  });

  it('puts a schema, a tag or a type behind operations and guides in a question, unless it asks for a structure', () => {
    const question = 'how do i move a deal to the next stage';
    const fragments = [schema, tag, page('Interface: Stage'), page('Stage', {kind: 'enum', service: 'GraphQL'})];
    for (const doc of fragments) {
      expect(weight(doc, question), doc.pageTitle).toBeLessThan(1);
      expect(weight(doc, `${question} json fields`), doc.pageTitle).toBe(1);
    }
    for (const doc of [operation('post'), page('Opportunities', {section: 'Change the stage'}), page('Webhooks')]) {
      expect(weight(doc, question), doc.sectionTitle).toBe(1);
    }
  });

  it('lifts nothing when none of the words is left (all unknown to the index)', () => {
    expect(prior(page('Webhooks'), [])).toBe(1);
  });

  it('treats no document as missing: an unknown id weighs 1', () => {
    expect(prior(undefined, parseQuery('webhook').words)).toBe(1);
  });
});

describe('the GraphQL reference', () => {
  const entry = (title: string, kind: string) => page(title, {kind, service: 'GraphQL'});

  it('puts a type behind a topic query, as a REST schema, even when its name holds the words', () => {
    for (const kind of ['object', 'input', 'enum', 'interface', 'union', 'scalar', 'directive']) {
      expect(weight(entry('PartnerSharingConfig', kind), 'sharing partners'), kind).toBeLessThan(1);
    }
    expect(weight(page('Sharing with partners'), 'sharing partners')).toBeGreaterThan(1);
  });

  it('leaves a type its place when the query asks for a structure or names its kind', () => {
    expect(weight(entry('PartnerStatus', 'enum'), 'partner status enum')).toBe(1);
    expect(weight(entry('SharingPartnerInput', 'input'), 'sharing partner input')).toBe(1);
    expect(weight(entry('PartnerSharingConfig', 'object'), 'partner sharing config fields')).toBe(1);
  });

  it("gives a query or a mutation an operation's place: lifted when the words name it, not for its topic", () => {
    expect(weight(entry('shareEntityWithPartners', 'mutation'), 'share entity with partners')).toBeGreaterThan(1);
    expect(weight(entry('getSharingConfig', 'query'), 'sharing config')).toBe(1);
  });

  it('lifts the GraphQL guide itself (a page without a kind) as any guide', () => {
    expect(weight(page('Sharing API'), 'sharing api')).toBeGreaterThan(1);
  });
});

describe('the final order', () => {
  it('orders by score times the prior, best first', () => {
    const guide = {...page('Webhooks'), id: 1};
    const schema = {...page('Webhook', {type: 'other', kind: 'schema'}), id: 2};
    const documents = new Map([
      [1, guide],
      [2, schema],
    ]);
    const words = parseQuery('webhook').words;
    // The schema scores a little higher on its words; the guide's lift puts it first.
    const ranked = byReader(
      [
        {id: 2, score: 1.1},
        {id: 1, score: 1},
      ],
      (id) => documents.get(id),
      words,
    );
    expect(ranked.map(({id}) => id)).toEqual([1, 2]);
    expect(ranked[0]!.score).toBeGreaterThan(1);
  });

  it('ranks a document answering both words above one answering one word better', () => {
    const scored = new Map([
      [1, {score: 3, groups: new Set([0])}],
      [2, {score: 2, groups: new Set([0, 1])}],
    ]);
    expect(byWords(scored, 2).map(({id}) => id)).toEqual([2, 1]);
    expect(byWords(scored, 2)[1]!.score).toBeCloseTo(3 * 0.5 ** 1.5);
  });
});
