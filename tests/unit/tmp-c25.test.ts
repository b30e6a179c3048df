import {it} from 'vitest';
import {loadSpecs} from './content/specs';
import {deprecatedParts} from './content/deprecations';
it('x', {timeout: 120000}, async () => {
  require('fs').writeFileSync('/tmp/c25-dep.txt', deprecatedParts(await loadSpecs()).map((p) => JSON.stringify(p)).join('\n'));
});
