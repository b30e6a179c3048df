import {describe, expect, it} from 'vitest';
import {parseQuery, WEIGHTS} from '../src/index.js';
import {MAX_WORDS} from '../src/query.js';

// What a typed query searches (query.ts): each term with its weight, whether it matches as a
// prefix, and which of the reader's words it stands for.

const terms = (query: string) => parseQuery(query).terms;

describe('the terms of a query', () => {
  it("ties each word's terms to that word, matched as a prefix from two letters on", () => {
    expect(terms('ui x api')).toEqual([
      {term: 'ui', weight: WEIGHTS.word, prefix: true, groups: [0]},
      {term: 'api', weight: WEIGHTS.word, prefix: true, groups: [1]},
    ]);
  });

  it('adds the German stem of a longer word as a prefix term of the same word', () => {
    expect(terms('Fristen')).toContainEqual({term: 'frist', weight: WEIGHTS.german, prefix: true, groups: [0]});
  });

  it('adds a German stem of three letters, but none for a word of three letters', () => {
    expect(terms('Gase').map(({term}) => term)).toContain('gas');
    expect(terms('ids')).toEqual([{term: 'id', weight: WEIGHTS.word, prefix: true, groups: [0]}]);
  });

  it('searches a word whose German stem is its English one once', () => {
    const found = terms('webhook').map(({term}) => term);
    expect(found).toEqual([...new Set(found)]);
  });

  it('searches each term of a word once when its stems, verb stem or cognate coincide', () => {
    // Signatur's cognate stems to the word's own term, telefonisch's to its German stem; a noun's
    // verb stem can be its German stem (Fristen) or its English one (component).
    for (const word of ['Signatur', 'telefonisch', 'Fristen', 'component']) {
      const found = terms(word).map(({term}) => term);
      expect(found, word).toEqual([...new Set(found)]);
    }
  });

  it('weighs filler words lightly, as exact words of no group', () => {
    expect(terms('cancel order please')).toContainEqual({
      term: 'pleas',
      weight: WEIGHTS.filler,
      prefix: false,
      groups: [],
    });
  });

  it(`reads the first ${MAX_WORDS} words of a long query, and nothing far beyond them`, () => {
    const words = Array.from({length: MAX_WORDS + 3}, (_, n) => `word${String.fromCharCode(97 + n)}x`);
    expect(parseQuery(words.join(' ')).words).toHaveLength(MAX_WORDS);
    const far = `${words.join(' ')} ${'the '.repeat(MAX_WORDS)} please`;
    expect(terms(far).map(({term}) => term)).not.toContain('pleas');
  });

  it(`reads no further than ${2 * MAX_WORDS} words, stop words included`, () => {
    const pasted = `${'the '.repeat(2 * MAX_WORDS)}invoice`;
    expect(terms(pasted).map(({term}) => term)).not.toContain('invoic');
  });
});

describe('a query of filler or stop words only', () => {
  it('searches the filler for what it says, finished or not', () => {
    expect(parseQuery('please').words.map(({term}) => term)).toEqual(['pleas']);
    expect(parseQuery('help ').words.map(({term}) => term)).toEqual(['help']);
  });

  it('searches an unfinished stop word as the start of a word', () => {
    expect(terms('to')).toEqual([{term: 'to', weight: WEIGHTS.word, prefix: true, groups: [0]}]);
    expect(parseQuery('how to').words.map(({term}) => term)).toEqual(['to']);
  });

  it('searches nothing for an empty query', () => {
    expect(parseQuery('')).toMatchObject({terms: [], words: []});
  });

  it('does not when the query has content words', () => {
    expect(parseQuery('cancel the').words.map(({term}) => term)).toEqual(['cancel']);
  });
});
