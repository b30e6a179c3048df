/**
 * How a reference page's HTML, and the anchors the broken-link check collects from it, reach the
 * static page without entering any JavaScript bundle.
 *
 * Each service page gets a tiny data module that names its fragment file. In the server build the
 * module reads the file when that page is rendered, so the server bundle holds paths, not every
 * page's HTML (which made memory grow with the number of services). The browser build gets an
 * empty object instead (`fragmentLoader.cjs`): the HTML is in the static page already, and after a
 * client-side navigation the page fetches the same file by URL. The anchors matter only to the
 * build's check: in the browser they were 49 KB of JSON to parse on a 700-operation page.
 */

/** Matches the data modules written by `fragmentModuleSource`, for the client build's loader rule. */
export const FRAGMENT_MODULE = /api-reference[\\/][^\\/]+[\\/]fragment-[^\\/]+\.js$/;

export const fragmentModuleName = (route: string): string => `fragment-${route}.js`;

/** The module the server build evaluates: `{html, anchors}`, the HTML read from the fragment file at render time. */
export const fragmentModuleSource = (file: string, anchors: readonly string[]): string =>
  [
    "import {readFileSync} from 'node:fs';",
    `export default {html: readFileSync(${JSON.stringify(file)}, 'utf8'), anchors: ${JSON.stringify(anchors)}};`,
    '',
  ].join('\n');
