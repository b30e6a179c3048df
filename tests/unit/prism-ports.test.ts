import {describe, expect, it} from 'vitest';
import {portTaken} from '../../packages/sdk/scripts/prism.mjs';

// The retry itself is tested in packages/ports; this is the Prism side: which failures it retries.
describe('a Prism mock whose port was taken', () => {
  it('is told apart by the system error Prism reports, and only by it', () => {
    expect(portTaken(new Error('Prism could not start document: listen EADDRINUSE 127.0.0.1:42029'))).toBe(true);
    expect(portTaken(new Error('No operations found in the current file.'))).toBe(false);
    expect(portTaken('EADDRINUSE')).toBe(false);
  });
});
