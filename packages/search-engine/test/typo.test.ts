import {describe, expect, it} from 'vitest';
import {allowedEdits, corrections, editDistance} from '../src/index.js';
import {routes} from './fixture.js';

describe('typo tolerance', () => {
  it('allows one edit from five letters and two from nine, none below', () => {
    expect([4, 5, 8, 9, 14].map(allowedEdits)).toEqual([0, 1, 1, 2, 2]);
  });

  it('counts a swap of neighbouring letters as one edit', () => {
    expect(editDistance('tokne', 'token', 2)).toBe(1);
    expect(editDistance('webhok', 'webhook', 2)).toBe(1);
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3);
  });

  it('matches a misspelt word against the stem its correct form has in the index', () => {
    expect(corrections('paginaton', ['pagin', 'page', 'paint']).map(({term}) => term)).toContain('pagin');
    expect(corrections('relaton', ['relat', 'releas']).map(({term}) => term)).toEqual(['relat']);
    expect(corrections('autorization', ['author', 'auto']).map(({term}) => term)).toEqual(['author']);
    expect(corrections('tokn', ['token'])).toEqual([]);
  });

  it('finds the page a one-letter slip names, where the exact words found nothing', async () => {
    expect((await routes('paginaton'))[0]).toBe('/docs/architecture/pagination');
    expect((await routes('autorization'))[0]).toBe('/docs/auth/authorization');
    expect((await routes('relaton'))[0]).toBe('/docs/entities/relations');
  });

  it('ranks an exact match above a typo correction', async () => {
    // "tokens" is in the index; its neighbour "token" must not be outranked by corrections.
    expect((await routes('access tokens'))[0]).toBe('/docs/auth/access-tokens');
  });

  // Twenty long unknown words, each tried against the vocabulary within two edits. As in
  // tests/unit/search-ranking.test.ts, the clock only catches a blow-up (a ceiling a loaded 2-core
  // machine meets; 50 ms failed under load); the time itself is a figure of `npm run bench:search`.
  it('keeps a hostile query from blowing up', async () => {
    await routes('warm');
    const started = performance.now();
    await routes('qwertyuiopasdfghjkl zxcvbnmqwertyu '.repeat(10));
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
