/** A file that may hold (part of) an OpenAPI document: YAML or JSON. */
export const SPEC_FILE = /\.(ya?ml|json)$/i;

/**
 * The root file of a spec says which OpenAPI it is at the top (`openapi: 3.1.0`, or `"openapi"` as
 * the first key of JSON); the files its `$ref`s reach do not. Read by the corpus walk and by
 * `npm run add-service` to find a folder's root.
 */
export const SPEC_ROOT = /^(openapi\s*:|\{\s*"openapi"\s*:)/m;
