import {describe, expect, it} from 'vitest';
import {combine, TermTable, type TermEntry} from '../src/index.js';

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
