import {describe, expect, it} from 'vitest';
import {codeBlocks, guidePages, proseWords} from './pages';

const MIN_WORDS = 300;
const PLACEHOLDERS = /\b(lorem ipsum|TODO|TBD|coming soon|placeholder text|FIXME)\b/i;

describe.each(guidePages().map((page) => [page.file, page] as const))('%s', (file, page) => {
  it('has a title and a description for the meta description', () => {
    expect(page.frontMatter.title, `${file}: add "title:" to the front matter`).toEqual(expect.any(String));
    expect(
      String(page.frontMatter.description ?? '').length,
      `${file}: add a one-sentence "description:"`,
    ).toBeGreaterThan(30);
  });

  it(`explains in at least ${MIN_WORDS} words`, () => {
    expect(
      proseWords(page.body),
      `${file}: a guide needs at least ${MIN_WORDS} words of explanation`,
    ).toBeGreaterThanOrEqual(MIN_WORDS);
  });

  it('shows at least one example', () => {
    const hasExample = codeBlocks(page.body).length > 0;
    expect(hasExample, `${file}: add a request, payload, configuration or code example`).toBe(true);
  });

  it('has no placeholder text', () => {
    expect(page.body.match(PLACEHOLDERS)?.[0], `${file}: replace the placeholder with real content`).toBeUndefined();
  });
});
