import type {CodeUse, ServiceCodes} from '../api-reference/render/codes';

export type {CodeUse, ServiceCodes} from '../api-reference/render/codes';

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
