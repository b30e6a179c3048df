import {readdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';

/** TypeDoc's order of the kinds on a library's index page, which its sidebar follows. */
const KIND_ORDER = ['enumerations', 'classes', 'interfaces', 'type-aliases', 'variables', 'functions'];

/**
 * TypeDoc writes each kind of member into a folder named in lower case (`type-aliases`), and the
 * docs sidebar labels a folder with its name: each folder gets the index page's heading in the
 * sentence case of the site's sidebar ("Type aliases"), in the index page's order.
 */
export function labelKinds(out: string): void {
  for (const entry of readdirSync(out, {withFileTypes: true})) {
    if (!entry.isDirectory()) continue;
    const words = entry.name.replaceAll('-', ' ');
    const label = `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
    const order = KIND_ORDER.indexOf(entry.name);
    const category = {label, ...(order >= 0 && {position: order + 1})};
    writeFileSync(path.join(out, entry.name, '_category_.json'), `${JSON.stringify(category, null, 2)}\n`);
  }
}
