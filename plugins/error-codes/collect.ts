import type {ServiceReference} from '../api-reference/model/types';

/** One place a code is used: an operation of a service, or a schema whose `code` field holds it. */
export interface CodeUse {
  readonly route: string;
  /** `#operationId` or `#schema-<Name>` on the service's reference page. */
  readonly anchor: string;
  readonly label: string;
}

/** What the catalogue keeps of one service's reference model: its codes, not the model itself. */
export interface ServiceCodes {
  readonly route: string;
  readonly title: string;
  readonly operationCount: number;
  /** A code in an error answer (with its status) or reported inside a successful one (`status` undefined). */
  readonly uses: readonly {readonly code: string; readonly status?: number; readonly use: CodeUse}[];
}

/** Everything the specs say about one error code. */
export interface CodeFacts {
  readonly code: string;
  /** HTTP statuses of the Error bodies with this code; empty for codes inside results. */
  readonly statuses: ReadonlySet<number>;
  /** Operations whose error answers carry it. */
  readonly errors: readonly CodeUse[];
  /** Operations and schemas that report it inside a successful answer. */
  readonly results: readonly CodeUse[];
}

/**
 * Schemas that describe a failure inside a successful answer: a failed job, action or check. The
 * shared `Error` body itself (in every bundled spec) is not one: its example code is only an example.
 */
const ERROR_SCHEMA = /.(?:Error|Issue)$/;

/**
 * The codes of one service, read from its reference model: the codes in each operation's response
 * examples (shared responses included, since the model resolves them), and the codes the failure
 * schemas name. A `2xx` example reports a failure inside a result; any other status ends a request.
 */
export function serviceCodes(reference: ServiceReference): ServiceCodes {
  const uses: ServiceCodes['uses'][number][] = [];
  for (const operation of reference.tags.flatMap((tag) => tag.operations)) {
    const use = {route: reference.route, anchor: operation.id, label: operation.id};
    for (const response of operation.responses) {
      for (const {code, status} of response.codes) {
        if (response.status.startsWith('2')) uses.push({code, use});
        else uses.push({code, status: status ?? Number(response.status), use});
      }
    }
  }
  for (const schema of reference.schemas.filter((entry) => ERROR_SCHEMA.test(entry.name))) {
    const use = {route: reference.route, anchor: schema.anchor, label: schema.name};
    for (const code of schema.codes) uses.push({code, use});
  }
  return {route: reference.route, title: reference.title, operationCount: reference.operationCount, uses};
}

interface Facts {
  statuses: Set<number>;
  errors: CodeUse[];
  results: CodeUse[];
}

function add(uses: CodeUse[], use: CodeUse): void {
  if (!uses.some((u) => u.route === use.route && u.anchor === use.anchor)) uses.push(use);
}

/** Every error code the services use, with its HTTP statuses and every operation that gives it. */
export function collectCodes(services: readonly ServiceCodes[]): CodeFacts[] {
  const codes = new Map<string, Facts>();
  for (const {code, status, use} of services.flatMap((service) => service.uses)) {
    const facts = codes.get(code) ?? {statuses: new Set<number>(), errors: [], results: []};
    codes.set(code, facts);
    if (status === undefined) add(facts.results, use);
    else {
      facts.statuses.add(status);
      add(facts.errors, use);
    }
  }
  return [...codes]
    .map(([code, facts]) => ({code, ...facts}))
    .sort((a, b) => Math.min(...a.statuses, 999) - Math.min(...b.statuses, 999) || a.code.localeCompare(b.code));
}
