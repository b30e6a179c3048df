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

/**
 * German endings whose English cognate ends otherwise (`Plausibilität` → `plausibility`,
 * `importieren` → `import`, `automatisch` → `automatic`, `Signatur` → `signature`). The docs are
 * English; a German reader often types the German form of the very word they use.
 */
const COGNATE_ENDINGS: readonly (readonly [RegExp, string])[] = [
  [/itat(en)?$/, 'ity'],
  [/ierung(en)?$/, 'ation'],
  [/ieren$/, ''],
  [/iert$/, ''],
  [/isch(e[nrms]?)?$/, 'ic'],
  [/ik(en)?$/, 'ic'],
  [/ur(en)?$/, 'ure'],
  [/(?<=[iru])ell(e[nrms]?)?$/, 'al'],
];

/**
 * The English cognate of a normalized German word, or null when none of the known endings apply.
 * A German `k` before a, o, u or t is usually an English `c` (`Kontakt`, `Konfiguration`, `Produkt`).
 */
export function englishCognate(word: string): string | null {
  const rule = COGNATE_ENDINGS.find(([ending]) => ending.test(word));
  const withEnding = rule ? word.replace(rule[0], rule[1]) : word;
  const cognate = withEnding.replace(/k(?=[aout])/g, 'c').replace(/^kl/, 'cl');
  return cognate !== word && word.length >= 5 && cognate.length >= 4 ? cognate : null;
}

/**
 * The German stem of a verb in its present-tense forms (`widerruft`, `kündigst`), which the
 * Snowball stemmer keeps whole: the `-t`/`-st` ending dropped, then stemmed as usual.
 */
export const germanVerbStem = (word: string): string => germanStem(word.replace(/(?<=\p{L}{4})e?s?t$/u, ''));
