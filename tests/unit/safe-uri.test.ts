import {describe, expect, it} from 'vitest';
import {decodeFragment, repairFragment, repairPath} from '../../plugins/site-shell/safeUri';

describe('repairing address parts that do not decode', () => {
  it.each(['#%', '#%E0%A4%A', '#%zz', '#x%', '#%C3%28', '#%ED%A0%80', '#%%41'])(
    '%s decodes to its own text',
    (hash) => {
      const repaired = repairFragment(hash);
      expect(() => decodeURIComponent(repaired)).not.toThrow();
      expect(decodeURIComponent(repaired)).toBe(hash);
      expect(decodeFragment(hash)).toBe(hash);
    },
  );

  it.each(['#createEntity', '#caf%C3%A9', '#a%20b', ''])('%s is left as it is', (hash) => {
    expect(repairFragment(hash)).toBe(hash);
  });

  it('decodes a valid fragment', () => {
    expect(decodeFragment('caf%C3%A9')).toBe('café');
  });

  it('repairs a path that decodeURI rejects and keeps a valid one', () => {
    expect(decodeURI(repairPath('/docs/%E0%A4%A'))).toBe('/docs/%E0%A4%A');
    expect(repairPath('/docs/caf%C3%A9')).toBe('/docs/caf%C3%A9');
  });
});
