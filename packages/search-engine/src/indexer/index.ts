/** The build's side of the search: the index files of the site, made with the engine's tokenizer. */
export {buildIndexFiles, indexOptions, type IndexFile, type PartFile, type TagDocuments} from './buildIndex.js';
export {compactIndex} from './compactIndex.js';
