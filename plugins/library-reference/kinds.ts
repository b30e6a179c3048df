import {readdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';

/** TypeDoc's order of the kinds on a library's index page, which its sidebar follows. */
const KIND_ORDER = ['enumerations', 'classes', 'interfaces', 'type-aliases', 'variables', 'functions'];

/**
 * TypeDoc writes each kind of member into a folder named in lower case (`type-aliases`), and the
 * docs sidebar labels a folder with its name: each folder gets the heading the index page gives it
 * ("Type Aliases"), in the index page's order.
 */
export function labelKinds(out: string): void {
  for (const entry of readdirSync(out, {withFileTypes: true})) {
    if (!entry.isDirectory()) continue;
    const label = entry.name.replace(
      /(^|-)(\w)/g,
      (_match, dash: string, letter: string) => `${dash ? ' ' : ''}${letter.toUpperCase()}`,
    );
    const order = KIND_ORDER.indexOf(entry.name);
    const category = {label, ...(order >= 0 && {position: order + 1})};
    writeFileSync(path.join(out, entry.name, '_category_.json'), `${JSON.stringify(category, null, 2)}\n`);
  }
}
