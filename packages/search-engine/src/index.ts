/**
 * The Dev Center's search engine, one for the site's search box and the docs MCP server: they read
 * the same index files and rank with the same code. `@energy-xrm/search-engine/build` writes the
 * files (the site build's step).
 */
export {SearchEngine, type SearchAnswer, type SearchHit} from './engine.js';
export type {Loader} from './files.js';
export {parseQuery, type ParsedQuery, type QueryWord, WEIGHTS} from './query.js';
export {byWords, distinct, prior, priorWords, sectionsFirst, SHORT_QUERY} from './rank.js';
export {combine, MAX_EXPANSIONS, score, type Statistics, TermTable, type WeightedTerm} from './scoring.js';
export {splitCompound} from './compound.js';
export {englishCognate, englishStem, germanStem, germanVerbStem} from './stem.js';
export {closestWord, suggestQuery} from './suggest.js';
export {compileSynonyms, type SynonymSource, type SynonymsFile} from './synonyms.js';
export {isFiller, isStopWord, normalize, processTerm, tokenize} from './text.js';
export {allowedEdits, corrections, editDistance} from './typo.js';
export type {CompactIndex, PartsManifest, TermEntry} from './format.js';
export * from './types.js';
