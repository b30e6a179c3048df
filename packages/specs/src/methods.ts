/**
 * The HTTP methods an OpenAPI path item holds operations under, in the order the reference lists a
 * path's operations. The one list: the spec loader, the reference model, the SDK generator,
 * `npm run add-service`, the search box and the tests read it from here (`@energy-xrm/specs/methods`
 * loads nothing else, so the browser and light packages can import it).
 */
export const HTTP_METHODS = ['get', 'put', 'post', 'patch', 'delete', 'head', 'options', 'trace'] as const;

export type HttpMethod = (typeof HTTP_METHODS)[number];

/** Whether a path item's key names an operation (`get`), rather than `parameters`, `summary` or `$ref`. */
export const isHttpMethod = (key: string): key is HttpMethod => (HTTP_METHODS as readonly string[]).includes(key);
