import type {FastifyError, FastifyInstance} from 'fastify';

interface SchemaError {
  readonly instancePath: string;
  readonly keyword: string;
  readonly params: Record<string, unknown>;
  readonly message?: string;
}

/** `/events/0/query` → `events[0].query`: the field as a reader of the request body names it. */
export function fieldName(pointer: string, dataVar: string): string {
  const name = pointer
    .split('/')
    .slice(1)
    .map((part) => (/^\d+$/.test(part) ? `[${part}]` : `.${part}`))
    .join('')
    .replace(/^\./, '');
  return name || dataVar;
}

const join = (parent: string, child: string, dataVar: string) => (parent === dataVar ? child : `${parent}.${child}`);

/** One clear sentence per validation failure: the field first, then what it must be. */
export function describe(error: SchemaError, dataVar: string): string {
  const field = fieldName(error.instancePath, dataVar);
  const {params} = error;
  switch (error.keyword) {
    case 'required':
      return `${join(field, String(params.missingProperty), dataVar)} is required`;
    case 'additionalProperties':
      return `${join(field, String(params.additionalProperty), dataVar)} is not a known field`;
    case 'discriminator':
      return `${join(field, String(params.tag), dataVar)} must be "search", "click" or "view"`;
    case 'const':
      return `${field} must be ${JSON.stringify(params.allowedValue)}`;
    case 'minItems':
    case 'maxItems':
      return field === 'events'
        ? `events must hold 1 to 20 events`
        : `${field} must hold at most ${String(params.limit)} items`;
    case 'format':
      return `${field} must be an ISO date-time such as 2025-05-01T12:00:00Z`;
    case 'pattern':
      if (field === 'days') return 'days must be a whole number from 1 to 366';
      if (field === 'id') return 'id must be 16 to 64 letters, digits, "-" or "_"';
      return `${field} must be a path or an http(s) URL`;
    case 'maxLength':
      return `${field} must be at most ${String(params.limit)} characters`;
    case 'minLength':
      return `${field} must not be empty`;
    default:
      return `${field} ${error.message ?? 'is not valid'}`;
  }
}

export class RequestError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  405: 'Method Not Allowed',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  503: 'Service Unavailable',
};

/**
 * Every error answer is `{"error", "message"}` with the status's title: client errors say what was
 * wrong, a server error says only that it happened (the details go to the log, never to the client).
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) {
      request.log.error({err: error, method: request.method, url: request.url}, 'request failed');
      return reply.code(500).send({error: 'Internal Server Error', message: 'The server failed; the error is logged.'});
    }
    let message = error.message;
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') message = 'The body is larger than 64 KB.';
    else if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') message = 'Send the body as application/json.';
    else if (['FST_ERR_CTP_EMPTY_JSON_BODY', 'FST_ERR_CTP_INVALID_JSON_BODY'].includes(error.code)) {
      message = 'The body is not valid JSON.';
    }
    return reply.code(status).send({error: TITLES[status] ?? 'Error', message});
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({error: 'Not Found', message: `Nothing at ${request.method} ${request.url.split('?')[0]}.`}),
  );
}
