import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

/**
 * The data the site build writes for the server (plugins/markdown-pages calls `writeDocsData`), and
 * the server reads at start. Bump FORMAT when the shape changes.
 */
export const FORMAT = 1;

/** Where the build writes the data unless told otherwise: `data/` inside this package. */
export const DEFAULT_DATA_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'data');

export const FILES = {docs: 'docs.json', specs: 'specs', search: 'search'} as const;

export type Json = null | boolean | number | string | Json[] | {[key: string]: Json};
export type JsonObject = {[key: string]: Json};

export interface PageData {
  /** URL path without `.md` (`/docs/webhooks`, `/` for the home page). */
  readonly path: string;
  /** The page's canonical URL (HTML). */
  readonly url: string;
  /** Its Markdown version. */
  readonly markdownUrl: string;
  readonly title: string;
  readonly summary: string;
  /** llms.txt section: guides, rest, graphql, libraries, apps, blog, changelogs, home. */
  readonly section: string;
  readonly group?: string;
  readonly markdown: string;
}

/** One heading's part of a page: what the search ranks and quotes. */
export interface SectionData {
  readonly page: number;
  readonly heading: string;
  readonly anchor: string;
  /** Character range of the section in the page's Markdown. */
  readonly start: number;
  readonly end: number;
}

export interface OperationData {
  readonly id: string;
  readonly method: string;
  readonly path: string;
  readonly summary: string;
  readonly tag: string;
  readonly deprecated: boolean;
  /** The operation's part of the service's Markdown page, when the build made one. */
  readonly markdown?: string;
}

export interface ServiceData {
  readonly route: string;
  readonly title: string;
  readonly description: string;
  readonly version: string;
  readonly url: string;
  /** The bundled OpenAPI document, in `specs/<route>.json`. */
  readonly specFile: string;
  readonly operations: readonly OperationData[];
  readonly schemas: readonly string[];
  /** Each component schema's part of the service's Markdown page, when the build made one. */
  readonly schemaMarkdown?: Readonly<Record<string, string>>;
}

export interface DocsData {
  readonly format: number;
  readonly site: {readonly title: string; readonly url: string};
  readonly pages: readonly PageData[];
  readonly sections: readonly SectionData[];
  readonly services: readonly ServiceData[];
}

export interface LoadedData extends DocsData {
  readonly dir: string;
}

export class MissingDataError extends Error {}

export function loadData(dir: string = DEFAULT_DATA_DIR): LoadedData {
  const file = path.join(dir, FILES.docs);
  if (!existsSync(file)) {
    throw new MissingDataError(
      `No documentation data in ${dir}. Build the Dev Center first (npm run build in its repository), or pass --data <folder>.`,
    );
  }
  const docs = JSON.parse(readFileSync(file, 'utf8')) as DocsData;
  if (docs.format !== FORMAT) {
    throw new MissingDataError(
      `The data in ${dir} has format ${docs.format}; this server reads format ${FORMAT}. Rebuild the site.`,
    );
  }
  return {...docs, dir};
}

/** The bundled OpenAPI document of a service. */
export function readSpec(data: LoadedData, service: ServiceData): JsonObject {
  return JSON.parse(readFileSync(path.join(data.dir, FILES.specs, service.specFile), 'utf8')) as JsonObject;
}
