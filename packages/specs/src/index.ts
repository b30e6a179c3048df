export {imported, platformServices, services, type ServiceDomain, type ServiceEntry} from './registry.js';
export {API_DIR, REPO_ROOT, serviceFiles, type ServiceFiles} from './files.js';
export {bundleService, bundleSpecFile, problemLine, type BundleOptions, type BundledSpec} from './bundle.js';
export {serviceByRoute, writeBundledSpecs} from './lookup.js';
export {HTTP_METHODS, isHttpMethod, type HttpMethod} from './methods.js';
export {safeUrl} from './safeUrl.js';
export {unsafeParts} from './safety.js';
export {CORPUS_DIR, corpusSpecs, type CorpusSpec} from './corpus.js';
export {SPEC_FILE, SPEC_ROOT} from './specRoot.js';
