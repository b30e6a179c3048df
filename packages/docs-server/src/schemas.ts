/**
 * JSON Schemas of the contract (README, "The contract"): Fastify validates every body and query
 * string with them before a handler runs, and src/errors.ts turns a failure into a 400 that names the field.
 */
const at = {type: 'string', format: 'date-time', maxLength: 40} as const;
const query = {type: 'string', minLength: 1, maxLength: 512} as const;
/** A site path (`/docs/intro`) or an absolute http(s) URL; only the path is stored. */
const url = {type: 'string', minLength: 1, maxLength: 2048, pattern: '^(/|https?://)'} as const;

const search = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'query', 'results', 'ms'],
  properties: {
    type: {const: 'search'},
    query,
    results: {type: 'integer', minimum: 0, maximum: 10_000},
    ms: {type: 'integer', minimum: 0, maximum: 600_000},
    tags: {type: 'array', maxItems: 10, items: {type: 'string', maxLength: 100}},
    at,
  },
} as const;

const click = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'query', 'position', 'url'],
  properties: {type: {const: 'click'}, query, position: {type: 'integer', minimum: 1, maximum: 1000}, url, at},
} as const;

const view = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'url'],
  properties: {type: {const: 'view'}, url, at},
} as const;

/** The batch limit of the specification (section 9): at most 20 viewed-item events per request. */
export const MAX_BATCH = 20;

export const eventsBody = {
  type: 'object',
  additionalProperties: false,
  required: ['events'],
  properties: {
    events: {
      type: 'array',
      minItems: 1,
      maxItems: MAX_BATCH,
      // The discriminator makes a bad event's error name its own field, not "must match one schema in oneOf".
      items: {type: 'object', required: ['type'], discriminator: {propertyName: 'type'}, oneOf: [search, click, view]},
    },
  },
} as const;

export const MAX_COMMENT = 1000;
/** A vote's id: random, made by the page (the site sends 32 hex digits; a UUID fits too). */
export const VOTE_ID = '^[0-9A-Za-z_-]{16,64}$';

export const feedbackBody = {
  type: 'object',
  additionalProperties: false,
  required: ['url', 'helpful'],
  properties: {
    id: {type: 'string', pattern: VOTE_ID},
    url,
    helpful: {type: 'boolean'},
    comment: {type: 'string', maxLength: MAX_COMMENT},
  },
} as const;

/** `?days=N`: the period of a statistic, in days up to today (UTC). */
export const periodQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {days: {type: 'string', pattern: '^([1-9]|[1-9][0-9]|[12][0-9]{2}|3[0-5][0-9]|36[0-6])$'}},
} as const;

export const DEFAULT_DAYS = 30;
