import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

type WebpackResult = ReturnType<NonNullable<Plugin['configureWebpack']>>;

export interface DocsServerOptions {
  /** DOCS_SERVER=on: events and the feedback form talk to the service under /_/. */
  readonly enabled: boolean;
  /** Where `npm start`'s development server forwards /_/ and /mcp (the service's default address). */
  readonly devProxyTarget?: string;
}

/**
 * The site's side of packages/docs-server. In a plain build it adds nothing to the pages' code
 * but an empty slot for the feedback form, and makes no request. With `enabled` its client module
 * counts page views and switches on the search events (client/events.ts) and the feedback form
 * (theme/PageFeedback).
 */
export default function docsServerPlugin(_context: LoadContext, options: DocsServerOptions): Plugin {
  const target = options.devProxyTarget ?? 'http://127.0.0.1:8788';
  return {
    name: 'docs-server',
    getThemePath: () => path.join(__dirname, 'theme'),
    getTypeScriptThemePath: () => path.join(__dirname, 'theme'),
    getClientModules: () => (options.enabled ? [path.join(__dirname, 'client', 'enable.ts')] : []),
    configureWebpack(_config, isServer) {
      if (isServer) return undefined;
      // The development server's proxy: webpack-dev-server reads this key, webpack's own type does not list it.
      const devServer = {proxy: [{context: ['/_/', '/mcp'], target}]};
      return {devServer} as WebpackResult;
    },
  };
}
