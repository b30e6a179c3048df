import {describe, expect, it} from 'vitest';
import {combine, MAX_EXPANSIONS, score, TermTable, type TermEntry} from '../src/index.js';

// The sorted term list a query and a typo correction look terms up in (scoring.ts).

const table = new TermTable(['aa', 'ab', 'abc', 'abd', 'b'].map((term): TermEntry => [term, '00']));

describe('looking up terms', () => {
  it('lists the terms a word begins, at most as many as asked for', () => {
    expect([...table.termsStartingWith('ab', 2)]).toEqual(['ab', 'abc']);
    expect([...table.termsStartingWith('ab', 10)]).toEqual(['ab', 'abc', 'abd']);
    expect([...table.termsStartingWith('zz', 3)]).toEqual([]);
  });

  it('matches a term exactly, or every term it begins when matched as a prefix', () => {
    expect(table.matchingTerms('ab', false)).toEqual(['ab']);
    expect(table.matchingTerms('ab', true)).toEqual(['ab', 'abc', 'abd']);
    expect(table.matchingTerms('b', true)).toEqual(['b']);
  });
});

describe('statistics over several files', () => {
  it('averages field lengths by document count, and has zeros when there are no documents', () => {
    expect(
      combine([
        {documentCount: 1, averageFieldLength: [2, 4, 0]},
        {documentCount: 3, averageFieldLength: [6, 0, 8]},
      ]),
    ).toEqual({documentCount: 4, averageFieldLength: [5, 1, 6]});
    expect(combine([])).toEqual({documentCount: 0, averageFieldLength: [0, 0, 0]});
  });
});

describe('scoring a query term that matches many terms', () => {
  const statistics = {documentCount: 60, averageFieldLength: [1, 1, 1]};
  const query = [{term: 'ab', weight: 1, prefix: true, groups: [0]}];
  // Sixty terms of four letters, `abaa` … `abch`, in alphabetical order, each in document n.
  const terms = Array.from({length: 60}, (_, n) => `ab${String.fromCharCode(97 + Math.floor(n / 26), 97 + (n % 26))}`);
  const entry = (n: number): TermEntry => [terms[n] ?? '', `1${n.toString(36)}`];
  const tableOf = (keep: (n: number) => boolean) =>
    new TermTable(
      terms.flatMap((_, n) => (keep(n) ? [entry(n)] : [])),
      () => 1,
    );
  const matched = (tables: TermTable[]) => [...score(query, tables, statistics).keys()].sort((a, b) => a - b);

  it('keeps, of terms as long as each other, the first in alphabetical order, however the files split them', () => {
    const first = Array.from({length: MAX_EXPANSIONS}, (_, n) => n);
    expect(matched([tableOf(() => true)])).toEqual(first);
    expect(matched([tableOf((n) => n % 2 === 1), tableOf((n) => n % 2 === 0)])).toEqual(first);
  });
});

describe('scoring a term several query terms match', () => {
  const table = new TermTable([['token', '10']], () => 1);
  const statistics = {documentCount: 2, averageFieldLength: [1, 1, 1]};
  const term = (weight: number, groups: number[]) => ({term: 'token', weight, prefix: false, groups});
  const scoreOf = (terms: ReturnType<typeof term>[]) => score(terms, [table], statistics).get(0);

  it('counts it once for a word, at the best weight, whatever the order of the query terms', () => {
    const alone = scoreOf([term(1, [0])])?.score;
    expect(scoreOf([term(1, [0]), term(0.5, [0])])?.score).toBe(alone);
    expect(scoreOf([term(0.5, [0]), term(1, [0])])?.score).toBe(alone);
  });

  it('keeps the words each query term stands for apart: words 1 and 2, and word 12, are three', () => {
    expect([...(scoreOf([term(1, [1, 2]), term(1, [12])])?.groups ?? [])].sort((a, b) => a - b)).toEqual([1, 2, 12]);
  });
});
