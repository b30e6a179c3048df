import {describe, expect, it} from 'vitest';
import {type Loader, SearchEngine} from '../src/index.js';
import {files, tags} from './fixture.js';

const GUIDES = 'search-index-docs-default-current.json';
const isTermFile = (file: string) => /\/terms-\d+\.json$/.test(file);

describe('a first search', () => {
  it("asks for the REST term files of the reader's words while a guide index is still loading", async () => {
    const asked: string[] = [];
    let releaseGuides: () => void = () => {};
    const guidesHeld = new Promise<void>((resolve) => {
      releaseGuides = resolve;
    });
    const loader: Loader = async (file) => {
      asked.push(file);
      if (file === GUIDES) await guidesHeld;
      if (!files.has(file)) throw new Error(`${file}: none`);
      return structuredClone(files.get(file));
    };
    const engine = new SearchEngine(loader);
    const answer = engine.search(tags, 'list roles');
    // Let the REST index file (not held) load and its follow-ups start.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(asked.filter(isTermFile).length).toBeGreaterThan(0);

    releaseGuides();
    const {hits} = await answer;
    expect(hits.map((hit) => hit.document.sectionRoute)).toContain('/api/permissions#listRoles');
    const termFiles = asked.filter(isTermFile);
    expect(new Set(termFiles).size, 'each term file is read once').toBe(termFiles.length);
  });
});
