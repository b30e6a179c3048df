/**
 * The search contract (specification, sections 3 and 7) lives in the engine, which the build, the
 * site's box and the MCP server share; the site's plugins import it from here.
 */
export {
  BOOSTS,
  type IndexableDocument,
  indexFileName,
  MAX_QUERY_LENGTH,
  MAX_RESULTS,
  SEARCH_FIELDS,
  type SearchDocument,
} from '@energy-xrm/search-engine';
