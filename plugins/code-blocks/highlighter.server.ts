import {highlight} from './prismWithLanguages';

/** The server build's highlighter (see highlighter.ts): synchronous, used while rendering. */
export const highlightNow: typeof highlight | undefined = highlight;

export const loadHighlighter = (): Promise<typeof highlight> => Promise.resolve(highlight);
