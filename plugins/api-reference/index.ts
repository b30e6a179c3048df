import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {services, type ServiceEntry} from '../../config/services';
import {loadService} from './load/loadService';
import {referenceHtml} from './render/referenceHtml';

/** Spec downloads and page fragments are written here and served as static files (see `staticDirectories`). */
export const DOWNLOADS_DIR = '.generated/api-downloads';

/** Data modules whose content only the server build needs: the client gets `{}` (serverOnlyLoader). */
const SERVER_ONLY_DATA = /api-reference[\\/][^\\/]+[\\/]html-[^\\/]+\.json$/;

interface Content {
  readonly pages: readonly {
    service: ServiceEntry;
    anchors: string[];
    html: string;
    operationCount: number;
    version: string;
  }[];
}

/**
 * The REST reference: one page per registered service at /api/<route>, rendered to HTML at build
 * time from the service's OpenAPI spec, plus the /api index. See README.md in this folder.
 */
export default function apiReferencePlugin(context: LoadContext): Plugin<Content> {
  return {
    name: 'api-reference',
    getThemePath: () => path.join(__dirname, 'theme'),
    getTypeScriptThemePath: () => path.join(__dirname, 'theme'),
    /**
     * The reference HTML is in the static page already; shipping it again in the page's JavaScript
     * would double the download and the parse time. The browser build gets an empty module instead,
     * and a client-side navigation fetches `/api/<route>/reference.html`.
     */
    configureWebpack(_config, isServer) {
      return isServer
        ? {}
        : {module: {rules: [{test: SERVER_ONLY_DATA, loader: path.join(__dirname, 'serverOnlyLoader.cjs')}]}};
    },
    getPathsToWatch: () => [path.join(context.siteDir, 'api', '**', '*.{yaml,md}')],

    async loadContent() {
      const downloads = path.join(context.siteDir, DOWNLOADS_DIR, 'api');
      const pages = [];
      for (const service of services) {
        const {reference, yaml, json} = await loadService(context.siteDir, service);
        mkdirSync(path.join(downloads, service.route), {recursive: true});
        writeFileSync(path.join(downloads, service.route, 'openapi.yaml'), yaml);
        writeFileSync(path.join(downloads, service.route, 'openapi.json'), json);
        const html = referenceHtml(reference);
        writeFileSync(path.join(downloads, service.route, 'reference.html'), html);
        const anchors = [
          'schemas',
          ...reference.tags.flatMap((tag) => [tag.anchor, ...tag.operations.map((op) => op.id)]),
          ...reference.schemas.map((schema) => schema.anchor),
        ];
        pages.push({
          service,
          anchors,
          html,
          operationCount: reference.operationCount,
          version: reference.version,
        });
      }
      return {pages};
    },

    async contentLoaded({content, actions}) {
      for (const page of content.pages) {
        const {route, title, description} = page.service;
        const meta = {route, title, description, anchors: page.anchors};
        const reference = await actions.createData(`reference-${route}.json`, JSON.stringify(meta));
        const prerendered = await actions.createData(`html-${route}.json`, JSON.stringify({html: page.html}));
        actions.addRoute({
          path: `/api/${route}`,
          component: '@theme/ApiReferencePage',
          exact: true,
          modules: {reference, prerendered},
        });
      }
      const index = content.pages.map(({service, operationCount, version}) => ({...service, operationCount, version}));
      const indexData = await actions.createData('services.json', JSON.stringify(index));
      actions.addRoute({path: '/api', component: '@theme/ApiIndexPage', exact: true, modules: {services: indexData}});
    },
  };
}
