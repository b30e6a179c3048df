import type {IndexableDocument} from '../src/index.js';

/**
 * A guide's document as the site's indexer writes it: a page's own document (a route without `#`)
 * has no parent categories; a section of it is filed under the page's title.
 */
export const guideSection = (
  sectionRoute: string,
  title: string,
  content: string,
  pageTitle = title,
): IndexableDocument => ({
  title,
  content,
  parentCategories: sectionRoute.includes('#') ? pageTitle : '',
  pageTitle,
  sectionTitle: title,
  sectionRoute,
  type: 'docs',
});
