import {describe, expect, it} from 'vitest';
import {libraryIntro, packageSummary} from '../../plugins/library-reference/intro';

describe("a library reference's index page", () => {
  it('says what the library is for in the words of its package comment', () => {
    const source =
      '/**\n * Exact price computations\n * for energy products.\n *\n * @packageDocumentation\n */\nexport {x} from "./x.js";\n';
    expect(packageSummary(source)).toBe('Exact price computations for energy products.');
    expect(packageSummary('/** A function. */\nexport function f() {}\n')).toBe('');
  });

  it('says how to get it: a workspace package, its runtime dependencies, the guide', () => {
    const intro = libraryIntro(
      {name: '@energy-xrm/pricing', private: true, dependencies: {'big.js': '7.0.1'}},
      'Exact price computations.',
      'packages/pricing',
      '/docs/pricing/pricing-models#compute-prices-in-your-code',
    );
    expect(intro).toMatch(
      /^Exact price computations\.\n\n## Install\n\n`@energy-xrm\/pricing` is a package of the Dev Center's npm workspace/,
    );
    expect(intro).toContain('`npm run build -w packages/pricing`');
    expect(intro).toContain('At run time it needs `big.js` 7.0.1');
    expect(intro).toContain('[guide](/docs/pricing/pricing-models#compute-prices-in-your-code)');
    expect(intro.split(/\s+/).length, 'enough to read, not a bare list').toBeGreaterThan(80);
  });
});
