import {stemmer} from 'stemmer';
import {stemmer as snowballGerman} from '@orama/stemmers/german';

/**
 * Stems from two kept libraries rather than rules of our own: `stemmer` (Porter, English; the
 * index has used it since the first version) and Orama's Snowball German stemmer, whose German
 * module can be imported alone (a few kilobytes in the browser).
 */

/** `ä ö ü ß` as `a o u ss`, so a German word typed with or without umlauts meets the same term. */
export function fold(word: string): string {
  return word.replace(/[äöüß]/g, (letter) => ({ä: 'a', ö: 'o', ü: 'u', ß: 'ss'})[letter] ?? letter);
}

export const englishStem = (word: string): string => stemmer(word);

/** The German stem of a normalized word (`fristen` → `frist`, `zahlerstande` → `zahlerstand`). */
export const germanStem = (word: string): string => fold(snowballGerman(word));
