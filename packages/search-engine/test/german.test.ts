import {describe, expect, it} from 'vitest';
import {compileSynonyms, englishCognate, germanVerbStem, parseQuery, splitCompound, WEIGHTS} from '../src/index.js';

const synonyms = compileSynonyms([
  {term: 'billing, invoice', readers: ['abrechnung'], reason: 'German word for billing.'},
  {term: 'calculator', readers: ['rechner'], reason: 'German word for calculator.'},
  {term: 'withdrawal', readers: ['widerruf'], reason: 'German market word.'},
  {term: 'price, tariff', readers: ['tarif'], reason: 'German word for tariff.'},
]);
const indexTerms = new Set(['system', 'pass', 'word']);
const indexHas = (term: string) => indexTerms.has(term);
const termsOf = (query: string) => parseQuery(query, synonyms, indexHas).terms.map(({term}) => term);

describe('German words as readers type them', () => {
  it('maps German endings to their English cognates', () => {
    expect(englishCognate('plausibilitat')).toBe('plausibility');
    expect(englishCognate('importieren')).toBe('import');
    expect(englishCognate('signatur')).toBe('signature');
    expect(englishCognate('kontakt')).toBe('contact');
    expect(englishCognate('token')).toBeNull();
  });

  it('searches the cognate of a German word, below the word itself', () => {
    expect(parseQuery('Plausibilität').terms).toContainEqual({
      term: 'plausibl',
      weight: WEIGHTS.german,
      prefix: true,
      groups: [0],
    });
  });

  it('stems a verb in the present tense, so it meets its noun', () => {
    expect(germanVerbStem('widerruft')).toBe(germanVerbStem('widerruf'));
    expect(termsOf('kunde widerruft')).toContain('withdraw');
    expect(parseQuery('widerruft').terms).toContainEqual({
      term: 'widerruf',
      weight: WEIGHTS.german,
      prefix: true,
      groups: [0],
    });
    expect(parseQuery('meldet').terms.map(({term}) => term)).toContain('meld');
  });

  it('leaves a word of five letters or a verb stem under four letters unstemmed as a verb', () => {
    // "Markt" is no verb form; "ins" (from "insert") would begin install, insurance, instance …
    expect(parseQuery('Markt').terms.map(({term}) => term)).not.toContain('mark');
    expect(parseQuery('insert').terms.map(({term}) => term)).toEqual(['insert']);
  });

  it('splits a compound into two known words and searches their synonyms', () => {
    const known = (part: string) => ['abrechnung', 'system', 'tarif', 'rechner'].includes(part);
    expect(splitCompound('abrechnungssystem', known)).toEqual(['abrechnung', 'system']);
    expect(splitCompound('tarifrechner', known)).toEqual(['tarif', 'rechner']);
    expect(splitCompound('tarifwechsel', known)).toBeNull();
    expect(termsOf('tarifrechner')).toEqual(expect.arrayContaining(['price', 'tariff', 'calcul']));
    expect(termsOf('abrechnungssystem')).toEqual(expect.arrayContaining(['system', 'bill', 'invoic']));
  });

  it("searches a compound's parts as prefixes of the compound's word, and their synonyms as exact words", () => {
    const part = (term: string) => ({term, weight: WEIGHTS.part, prefix: true, groups: [0]});
    const synonym = (term: string) => ({term, weight: WEIGHTS.synonym, prefix: false, groups: [0]});
    expect(parseQuery('tarifrechner', synonyms, indexHas).terms.slice(1)).toEqual([
      part('tarif'),
      synonym('price'),
      synonym('tariff'),
      part('rechner'),
      synonym('calcul'),
    ]);
  });

  it('searches the parts of a compound as the index stores them, stemmed', () => {
    const known = new Set(['pass', 'word']);
    const terms = parseQuery('passwords', null, (term) => known.has(term)).terms.map(({term}) => term);
    expect(terms).toEqual(['password', 'pass', 'word']);
  });

  it('keeps a word the index holds whole', () => {
    expect(termsOf('password')).toEqual(expect.arrayContaining(['pass', 'word']));
    indexTerms.add('password');
    expect(termsOf('password')).toEqual(['password']);
  });

  it('does not let a word still being typed meet a synonym through a German stem', () => {
    // "rat" is the German stem of "rate"; a reader typing "rat…" has not asked for a tariff.
    const rate = compileSynonyms([{term: 'tariff', readers: ['rate'], reason: 'test'}]);
    expect(parseQuery('rat', rate).terms.map(({term}) => term)).not.toContain('tariff');
    expect(parseQuery('rate', rate).terms.map(({term}) => term)).toContain('tariff');
  });
});

describe('compound splitting stays cheap', () => {
  it('does not try to split a word longer than any German compound', () => {
    let asked = 0;
    const known = () => {
      asked += 1;
      return true;
    };
    expect(splitCompound('x'.repeat(512), known)).toBeNull();
    expect(asked).toBe(0);
  });
});
