import {mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {labelKinds} from '../../plugins/library-reference/kinds';

/** A library reference's output folder as TypeDoc leaves it: one folder per kind, and the index. */
function typedocOutput(kinds: readonly string[]): string {
  const out = mkdtempSync(path.join(tmpdir(), 'library-'));
  for (const kind of kinds) mkdirSync(path.join(out, kind));
  writeFileSync(path.join(out, 'index.md'), '# @energy-xrm/deadlines\n');
  return out;
}

const category = (out: string, kind: string): unknown =>
  JSON.parse(readFileSync(path.join(out, kind, '_category_.json'), 'utf8'));

describe("a library's kinds in the docs sidebar", () => {
  it("are named as on the index page, in the sidebar's sentence case, and placed in its order", () => {
    const out = typedocOutput(['classes', 'functions', 'type-aliases', 'enumerations']);
    labelKinds(out);
    expect(category(out, 'enumerations')).toEqual({label: 'Enumerations', position: 1});
    expect(category(out, 'classes')).toEqual({label: 'Classes', position: 2});
    expect(category(out, 'type-aliases')).toEqual({label: 'Type aliases', position: 4});
    expect(category(out, 'functions')).toEqual({label: 'Functions', position: 6});
  });

  it('names a kind TypeDoc may add by its folder, with no place in the order', () => {
    const out = typedocOutput(['namespaces']);
    labelKinds(out);
    expect(category(out, 'namespaces')).toEqual({label: 'Namespaces'});
  });
});
