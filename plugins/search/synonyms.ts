import {readFile} from 'node:fs/promises';
import {compileSynonyms, processTerm, tokenize, type SynonymSource, type SynonymsFile} from '@energy-xrm/search-engine';
import {parse} from 'yaml';

/** Why an entry of synonyms.yaml is not usable, naming the entry, or null when it is. */
function problem(entry: Partial<SynonymSource> | null, index: number): string | null {
  const name = `synonyms.yaml, entry ${index + 1}${typeof entry?.term === 'string' ? ` (${entry.term})` : ''}`;
  if (typeof entry?.term !== 'string' || entry.term.trim() === '') return `${name}: needs a term`;
  if (!Array.isArray(entry.readers) || !entry.readers.every((reader) => typeof reader === 'string')) {
    return `${name}: readers must be a list of words or phrases`;
  }
  if (typeof entry.reason !== 'string' || entry.reason.trim() === '') return `${name}: needs a one-line reason`;
  // The index holds no stop words: "move in" would search "move" alone, on every page that moves something.
  const collapsed = entry.term
    .split(',')
    .map((alternative) => alternative.trim())
    .filter((alternative) => {
      const words = alternative.split(/\s+/);
      return words.length > 1 && tokenize(alternative).filter((word) => processTerm(word) !== null).length < 2;
    });
  if (collapsed.length > 0) {
    return `${name}: "${collapsed.join('", "')}" keeps one word once its stop words go; name the thing without them`;
  }
  return null;
}

/** The synonym list as the search file stores it; a malformed entry fails the build with its place. */
export async function readSynonyms(file: string): Promise<SynonymsFile> {
  const entries = parse(await readFile(file, 'utf8')) as unknown;
  if (!Array.isArray(entries)) throw new Error(`${file}: expected a list of entries`);
  const problems = (entries as (Partial<SynonymSource> | null)[]).flatMap(
    (entry, index) => problem(entry, index) ?? [],
  );
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return compileSynonyms(entries as SynonymSource[]);
}
