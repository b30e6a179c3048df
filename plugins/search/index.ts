import {existsSync} from 'node:fs';
import {mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {SYNONYMS_FILE} from '@energy-xrm/search-engine';
import {buildIndexFiles, type TagDocuments} from '@energy-xrm/search-engine/build';
import {extractSections} from './extractSections';
import {readSynonyms} from './synonyms';
import type {IndexableDocument} from './types';

export interface SearchPluginOptions {
  /**
   * A folder (relative to the site) that receives a copy of every search file, for the docs MCP
   * server, whose search_docs runs the same engine over the same files.
   */
  readonly copyTo?: string;
}

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
export default function searchPlugin({siteDir}: LoadContext, {copyTo}: SearchPluginOptions = {}): Plugin {
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

      const files = new Map<string, unknown>(buildIndexFiles(byTag));
      files.set(SYNONYMS_FILE, await readSynonyms(path.join(__dirname, 'synonyms.yaml')));
      const copy = copyTo && path.join(siteDir, copyTo);
      if (copy) await rm(copy, {recursive: true, force: true});
      for (const dir of copy ? [outDir, copy] : [outDir]) {
        for (const [file, body] of files) {
          await mkdir(path.dirname(path.join(dir, file)), {recursive: true});
          await writeFile(path.join(dir, file), JSON.stringify(body));
        }
      }
    },
  };
}
