type Json = Record<string, unknown>;

/** One place a code is used: an operation of a service, or a schema whose `code` field holds it. */
export interface CodeUse {
  readonly route: string;
  /** `#operationId` or `#schema-<Name>` on the service's reference page. */
  readonly anchor: string;
  readonly label: string;
}

/** Everything the specs say about one error code. */
export interface CodeFacts {
  readonly code: string;
  /** HTTP statuses of the Error bodies with this code; empty for codes inside results. */
  readonly statuses: ReadonlySet<number>;
  /** True when a shared response carries it, so every operation can answer with it. */
  readonly shared: boolean;
  /** Operations whose error answers carry it. */
  readonly errors: readonly CodeUse[];
  /** Operations and schemas that report it inside a successful answer. */
  readonly results: readonly CodeUse[];
}

/** A service spec as read from `api/<route>/openapi.yaml`, unbundled. */
export interface SpecFile {
  readonly route: string;
  readonly doc: Json;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const CODE = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$|^[a-z]+$/;
/** Schemas that describe a failure inside a successful answer: a failed job, action or check. */
const ERROR_SCHEMA = /(?:Error|Issue)$/;

interface Facts {
  statuses: Set<number>;
  shared: boolean;
  errors: CodeUse[];
  results: CodeUse[];
}

class Catalogue {
  readonly codes = new Map<string, Facts>();

  private facts(code: string): Facts {
    const facts = this.codes.get(code) ?? {statuses: new Set<number>(), shared: false, errors: [], results: []};
    this.codes.set(code, facts);
    return facts;
  }

  /** A code in an error answer with `status`, of one operation or (`shared`) of every operation. */
  error(code: string, status: number, use: CodeUse | 'shared'): void {
    const facts = this.facts(code);
    facts.statuses.add(status);
    if (use === 'shared') facts.shared = true;
    else add(facts.errors, use);
  }

  /** A code reported inside a successful answer. */
  result(code: string, use: CodeUse): void {
    add(this.facts(code).results, use);
  }
}

function add(uses: CodeUse[], use: CodeUse): void {
  if (!uses.some((u) => u.route === use.route && u.anchor === use.anchor)) uses.push(use);
}

/** Error bodies (`status`, `code`, `message`) and failures (`code`, `message`) inside an example. */
function examples(node: unknown, found: (code: string, status?: number) => void): void {
  if (Array.isArray(node)) return node.forEach((child) => examples(child, found));
  if (!node || typeof node !== 'object') return;
  const object = node as Json;
  if (typeof object.code === 'string' && typeof object.message === 'string' && CODE.test(object.code)) {
    found(object.code, typeof object.status === 'number' ? object.status : undefined);
  }
  Object.values(object).forEach((child) => examples(child, found));
}

function examplesOf(response: Json): unknown[] {
  const json = ((response.content as Json | undefined)?.['application/json'] ?? {}) as Json;
  const named = Object.values((json.examples ?? {}) as Record<string, Json>).map((e) => e.value);
  return [json.example, ...named].filter((e) => e !== undefined);
}

/** Codes a schema's `code` property names: its example, enum values and codes quoted in its description. */
function schemaCodes(schema: Json): string[] {
  const property = ((schema.properties ?? {}) as Record<string, Json>).code;
  if (!property) return [];
  const quoted = [...String(property.description ?? '').matchAll(/`([a-z][a-z0-9_]*)`/g)].map((m) => m[1]!);
  const values = [property.example, ...((property.enum ?? []) as unknown[]), ...quoted];
  return [...new Set(values.filter((v): v is string => typeof v === 'string' && CODE.test(v)))];
}

/**
 * Every error code the specs use, with its HTTP statuses and where it appears. `shared` is
 * `api/_shared/components.yaml`, whose responses every operation can give.
 */
export function collectCodes(shared: Json, specs: readonly SpecFile[]): CodeFacts[] {
  const catalogue = new Catalogue();
  const sharedResponses = ((shared.components as Json).responses ?? {}) as Record<string, Json>;
  for (const response of Object.values(sharedResponses)) {
    examplesOf(response).forEach((e) => examples(e, (code, status) => catalogue.error(code, status ?? 0, 'shared')));
  }
  for (const {route, doc} of specs) {
    const local = (((doc.components as Json | undefined)?.responses ?? {}) as Record<string, Json>) ?? {};
    for (const item of Object.values((doc.paths ?? {}) as Record<string, Json>)) {
      for (const method of METHODS.filter((m) => item[m])) {
        const operation = item[method] as Json;
        const use = {route, anchor: String(operation.operationId), label: String(operation.operationId)};
        for (const [status, raw] of Object.entries((operation.responses ?? {}) as Record<string, Json>)) {
          const ref = typeof raw.$ref === 'string' ? raw.$ref : '';
          const response = ref.startsWith('#/components/responses/') ? (local[ref.split('/').pop()!] ?? {}) : raw;
          examplesOf(response).forEach((e) =>
            examples(e, (code, own) =>
              status.startsWith('2') ? catalogue.result(code, use) : catalogue.error(code, own ?? Number(status), use),
            ),
          );
        }
      }
    }
    const schemas = ((doc.components as Json | undefined)?.schemas ?? {}) as Record<string, Json>;
    for (const [name, schema] of Object.entries(schemas).filter(([n]) => ERROR_SCHEMA.test(n))) {
      for (const code of schemaCodes(schema)) catalogue.result(code, {route, anchor: `schema-${name}`, label: name});
    }
  }
  return [...catalogue.codes]
    .map(([code, facts]) => ({code, ...facts}))
    .sort((a, b) => Math.min(...a.statuses, 999) - Math.min(...b.statuses, 999) || a.code.localeCompare(b.code));
}
