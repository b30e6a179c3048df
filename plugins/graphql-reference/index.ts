import {copyFileSync, mkdirSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {graphqlDownload} from '../../config/graphql';

/**
 * Serves the SDL at /graphql/sharing.graphql. It copies graphql/sharing.graphql into a generated
 * static directory when the site loads (again whenever the file changes under `docusaurus start`):
 * a static file works in dev and build alike, and lets the Markdown link to it resolve, which a
 * postBuild copy would not; the copy is generated, not committed. The reference pages themselves
 * come from @graphql-markdown (config/graphql.ts), finished by formatter.mjs in this folder (titles,
 * headings, examples), and pages.css styles their type labels.
 */
export default function graphqlReferencePlugin(context: LoadContext): Plugin {
  const source = path.join(context.siteDir, graphqlDownload.source);
  const target = path.join(context.siteDir, graphqlDownload.staticDir, graphqlDownload.urlPath);
  return {
    name: 'graphql-reference',
    getPathsToWatch: () => [source],
    getClientModules: () => [path.join(__dirname, 'pages.css')],
    async loadContent() {
      mkdirSync(path.dirname(target), {recursive: true});
      copyFileSync(source, target);
    },
  };
}
