import type {ServiceUrls} from './model/types';

/**
 * Where the reference lives on the site. Every `/api/...` URL of a service is made here, and its
 * generated files are written to the same path under `DOWNLOADS_DIR`, a static directory of the
 * site (docusaurus.config.ts), so a URL and its file cannot disagree.
 */
export const API_INDEX_URL = '/api';

/**
 * The index's title and one-line description: the page's meta tags, its Markdown header and its
 * llms.txt line all say the same, so they read them from here.
 */
export const API_INDEX_TITLE = 'REST API reference';
export const API_INDEX_DESCRIPTION =
  'Every REST service of the Energy XRM platform by domain, with its version, its number of operations and a link to its reference.';

/** The index's Markdown version (plugins/markdown-pages: every page's path plus `.md`). */
export const API_INDEX_MARKDOWN_URL = `${API_INDEX_URL}.md`;

/** Spec downloads, page fragments and Try it records are written here and served as static files. */
export const DOWNLOADS_DIR = '.generated/api-downloads';

export function serviceUrls(route: string, hasChangelog: boolean): ServiceUrls {
  const page = `${API_INDEX_URL}/${route}`;
  return {
    page,
    yaml: `${page}/openapi.yaml`,
    json: `${page}/openapi.json`,
    fragment: `${page}/reference.html`,
    tryIt: `${page}/try-it.json`,
    markdown: `${page}.md`,
    mcp: `${page}/mcp.json`,
    parts: `${page}/parts`,
    ...(hasChangelog && {changelog: `${page}/changelog`}),
  };
}

/** A section of a service's page (an operation, a tag, a schema entry): the page's URL and the section's anchor. */
export const sectionUrl = (urls: Pick<ServiceUrls, 'page'>, anchor: string): string => `${urls.page}#${anchor}`;

/**
 * The files of one part of a page (an operation or a schema entry, named by its anchor): its
 * details as HTML and as Markdown. Anchors are made of `A-Za-z0-9._-` (model/anchors.ts), so they
 * are safe file names.
 */
export const partUrls = (urls: Pick<ServiceUrls, 'parts'>, anchor: string) => ({
  html: `${urls.parts}/${anchor}.html`,
  markdown: `${urls.parts}/${anchor}.md`,
});

/**
 * The part file of the `index`th group of a page's data models (render/html/referenceHtml.ts), in
 * a folder of its own: no anchor holds a `/`, so it cannot meet an operation's part.
 */
export const modelGroupUrl = (urls: Pick<ServiceUrls, 'parts'>, index: number): string =>
  `${urls.parts}/models/${index + 1}.html`;

/**
 * The local mock `npm run mock -- <service> --port 4010` starts: Try it's default on localhost, and
 * where the samples of a spec that names no server (or only a relative one) send their request.
 */
export const LOCAL_MOCK = 'http://127.0.0.1:4010';
