import {existsSync} from 'node:fs';
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {buildIndexFiles, type TagDocuments} from './buildIndex';
import {extractSections} from './extractSections';
import type {IndexableDocument} from './types';

/** The search tag of pages that belong to no docs version: the REST reference, the blog, plain pages. */
const DEFAULT_TAG = 'default';

/** What plugins/api-reference keeps of each service page (its `PageSummary`), as far as search reads it. */
type ApiReferenceContent = readonly {
  readonly urls: {readonly page: string};
  readonly search: readonly IndexableDocument[];
}[];

/**
 * The local search index (specification, sections 3 and 7): after the build, one
 * `search-index-{tag}.json` per documentation tag with `documents` and `index`. Guides and blog
 * posts are read from the built pages, one document per heading section; the REST reference comes
 * from the api-reference plugin's model renderer, one document per operation, schema and tag.
 * The browser side is src/theme/SearchBar.
 */
export default function searchPlugin(): Plugin {
  return {
    name: 'site-search',
    async postBuild({routesPaths, outDir, plugins}) {
      const reference = plugins.find((plugin) => plugin.name === 'api-reference')?.content as
        ApiReferenceContent | undefined;
      const servicePages = new Set(reference?.map((page) => page.urls.page));
      const byTag = new Map<string, TagDocuments>();
      const add = (tag: string, documents: readonly IndexableDocument[]) =>
        byTag.set(tag, {...byTag.get(tag), documents: [...(byTag.get(tag)?.documents ?? []), ...documents]});

      for (const route of [...new Set(routesPaths)].sort()) {
        // The REST pages are indexed from the model below, operation by operation.
        if (servicePages.has(route) || route.endsWith('/404.html')) continue;
        const file = path.join(outDir, route === '/' ? 'index.html' : `${route}.html`);
        if (!existsSync(file)) continue;
        const page = extractSections(await readFile(file, 'utf8'), route);
        if (page) add(page.tag, page.documents);
      }
      // The REST reference grows with every service, so it loads in parts (one per service for
      // what results show; its terms by range), keeping the first search's download flat.
      const parts = (reference ?? []).map((page) => ({
        name: page.urls.page.split('/').filter(Boolean).join('-'),
        documents: page.search,
      }));
      byTag.set(DEFAULT_TAG, {documents: byTag.get(DEFAULT_TAG)?.documents ?? [], parts});

      for (const [file, body] of buildIndexFiles(byTag)) {
        await mkdir(path.dirname(path.join(outDir, file)), {recursive: true});
        await writeFile(path.join(outDir, file), JSON.stringify(body));
      }
    },
  };
}
