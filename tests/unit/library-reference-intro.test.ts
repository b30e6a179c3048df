import {describe, expect, it} from 'vitest';
import {libraryIntro} from '../../plugins/library-reference/intro';

describe("a library reference's index page", () => {
  it('says how to get it: a workspace package, its runtime dependencies, the guide', () => {
    const intro = libraryIntro(
      {name: '@energy-xrm/pricing', private: true, dependencies: {'big.js': '7.0.1'}},
      'packages/pricing',
      '/docs/pricing/pricing-models#compute-prices-in-your-code',
    );
    expect(intro).toMatch(/^## Install\n\n`@energy-xrm\/pricing` is a package of the Dev Center's npm workspace/);
    expect(intro).toContain('`npm run build -w packages/pricing`');
    expect(intro).toContain('At run time it needs `big.js` 7.0.1');
    expect(intro).toContain('[guide](/docs/pricing/pricing-models#compute-prices-in-your-code)');
    expect(intro.split(/\s+/).length, 'enough to read, not a bare list').toBeGreaterThan(70);
  });
});
