import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

/**
 * The data the site build writes for the server (plugins/markdown-pages calls `writeDocsData`), and
 * the server reads. `docs.json` is read at start and stays small: the pages (a REST reference's
 * Markdown excepted), their sections and a list of the services. Each service's operations, schemas,
 * reference Markdown and bundled spec are in a file of their own, read on the first question about
 * that service. Bump FORMAT when the shape changes.
 */
export const FORMAT = 2;

/** Where the build writes the data unless told otherwise: `data/` inside this package. */
export const DEFAULT_DATA_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'data');

export const FILES = {docs: 'docs.json', services: 'services', search: 'search'} as const;

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
  /** The page's Markdown, unless the page is a service's reference (`service`): see `markdownOf`. */
  readonly markdown?: string;
  /** The route of the REST service this page is the reference of: its Markdown is in that service's file. */
  readonly service?: string;
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

/** One REST operation, as the site's reference model has it (plugins/api-reference). */
export interface OperationData {
  /** Its anchor on the reference page: the operationId where that is a plain name, else a slug. */
  readonly anchor: string;
  /** The spec's operationId as written, where the operation has one. */
  readonly operationId?: string;
  /** Upper case. */
  readonly method: string;
  readonly path: string;
  /** One line of Markdown. */
  readonly summary: string;
  readonly tag: string;
  readonly deprecated: boolean;
  /** The operation's part of the service's Markdown page. */
  readonly markdown: string;
  /** Its place on the reference page: `<site>/api/<route>#<anchor>`. */
  readonly url: string;
}

/** One component schema: its entry on the reference page. */
export interface SchemaData {
  readonly name: string;
  readonly anchor: string;
  /** The entry's part of the service's Markdown page. */
  readonly markdown: string;
  readonly url: string;
}

/** What `docs.json` keeps of a service: what list_services says, and where the rest is. */
export interface ServiceData {
  readonly route: string;
  readonly title: string;
  readonly description: string;
  readonly version: string;
  readonly url: string;
  readonly operationCount: number;
  /** The service's own file, relative to the data folder (`services/<route>.json`). */
  readonly file: string;
}

/** A service's own file. */
export interface ServiceDetails {
  /** The reference page as Markdown (`/api/<route>.md`). */
  readonly markdown: string;
  readonly operations: readonly OperationData[];
  readonly schemas: readonly SchemaData[];
  /** The bundled OpenAPI document: what get_operation and get_schema give as JSON Schemas. */
  readonly spec: JsonObject;
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

/** Each loaded data's service files, once read: a service is asked about again and again. */
const details = new WeakMap<LoadedData, Map<string, ServiceDetails>>();

/** A service's operations, schemas, Markdown and spec, read from its file on first use. */
export function serviceDetails(data: LoadedData, service: ServiceData): ServiceDetails {
  const read = details.get(data) ?? new Map<string, ServiceDetails>();
  details.set(data, read);
  const known = read.get(service.route);
  if (known) return known;
  const file = path.join(data.dir, service.file);
  if (!existsSync(file)) {
    throw new MissingDataError(
      `The data of the ${service.title} (${service.route}) is missing: ${file} does not exist. Rebuild the site.`,
    );
  }
  const loaded = JSON.parse(readFileSync(file, 'utf8')) as ServiceDetails;
  read.set(service.route, loaded);
  return loaded;
}

/** A page's Markdown; a service's reference keeps it in the service's file. */
export function markdownOf(data: LoadedData, page: PageData): string {
  if (page.markdown !== undefined) return page.markdown;
  const service = data.services.find((entry) => entry.route === page.service);
  if (!service) {
    throw new MissingDataError(
      `The data in ${data.dir} has no Markdown for ${page.path}: it names the service "${page.service}", which docs.json does not list. Rebuild the site.`,
    );
  }
  return serviceDetails(data, service).markdown;
}
