import {describe, expect, it} from 'vitest';
import {isFiller, isStopWord, processTerm, tokenize} from '../src/index.js';

// What counts as a word of the index (text.ts): the same rules for the pages and for the queries.

describe('identifiers', () => {
  it('yields the parts of a name beside the name, split at case changes, digits and underscores', () => {
    expect(tokenize('getAccessToken')).toEqual(['getAccessToken', 'get', 'Access', 'Token']);
    expect(tokenize('HTTPServer')).toEqual(['HTTPServer', 'HTTP', 'Server']);
    expect(tokenize('getJWKS2')).toEqual(['getJWKS2', 'get', 'JWKS', '2']);
    expect(tokenize('oauth2')).toEqual(['oauth2', 'oauth', '2']);
    expect(tokenize('tiered__flatfee')).toEqual(['tiered__flatfee', 'tiered', 'flatfee']);
    expect(tokenize('_internal')).toEqual(['_internal']);
  });

  it('keeps only the parts of a name in a title', () => {
    expect(tokenize('PartnerUser', 'title')).toEqual(['Partner', 'User']);
    expect(tokenize('Partner', 'title')).toEqual(['Partner']);
  });
});

describe('stop words and filler', () => {
  it('drops English and German stop words from the index', () => {
    for (const word of ['the', 'which', 'your', 'der', 'einem', 'mit', 'nicht', 'Für', 'sich', 'uns', 'beim']) {
      expect(processTerm(word), word).toBeNull();
      expect(isStopWord(word), word).toBe(true);
    }
    expect(isStopWord('token')).toBe(false);
  });

  it('knows the words a question is wrapped in, English and German', () => {
    for (const word of [
      'please',
      'actually',
      'explain',
      'happened',
      'many',
      'still',
      'use',
      'make',
      'bitte',
      'Möchte',
    ]) {
      expect(isFiller(word), word).toBe(true);
    }
    expect(isFiller('invoice')).toBe(false);
  });
});

describe('terms', () => {
  it('indexes two-letter words as they are and stems longer ones', () => {
    expect(processTerm('ID')).toBe('id');
    expect(processTerm('ids')).toBe('id');
    expect(processTerm('x')).toBeNull();
  });

  it('leaves out long digit runs but keeps short numbers and words with digits', () => {
    expect(processTerm('123456')).toBeNull();
    expect(processTerm('12345')).toBeNull();
    expect(processTerm('2025')).toBe('2025');
    expect(processTerm('123456a')).toBe('123456a');
    expect(processTerm('v123456')).toBe('v123456');
  });
});
