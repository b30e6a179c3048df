import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {
  FILES,
  FORMAT,
  type DocsData,
  type JsonObject,
  type OperationData,
  type PageData,
  type ServiceData,
} from './data.js';
import {asString, isObject} from './json.js';
import {operationsOf, componentNames} from './schemas.js';
import {splitSections, type HeadingAnchor} from './sections.js';

export type {JsonObject} from './data.js';

export interface PageInput extends PageData {
  /** Headings in page order with their anchors, where those are not the usual slug (REST operations). */
  readonly anchors?: readonly HeadingAnchor[];
}

export interface ServiceInput {
  readonly route: string;
  readonly title: string;
  readonly description: string;
  readonly url: string;
  /** The bundled OpenAPI document the reference page was made from. */
  readonly spec: JsonObject;
  /** operationId → that operation's Markdown, as the reference's Markdown renderer wrote it. */
  readonly operationMarkdown?: Readonly<Record<string, string>>;
  readonly schemaMarkdown?: Readonly<Record<string, string>>;
}

export interface DataInput {
  readonly site: {readonly title: string; readonly url: string};
  readonly pages: readonly PageInput[];
  readonly services: readonly ServiceInput[];
}

/** A page as the server keeps it: the anchors served only to cut sections. */
function pageData(input: PageInput): PageData {
  const {path: pagePath, url, markdownUrl, title, summary, section, group, markdown} = input;
  return {path: pagePath, url, markdownUrl, title, summary, section, ...(group ? {group} : {}), markdown};
}

function serviceData(input: ServiceInput): ServiceData {
  const operations = [...operationsOf(input.spec)].map(([id, {method, path: opPath, operation}]): OperationData => ({
    id,
    method: method.toUpperCase(),
    path: opPath,
    summary: asString(operation.summary),
    tag: Array.isArray(operation.tags) ? asString(operation.tags[0]) : '',
    deprecated: operation.deprecated === true,
    ...(input.operationMarkdown?.[id] ? {markdown: input.operationMarkdown[id]} : {}),
  }));
  const info = isObject(input.spec.info) ? input.spec.info : {};
  return {
    route: input.route,
    title: input.title,
    description: input.description,
    version: asString(info.version),
    url: input.url,
    specFile: `${input.route}.json`,
    operations,
    schemas: componentNames(input.spec),
    ...(input.schemaMarkdown ? {schemaMarkdown: input.schemaMarkdown} : {}),
  };
}

/**
 * Writes what the server reads: the pages with their sections, the services with their
 * operations, and each bundled spec. Replaces the folder; the site's search plugin then adds its
 * search files (`search/`), which search_docs reads.
 */
export function writeDocsData(dir: string, input: DataInput): {files: number; bytes: number} {
  const sections = input.pages.flatMap(({anchors, ...page}, index) =>
    splitSections(page.markdown, page.title, anchors).map((section) => ({...section, page: index})),
  );
  const docs: DocsData = {
    format: FORMAT,
    site: input.site,
    pages: input.pages.map(pageData),
    sections,
    services: input.services.map(serviceData),
  };
  rmSync(dir, {recursive: true, force: true});
  mkdirSync(path.join(dir, FILES.specs), {recursive: true});
  const written: [string, string][] = [
    [FILES.docs, JSON.stringify(docs)],
    ...input.services.map((service): [string, string] => [
      path.join(FILES.specs, `${service.route}.json`),
      JSON.stringify(service.spec),
    ]),
  ];
  for (const [file, text] of written) writeFileSync(path.join(dir, file), text);
  return {files: written.length, bytes: written.reduce((sum, [, text]) => sum + Buffer.byteLength(text), 0)};
}
