import type {highlight} from './prismWithLanguages';

/**
 * How code blocks get highlighted, in the browser. The server build swaps this module for
 * highlighter.server.ts (see index.ts), which highlights while the page is rendered.
 *
 * In the browser a block that came with the page keeps the server's HTML and never loads Prism; a
 * block that appears later (a client-side navigation, a panel that opens) loads it on demand.
 */
export const highlightNow: typeof highlight | undefined = undefined;

export const loadHighlighter = (): Promise<typeof highlight> =>
  import('./prismWithLanguages').then((module) => module.highlight);
