import type {SearchDocument} from '@energy-xrm/search-engine';

/** What a chosen result passes to the page it opens: the words to mark, and where. */
export interface HighlightState {
  searchHighlight?: {
    terms: string[];
    /** `article` (docs and blog), `main` (other pages) or `#<id>`: the one reference entry the result names. */
    within: string;
  };
}

/** Docs and blog pages mark their article, REST entries their own section, other pages their main area. */
export function highlightScope(document: SearchDocument): string {
  if (document.type === 'docs' || document.type === 'blog') return 'article';
  const hash = document.sectionRoute.split('#')[1];
  return hash ? `#${hash}` : 'main';
}
