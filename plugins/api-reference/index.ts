import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {bundleService, serviceFiles, services, type ServiceEntry} from '@energy-xrm/specs';
import {stringify} from 'yaml';
import {frameworkSeam} from '../frameworkSeam';
import {beginCodesLoad, referencePluginCreated} from './codesHandover';
import {FRAGMENT_MODULE, fragmentModuleName, fragmentModuleSource} from './fragmentModule';
import {buildReference, type OpenApiDocument} from './model/buildReference';
import type {ServiceReference, ServiceUrls} from './model/types';
import {referenceHtml} from './render/html/referenceHtml';
import {apiIndexMarkdown, serviceMarkdown, type MarkdownSite, type ServiceMarkdown} from './render/markdown';
import {mcpReference} from './render/mcp';
import {serviceCodes, type ServiceCodes} from './render/codes';
import {referenceParts, type OutputFile} from './render/html/parts';
import {searchDocuments} from './render/searchDocuments';
import {tryItRecords} from './render/tryItRecords';
import {API_INDEX_MARKDOWN_URL, API_INDEX_URL, DOWNLOADS_DIR} from './urls';
import type {IndexableDocument} from '../search/types';

/**
 * What the build writes for each service, beside its spec downloads: one renderer of the model per
 * kind of file, at the URLs the model names. A new consumer of the reference adds one line here.
 */
const OUTPUTS: readonly ((ref: ServiceReference, markdown: ServiceMarkdown, site: MarkdownSite) => OutputFile[])[] = [
  (ref) => [{url: ref.urls.fragment, content: referenceHtml(ref)}],
  (ref) => [{url: ref.urls.tryIt, content: tryItRecords(ref)}],
  (ref, markdown) => [{url: ref.urls.markdown, content: markdown.page}],
  (ref, markdown, site) => [{url: ref.urls.mcp, content: JSON.stringify(mcpReference(ref, markdown, site))}],
  (ref, markdown, site) => referenceParts(ref, markdown, site.siteUrl),
];

/** What a page keeps of its service once its files are written: no HTML, no model. */
export interface PageSummary {
  readonly service: ServiceEntry;
  readonly anchors: readonly string[];
  readonly urls: ServiceUrls;
  readonly operationCount: number;
  readonly version: string;
  /** The fragment file the page's server module reads. */
  readonly fragmentFile: string;
  /** One search document per operation, schema and tag; plugins/search indexes them after the build. */
  readonly search: readonly IndexableDocument[];
  /** The error codes its operations and failure schemas name, handed to plugins/error-codes. */
  readonly codes: ServiceCodes;
}

/** Builds one service's model, writes its files and lets the model go. */
async function writeService(siteDir: string, site: MarkdownSite, service: ServiceEntry): Promise<PageSummary> {
  const document = await bundleService(service);
  const reference = buildReference(service, document as unknown as OpenApiDocument, serviceFiles(service).hasChangelog);
  const fileOf = (url: string) => path.join(siteDir, DOWNLOADS_DIR, url);
  mkdirSync(fileOf(reference.urls.page), {recursive: true});
  writeFileSync(fileOf(reference.urls.yaml), stringify(document, {lineWidth: 0}));
  writeFileSync(fileOf(reference.urls.json), `${JSON.stringify(document, null, 2)}\n`);
  // The Markdown is made once: the page, its parts file and each part's own file share it.
  const markdown = serviceMarkdown(reference, site);
  for (const output of OUTPUTS) {
    for (const file of output(reference, markdown, site)) {
      mkdirSync(path.dirname(fileOf(file.url)), {recursive: true});
      writeFileSync(fileOf(file.url), file.content);
    }
  }
  return {
    service,
    anchors: reference.anchors,
    urls: reference.urls,
    operationCount: reference.operationCount,
    version: reference.version,
    fragmentFile: fileOf(reference.urls.fragment),
    search: searchDocuments(reference),
    codes: serviceCodes(reference),
  };
}

/**
 * The REST reference: one page per registered service at /api/<route>, rendered to HTML at build
 * time from the service's OpenAPI spec, plus the /api index. See README.md in this folder.
 */
export default function apiReferencePlugin(context: LoadContext): Plugin<readonly PageSummary[]> {
  referencePluginCreated();
  return {
    name: 'api-reference',
    getThemePath: () => path.join(__dirname, 'theme'),
    getTypeScriptThemePath: () => path.join(__dirname, 'theme'),
    configureWebpack(_config, isServer) {
      return isServer
        ? {}
        : {module: {rules: [{test: FRAGMENT_MODULE, loader: path.join(__dirname, 'fragmentLoader.cjs')}]}};
    },
    getPathsToWatch: () => [path.join(context.siteDir, 'api', '**', '*.{yaml,md}')],

    async loadContent() {
      // Files of a service that was removed or renamed must not stay in the build: start empty.
      rmSync(path.join(context.siteDir, DOWNLOADS_DIR), {recursive: true, force: true});
      // One service at a time: only one model and one page of HTML are in memory at once.
      const site: MarkdownSite = {siteUrl: context.siteConfig.url.replace(/\/$/, '')};
      const pages: PageSummary[] = [];
      const codes = beginCodesLoad();
      try {
        for (const service of services) pages.push(await writeService(context.siteDir, site, service));
      } catch (error) {
        codes.fail(error);
        throw error;
      }
      codes.publish(pages.map((page) => page.codes));
      const index = pages.map(({service, urls, version, operationCount}) => ({
        ...service,
        page: urls.page,
        version,
        operationCount,
      }));
      writeFileSync(
        path.join(context.siteDir, DOWNLOADS_DIR, API_INDEX_MARKDOWN_URL),
        apiIndexMarkdown(index, site, API_INDEX_URL),
      );
      return pages;
    },

    async contentLoaded({content, actions}) {
      for (const page of content) {
        const {route, title, description} = page.service;
        const meta = {route, title, description, urls: page.urls};
        const reference = await actions.createData(`reference-${route}.json`, JSON.stringify(meta));
        const prerendered = await actions.createData(
          fragmentModuleName(route),
          fragmentModuleSource(page.fragmentFile, page.anchors),
        );
        frameworkSeam({
          owner: 'plugins/api-reference/fragmentModule.ts',
          why: "the client build swaps each page's fragment module for {} by matching where Docusaurus writes data files; if that stopped matching, every page's HTML would ship in the browser bundle",
          file: prerendered,
          pattern: FRAGMENT_MODULE,
        });
        actions.addRoute({
          path: page.urls.page,
          component: '@theme/ApiReferencePage',
          exact: true,
          modules: {reference, prerendered},
        });
      }
      const index = content.map(({service, operationCount, version}) => ({...service, operationCount, version}));
      const indexData = await actions.createData('services.json', JSON.stringify(index));
      actions.addRoute({
        path: API_INDEX_URL,
        component: '@theme/ApiIndexPage',
        exact: true,
        modules: {services: indexData},
      });
    },
  };
}
