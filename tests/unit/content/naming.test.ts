import {beforeAll, describe, expect, it} from 'vitest';
import {namesAfter, nonUuidIds, segmentActions, singularCollections} from './naming';
import {readPage} from './pages';
import {loadSpecs, type LoadedSpecs} from './specs';

/**
 * api-first states the naming rules of every path and id, exceptions included. These tests derive
 * the exceptions from every path and id of the specs and compare them with the page's lists, so
 * that neither a new exception nor a stale claim goes unnoticed.
 */
const page = readPage('docs/architecture/api-first.mdx').body;
const section = (heading: string) => page.split(/^## /m).find((part) => part.startsWith(heading)) ?? '';
const FIX = 'Name it in the list on docs/architecture/api-first.mdx, or follow the rule in the spec';

let specs: LoadedSpecs;
beforeAll(async () => {
  specs = await loadSpecs();
}, 60_000);

describe('the naming rules of api-first match every path and id of the specs', () => {
  it('collections are plural nouns, except the ones the page names in the singular', () => {
    const stated = namesAfter(section('Paths and versions'), 'in the singular:');
    expect([...stated].filter((name) => /^[a-z-]+$/.test(name)).sort(), FIX).toEqual(
      [...singularCollections(specs)].sort(),
    );
  });

  it('actions are custom methods with a colon, except the paths the page lists', () => {
    const singular = singularCollections(specs);
    const stated = namesAfter(section('Custom methods with a colon'), 'end in a plain word');
    expect([...stated].filter((name) => /^(POST|PUT) /.test(name)).sort(), FIX).toEqual(
      [...segmentActions(specs, singular)].sort(),
    );
  });

  it('ids are UUIDs, except the ones the page lists with their form', () => {
    const stated = namesAfter(section('Names and formats'), 'Ids that are not UUIDs');
    expect([...stated].filter((name) => /\.id$|^\{\w+\}$/.test(name)).sort(), FIX).toEqual(
      [...nonUuidIds(specs)].sort(),
    );
  });

  it('states no rule without its exceptions', () => {
    expect(page, 'say "most", and list the exceptions').not.toMatch(/with plural nouns for collections:/);
    expect(page).not.toMatch(/Ids are UUIDs in `id`/);
  });
});
