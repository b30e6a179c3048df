import {describe, expect, it} from 'vitest';
import {
  compileSynonyms,
  englishStem,
  germanStem,
  normalize,
  parseQuery,
  processTerm,
  SearchEngine,
  WEIGHTS,
} from '../src/index.js';
import {loader, routes, synonyms, tags} from './fixture.js';

describe('stemming', () => {
  it('stems English words as the index stores them', () => {
    expect(['tokens', 'relations', 'authorization'].map((word) => processTerm(word))).toEqual([
      'token',
      'relat',
      'author',
    ]);
    expect(englishStem('pagination')).toBe('pagin');
  });

  it('stems German words and folds umlauts, so inflected forms meet', () => {
    expect(germanStem('fristen')).toBe(germanStem('frist'));
    expect(germanStem(normalize('Zählerstände'))).toBe('zahlerstand');
    expect(processTerm('Zählerstand')).toBe(processTerm('Zaehlerstand'.replace('ae', 'a')));
  });

  it('folds ae, oe and ue typed for umlauts when the index does not know the word as typed', () => {
    const index = new Set(['Zählerstände', 'Kündigung', 'value', 'queue'].map((word) => processTerm(word)!));
    const has = (term: string) => index.has(term);
    const searched = (text: string) => parseQuery(text, null, has).words.map(({term}) => term);
    expect(searched('Zaehlerstaende')).toEqual([processTerm('Zählerstände')]);
    expect(searched('Kuendigung')).toEqual([processTerm('Kündigung')]);
    // Words the index knows keep their letters, and so does a word still being typed.
    expect(searched('queue value')).toEqual(['queue', 'valu']);
    // German words with these letters and no umlaut (bauen, Steuer) keep them when folding finds nothing.
    expect(searched('bauen')).toEqual([processTerm('bauen')]);
    expect(searched('Zae')).toEqual([processTerm('Zae')]);
  });

  it("folds them too when the folded word is a reader's word of the synonym list the docs never use", () => {
    // The docs say "termination"; the list knows `Kündigungsfrist` as a reader's word for it.
    const list = compileSynonyms([
      {term: 'termination', readers: ['Kündigungsfrist'], reason: 'German readers name the notice period.'},
    ]);
    const index = new Set([processTerm('termination')!]);
    const has = (term: string) => index.has(term);
    const parsed = parseQuery('Kuendigungsfrist', list, has);
    expect(parsed.words.map(({word}) => word)).toEqual(['kundigungsfrist']);
    expect(parsed.terms.map(({term}) => term)).toContain(processTerm('termination'));
    expect(parseQuery('Kuendigungsfrist', null, has).words.map(({word}) => word)).toEqual(['kuendigungsfrist']);
  });

  it('folds a word of five letters, not a shorter one, and not one the index knows as typed', () => {
    const index = new Set(['Büro', 'Tür', 'Müller', 'Mueller'].map((word) => processTerm(word)!));
    const has = (term: string) => index.has(term);
    const searched = (text: string) => parseQuery(text, null, has).words.map(({term}) => term);
    expect(searched('Buero')).toEqual([processTerm('Büro')]);
    // Four letters or fewer may be a word still being typed, or English (`goes`, `fuel`).
    expect(searched('Tuer')).toEqual(['tuer']);
    // A name written both ways in the docs: each spelling finds its own.
    expect(searched('Mueller')).toEqual([processTerm('Mueller')]);
  });

  it('searches the German stem of a word beside its English one', () => {
    const terms = parseQuery('Fristen').terms.map(({term, weight}) => [term, weight]);
    expect(terms).toContainEqual(['frist', WEIGHTS.german]);
  });
});

describe('questions', () => {
  it('drops question words and weighs filler lightly, outside the count of content words', () => {
    const parsed = parseQuery('how do I want to cancel my order please');
    expect(parsed.words.map(({word}) => word)).toEqual(['cancel', 'order']);
    expect(parsed.groups).toBe(2);
    expect(parsed.terms.filter(({weight}) => weight === WEIGHTS.filler).map(({term}) => term)).toEqual([
      'want',
      'pleas',
    ]);
  });

  it('searches a question of filler alone for what it says', () => {
    expect(parseQuery('help').words.map(({term}) => term)).toEqual(['help']);
  });

  it('shows what a stop word being typed begins, instead of nothing ("to" on its way to "token")', async () => {
    expect(await routes('to')).toContain('/docs/auth/access-tokens');
    expect(await routes('to ')).toEqual([]);
  });
});

describe('synonyms', () => {
  it("adds the platform's words for a reader's phrase, with a lower weight", () => {
    const terms = parseQuery('throw away an email conversation', synonyms).terms;
    expect(terms).toContainEqual({term: 'trash', weight: WEIGHTS.synonym, prefix: false, groups: [0, 1]});
    expect(terms).toContainEqual({term: 'thread', weight: WEIGHTS.synonym, prefix: false, groups: [3]});
  });

  describe('a phrase with stop words or filler in it', () => {
    const phrases = compileSynonyms([
      {term: 'audit log', readers: ['who changed'], reason: 'Changes are recorded in audit logs.'},
      {term: 'batch', readers: ['many at once'], reason: 'Many records at once go through batch jobs.'},
      {term: 'create', readers: ['make'], reason: 'Operations that add records are named create.'},
    ]);
    const added = (query: string) =>
      parseQuery(query, phrases)
        .terms.filter(({weight}) => weight === WEIGHTS.synonym)
        .map(({term, groups}) => `${term} ${groups.join(',')}`);

    it('needs its stop words: "who changed" is not any question with "changed" in it', () => {
      expect(added('who changed this contact')).toEqual(['audit 0', 'log 0']);
      expect(added('changed the price of an order')).toEqual([]);
      expect(added('changed who')).toEqual([]);
    });

    it('meets its filler words, and stands for the content words among them', () => {
      expect(added('send them many at once')).toEqual(['batch 1']);
    });

    it('adds nothing for a phrase of filler alone', () => {
      expect(parseQuery('make a webhook', phrases).terms).toEqual(parseQuery('make a webhook').terms);
    });
  });

  it('finds the page in the platform’s words', async () => {
    expect((await routes('throw away an email conversation'))[0]).toBe('/docs/messaging/threads#trash');
    expect((await routes('Fristen'))[0]).toBe('/docs/deadlines/intro');
  });
});

describe('did you mean', () => {
  it('suggests a query from the title words when nothing is found, and the suggestion finds something', async () => {
    const engine = new SearchEngine(loader);
    const answer = await engine.search(tags, 'tokn');
    expect(answer.hits).toEqual([]);
    expect(answer.suggestion).toBe('token');
    expect((await engine.search(tags, answer.suggestion ?? '')).hits.length).toBeGreaterThan(0);
  });

  it('suggests nothing for words far from every title', async () => {
    expect((await new SearchEngine(loader).search(tags, 'zzzzqqq')).suggestion).toBeNull();
  });
});
