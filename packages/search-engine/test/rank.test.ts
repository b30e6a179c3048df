import {describe, expect, it} from 'vitest';
import {parseQuery, prior, type SearchDocument} from '../src/index.js';

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

  it('leaves an operation its place for an action phrase', () => {
    expect(weight(operation, 'create an access token')).toBe(1);
  });

  it('changes nothing for a long question, whose words decide alone', () => {
    expect(weight(schema, 'what does the access token contain when it expires')).toBe(1);
  });
});
