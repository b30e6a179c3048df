import {describe, expect, test} from 'vitest';
import {snippet} from '../src/search.js';

// The one line a search hit shows: what it leaves out, where it starts and how it is marked as cut.
// (search.ts is moving to a shared search package; these cases state the line, not the code.)

describe('a snippet leaves out what says nothing', () => {
  test('headings of any level, the canonical URL, quote markers and code fences, but not the code', () => {
    const markdown = [
      '# Title',
      '###### Deep heading',
      'Canonical URL: https://docs.example/p',
      '> Quoted words.',
      '   ```js',
      'createHmac();',
      '~~~',
      'Plain words.',
    ].join('\n');
    expect(snippet(markdown, [])).toBe('Quoted words. createHmac(); Plain words.');
  });

  test('keeps lines that only look like those in the middle of a line', () => {
    expect(snippet('Write # Title or Canonical URL: x or a > b, then ```js inline.', [])).toBe(
      'Write # Title or Canonical URL: x or a > b, then ```js inline.',
    );
  });

  test('a link reads as its text, an empty one as nothing', () => {
    expect(snippet('See [the guide](https://docs.example/g.md) and [](x) or [a) b](y).', [])).toBe(
      'See the guide and or a) b.',
    );
  });

  test('runs of whitespace become one space', () => {
    expect(snippet('one\t\ttwo\n\n\nthree   four', [])).toBe('one two three four');
  });
});

describe('a snippet starts near the first word it matched', () => {
  const words = (from: number, to: number) =>
    Array.from({length: to - from + 1}, (_, i) => `w${String(from + i).padStart(3, '0')}`).join(' ');
  // 100 words of 4 letters: word n starts at 5 × (n − 1); 56 words and their spaces fill the 280 characters.
  const text = words(1, 100);

  test('from the start when the match is in the first third of the length', () => {
    expect(snippet(text, ['w010'])).toBe(`${words(1, 56)} …`);
  });

  test('at the word that begins about a third of the length before a later match', () => {
    // w060 starts at 295; 295 − 93 = 202 falls in w041 (200–203), so the snippet starts at w041.
    expect(snippet(text, ['w060'])).toBe(`…${words(41, 96)} …`);
  });

  test('at the earliest of several matched words, unmatched ones ignored', () => {
    expect(snippet(text, ['zzz', 'w090', 'w060'])).toBe(`…${words(41, 96)} …`);
  });

  test('a match at the very start counts, before a later one', () => {
    expect(snippet(text, ['w060', 'w001'])).toBe(`${words(1, 56)} …`);
  });

  test('no ellipsis when the text is exactly as long as a snippet', () => {
    expect(snippet(`${words(1, 56)}.`, ['w001'])).toBe(`${words(1, 56)}.`);
  });

  test('with no ellipsis at the end when the text ends within the snippet', () => {
    expect(snippet(words(1, 56), ['w050'])).toBe(`…${words(31, 56)}`);
    expect(snippet(words(1, 100), ['w100'])).toBe(`…${words(81, 100)}`);
  });
});
