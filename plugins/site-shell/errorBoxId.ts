/** The id of the page's one load-error box, shared by the client module and the inline script. */
export const LOAD_ERROR_BOX_ID = 'page-load-error';
