import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {
  FILES,
  FORMAT,
  type DocsData,
  type JsonObject,
  type OperationData,
  type PageData,
  type SchemaData,
  type ServiceData,
  type ServiceDetails,
} from './data.js';
import {splitSections, type HeadingAnchor} from './sections.js';

export type {JsonObject, OperationData, SchemaData} from './data.js';
export type {HeadingAnchor} from './sections.js';

export interface PageInput extends Omit<PageData, 'markdown' | 'service'> {
  readonly markdown: string;
  /** Headings in page order with their anchors, where those are not the usual slug (REST operations). */
  readonly anchors?: readonly HeadingAnchor[];
  /** The route of the REST service this page is the reference of: its Markdown goes to that service's file. */
  readonly service?: string;
}

/**
 * What the site's reference renderer writes for each service (plugins/api-reference, render/mcp.ts):
 * the reference model's operations and schemas, and the anchors of the headings of its Markdown.
 */
export interface ServiceReferenceData {
  readonly operations: readonly OperationData[];
  readonly schemas: readonly SchemaData[];
  readonly headings: readonly HeadingAnchor[];
}

export interface ServiceInput extends Pick<ServiceReferenceData, 'operations' | 'schemas'> {
  readonly route: string;
  readonly title: string;
  readonly description: string;
  readonly version: string;
  readonly url: string;
  /** The bundled OpenAPI document the reference page was made from. */
  readonly spec: JsonObject;
}

export interface DataInput {
  readonly site: {readonly title: string; readonly url: string};
  readonly pages: readonly PageInput[];
  readonly services: readonly ServiceInput[];
}

/** What was written, for the build log. */
export interface WrittenData {
  /** Bytes of `docs.json`, which the server reads at start. */
  readonly docsBytes: number;
  /** Bytes of each service's file, by route. */
  readonly serviceBytes: ReadonlyMap<string, number>;
}

/** A page as `docs.json` keeps it: no anchors, and a service's reference without its Markdown. */
function pageData(input: PageInput): PageData {
  const {path: pagePath, url, markdownUrl, title, summary, section, group, markdown, service} = input;
  return {
    path: pagePath,
    url,
    markdownUrl,
    title,
    summary,
    section,
    ...(group ? {group} : {}),
    ...(service ? {service} : {markdown}),
  };
}

/**
 * Writes what the server reads: `docs.json` (the pages with their sections, and the list of
 * services) and one file per service. Replaces the folder; the site's search plugin then adds its
 * search files (`search/`), which search_docs reads.
 */
export function writeDocsData(dir: string, input: DataInput): WrittenData {
  const routes = new Set(input.services.map((service) => service.route));
  const stray = input.pages.find((page) => page.service !== undefined && !routes.has(page.service));
  if (stray) throw new Error(`${stray.path} is the reference of the service "${stray.service}", which is not listed`);
  const sections = input.pages.flatMap(({anchors, ...page}, index) =>
    splitSections(page.markdown, page.title, anchors).map((section) => ({...section, page: index})),
  );
  const fileOf = (route: string): string => `${FILES.services}/${route}.json`;
  const services = input.services.map(({route, title, description, version, url, operations}): ServiceData => ({
    route,
    title,
    description,
    version,
    url,
    operationCount: operations.length,
    file: fileOf(route),
  }));
  const docs: DocsData = {format: FORMAT, site: input.site, pages: input.pages.map(pageData), sections, services};
  rmSync(dir, {recursive: true, force: true});
  mkdirSync(path.join(dir, FILES.services), {recursive: true});
  const docsText = JSON.stringify(docs);
  writeFileSync(path.join(dir, FILES.docs), docsText);
  const serviceBytes = new Map<string, number>();
  for (const {route, operations, schemas, spec} of input.services) {
    const page = input.pages.find((entry) => entry.service === route);
    const details: ServiceDetails = {markdown: page?.markdown ?? '', operations, schemas, spec};
    const text = JSON.stringify(details);
    writeFileSync(path.join(dir, fileOf(route)), text);
    serviceBytes.set(route, Buffer.byteLength(text));
  }
  return {docsBytes: Buffer.byteLength(docsText), serviceBytes};
}
