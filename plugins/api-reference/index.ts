import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {services, type ServiceEntry} from '../../config/services';
import {loadService} from './load/loadService';
import {referenceHtml} from './render/referenceHtml';

/** Spec downloads are written here and served as static files (see `staticDirectories`). */
export const DOWNLOADS_DIR = '.generated/api-downloads';

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
    getPathsToWatch: () => [path.join(context.siteDir, 'api', '**', '*.{yaml,md}')],

    async loadContent() {
      const downloads = path.join(context.siteDir, DOWNLOADS_DIR, 'api');
      const pages = [];
      for (const service of services) {
        const {reference, yaml, json} = await loadService(context.siteDir, service);
        mkdirSync(path.join(downloads, service.route), {recursive: true});
        writeFileSync(path.join(downloads, service.route, 'openapi.yaml'), yaml);
        writeFileSync(path.join(downloads, service.route, 'openapi.json'), json);
        const anchors = [
          'schemas',
          ...reference.tags.flatMap((tag) => [tag.anchor, ...tag.operations.map((op) => op.id)]),
          ...reference.schemas.map((schema) => schema.anchor),
        ];
        pages.push({
          service,
          anchors,
          html: referenceHtml(reference),
          operationCount: reference.operationCount,
          version: reference.version,
        });
      }
      return {pages};
    },

    async contentLoaded({content, actions}) {
      for (const page of content.pages) {
        const {route, title, description} = page.service;
        const data = await actions.createData(
          `reference-${route}.json`,
          JSON.stringify({title, description, anchors: page.anchors, html: page.html}),
        );
        actions.addRoute({
          path: `/api/${route}`,
          component: '@theme/ApiReferencePage',
          exact: true,
          modules: {reference: data},
        });
      }
      const index = content.pages.map(({service, operationCount, version}) => ({...service, operationCount, version}));
      const indexData = await actions.createData('services.json', JSON.stringify(index));
      actions.addRoute({path: '/api', component: '@theme/ApiIndexPage', exact: true, modules: {services: indexData}});
    },
  };
}
