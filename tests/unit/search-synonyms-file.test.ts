import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {readSynonyms} from '../../plugins/search/synonyms';

/** A synonyms file as a maintainer might write it, in a folder of its own. */
function file(yaml: string): string {
  const target = path.join(mkdtempSync(path.join(tmpdir(), 'synonyms-')), 'synonyms.yaml');
  writeFileSync(target, yaml);
  return target;
}

describe('a synonyms file a maintainer got wrong fails the build, naming the entry', () => {
  it('refuses a file that is not a list', async () => {
    const target = file('term: invoice\n');
    await expect(readSynonyms(target)).rejects.toThrow(`${target}: expected a list of entries`);
  });

  it('names each bad entry with its number and term, all at once', async () => {
    const yaml = [
      '- term: invoice',
      '  readers: [bill]',
      "  reason: Integrators say bill for the platform's invoice.",
      '- readers: [meter point]',
      '  reason: No term.',
      '- term: tariff',
      '  readers: price plan',
      '  reason: Readers must be a list.',
      '- term: consent',
      '  readers: [opt-in]',
      '- null',
      '- term: relocation, move in',
      '  readers: [umzug]',
      '  reason: A phrase with a stop word searches its other word alone.',
      '',
    ].join('\n');
    const error = await readSynonyms(file(yaml)).then(
      () => undefined,
      (reason: Error) => reason.message,
    );
    expect(error?.split('\n')).toEqual([
      'synonyms.yaml, entry 2: needs a term',
      'synonyms.yaml, entry 3 (tariff): readers must be a list of words or phrases',
      'synonyms.yaml, entry 4 (consent): needs a one-line reason',
      'synonyms.yaml, entry 5: needs a term',
      'synonyms.yaml, entry 6 (relocation, move in): "move in" keeps one word once its stop words go; name the thing without them',
    ]);
  });

  it('reads a good file into the list the search file stores', async () => {
    const synonyms = await readSynonyms(
      file("- term: invoice\n  readers: [bill]\n  reason: Integrators say bill for the platform's invoice.\n"),
    );
    expect(JSON.stringify(synonyms)).toContain('bill');
  });

  it('reads a comma as a list of alternatives, each of whose words count together', async () => {
    const synonyms = await readSynonyms(
      file('- term: rate limit, 429\n  readers: [throttling]\n  reason: Too many requests are refused with 429.\n'),
    );
    expect(synonyms.entries[0]?.alternatives).toEqual([['rate', 'limit'], ['429']]);
  });
});
