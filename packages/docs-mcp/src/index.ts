export {createDocsServer, SERVER_NAME} from './server.js';
export {DEFAULT_DATA_DIR, loadData, MissingDataError, type LoadedData} from './data.js';
