import {readFileSync} from 'node:fs';
import path from 'node:path';
import {isDeepStrictEqual} from 'node:util';
import {parse} from 'yaml';
import {SITE_DIR} from './pages';

type Json = Record<string, unknown>;

/** A bundled spec as far as these rules read it. */
export interface BundledSpec {
  readonly security?: Json[];
  readonly paths: Record<string, Record<string, unknown>>;
  readonly components?: {
    readonly responses?: Record<string, unknown>;
    readonly securitySchemes?: Record<string, unknown>;
    readonly parameters?: Record<string, unknown>;
  };
}

interface Operation {
  readonly id: string;
  readonly method: string;
  readonly path: string;
  readonly raw: Json;
  /** Path-item parameters followed by the operation's own, with `$ref`s to components resolved. */
  readonly parameters: Json[];
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** The shared components every service references (api/_shared/components.yaml). */
export const shared = (
  parse(readFileSync(path.join(SITE_DIR, 'api', '_shared', 'components.yaml'), 'utf8')) as {components: Json}
).components as {
  responses: Record<string, Json>;
  securitySchemes: Record<string, Json>;
  headers: Record<string, Json>;
};

/**
 * Operations that need neither a token nor the public API key, each for a reason of its own. A new
 * entry needs the same kind of reason; anything else public takes `PublicApiKey`.
 */
export const ANONYMOUS_OPERATIONS: Readonly<Record<string, string>> = {
  getJwks: 'the public keys that verify tokens must be readable without one',
  getPublicFile: 'the link token in the path is the credential',
  getPublicJourney: 'the journey runtime reads it, limited to public journeys and allowed origins',
  confirmDoubleOptIn: 'the confirmation token from the email is the credential',
};

/** Responses every operation lists, by status, and the shared response each must be. */
const SHARED_RESPONSES: Readonly<Record<string, string>> = {
  '429': 'TooManyRequests',
  '500': 'InternalError',
  '503': 'ServiceUnavailable',
};

const SNAKE_CASE = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/;

function resolve(doc: BundledSpec, node: unknown): Json {
  const ref = (node as Json | undefined)?.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/components/')) return (node ?? {}) as Json;
  const [, , kind, name] = ref.split('/');
  return ((doc.components as Record<string, Record<string, Json>> | undefined)?.[kind!]?.[name!] ?? {}) as Json;
}

export function operationsOf(doc: BundledSpec): Operation[] {
  return Object.entries(doc.paths).flatMap(([route, item]) =>
    METHODS.filter((method) => item[method]).map((method) => {
      const raw = item[method] as Json;
      const parameters = [...((item.parameters ?? []) as unknown[]), ...((raw.parameters ?? []) as unknown[])].map(
        (p) => resolve(doc, p),
      );
      return {id: String(raw.operationId), method: method.toUpperCase(), path: route, raw, parameters};
    }),
  );
}

/** 429 with Retry-After, 500 and 503 on every operation, each the shared response. */
export function errorResponseProblems(doc: BundledSpec): string[] {
  return operationsOf(doc).flatMap((op) =>
    Object.entries(SHARED_RESPONSES).flatMap(([status, name]) => {
      const response = (op.raw.responses as Json)[status];
      if (!response) return [`${op.id}: no ${status} response (use the shared ${name})`];
      return isDeepStrictEqual(resolve(doc, response), shared.responses[name])
        ? []
        : [`${op.id}: the ${status} response is not the shared ${name}`];
    }),
  );
}

/** Every operation authenticates with the bearer token, the shared public API key, or is a listed exception. */
export function securityProblems(doc: BundledSpec): string[] {
  const schemes = doc.components?.securitySchemes ?? {};
  const problems = Object.entries(schemes)
    .filter(([name, scheme]) => !isDeepStrictEqual(scheme, shared.securitySchemes[name]))
    .map(([name]) => `securitySchemes.${name} is not the shared scheme of that name`);
  for (const op of operationsOf(doc)) {
    const security = (op.raw.security ?? doc.security ?? []) as Json[];
    const names = security.flatMap((requirement) => Object.keys(requirement));
    if (op.parameters.some((p) => String(p.name).toLowerCase() === 'x-api-key')) {
      problems.push(`${op.id}: sends the public API key as a parameter; use security: [{PublicApiKey: []}]`);
    }
    if (names.length === 0 && !(op.id in ANONYMOUS_OPERATIONS)) {
      problems.push(`${op.id}: security is empty; public operations use [{PublicApiKey: []}]`);
    }
    if (names.length > 0 && op.id in ANONYMOUS_OPERATIONS) {
      problems.push(`${op.id}: listed as anonymous but asks for ${names.join(', ')}`);
    }
    if (names.length > 1 || names.some((name) => !['BearerAuth', 'PublicApiKey'].includes(name))) {
      problems.push(`${op.id}: security must be BearerAuth or PublicApiKey alone, not ${names.join(' + ')}`);
    }
    if (op.path.includes('/public/') && names.includes('BearerAuth')) {
      problems.push(`${op.id}: a /public/ path needs no bearer token`);
    }
    for (const name of names) {
      if (!schemes[name]) problems.push(`${op.id}: uses ${name}, which components.securitySchemes does not define`);
    }
  }
  return problems;
}

/** A POST that creates a resource (201) or starts a job (202) can be retried safely. */
export function idempotencyProblems(doc: BundledSpec): string[] {
  return operationsOf(doc)
    .filter((op) => op.method === 'POST')
    .filter((op) => Object.keys(op.raw.responses as Json).some((status) => status === '201' || status === '202'))
    .filter((op) => !op.parameters.some((p) => p.in === 'header' && p.name === 'Idempotency-Key'))
    .map((op) => `${op.id}: a creating POST without the shared Idempotency-Key header parameter`);
}

/** One naming style for path parameters: snake_case, like query parameters and JSON properties. */
export function pathParameterProblems(doc: BundledSpec): string[] {
  return operationsOf(doc).flatMap((op) => {
    const inTemplate = [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
    const declared = op.parameters.filter((p) => p.in === 'path').map((p) => String(p.name));
    return [
      ...inTemplate.filter((name) => !SNAKE_CASE.test(name)).map((name) => `${op.path}: {${name}} is not snake_case`),
      ...inTemplate
        .filter((name) => !declared.includes(name))
        .map((name) => `${op.id}: {${name}} has no path parameter of that name`),
      ...declared
        .filter((name) => !inTemplate.includes(name))
        .map((name) => `${op.id}: path parameter ${name} is not in ${op.path}`),
    ];
  });
}
