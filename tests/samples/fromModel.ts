import type {OperationModel, ServiceReference} from '../../plugins/api-reference/model/types';
import {operationSamples, orderedResponses} from '../../plugins/api-reference/render/html/samplesHtml';
import {uploadedFiles} from '../../plugins/api-reference/render/sampleFiles';
import type {RunnableSample} from './check';

/** The operations of a reference whose samples run, and those that cannot say whether they worked. */
export interface ModelSamples {
  readonly samples: RunnableSample[];
  /** `operation: reason` for each operation left out by rule (the spec documents no success). */
  readonly unchecked: string[];
}

/**
 * Why an operation's samples have no success status to be checked against, if they have none: the
 * page lists responses success first, so the first one tells.
 */
function noSuccess(op: OperationModel): string | undefined {
  const first = orderedResponses(op.responses)[0]?.status;
  if (first === undefined) return 'the spec documents no response (OpenAPI 3.1 allows that)';
  if (!/^2\d\d$/.test(first)) return `the spec documents no success response (the first is ${first})`;
  return undefined;
}

/**
 * The samples of every operation of a reference, rendered from its model by the renderer the
 * page's HTML uses (no SDK sample: an imported service has none), each pointed at a mock by
 * replacing the server the sample calls (origin and base path: Prism serves the spec's paths at
 * its root), and nothing else.
 */
export function samplesOfModel(reference: ServiceReference, skip: ReadonlyMap<string, string>): ModelSamples {
  const samples: RunnableSample[] = [];
  const unchecked: string[] = [];
  for (const op of reference.tags.flatMap((tag) => tag.operations)) {
    const reason = skip.get(op.id) ?? noSuccess(op);
    if (reason) {
      unchecked.push(`${op.id}: ${reason}`);
      continue;
    }
    const server = op.tryIt.servers[0];
    const expectedStatus = Number(orderedResponses(op.responses)[0]!.status);
    for (const sample of operationSamples({route: reference.route, sdk: false}, op)) {
      if (sample.language === 'typescript') continue;
      if (server === undefined || !sample.code.includes(server)) {
        throw new Error(`${reference.route} › ${op.id} › ${sample.language}: the sample does not call ${server}`);
      }
      samples.push({
        where: `${reference.route} › ${op.id} › ${sample.language}`,
        language: sample.language,
        expectedStatus,
        pointedAt: (origin) => sample.code.split(server).join(origin),
        sendsCredentials: op.request.auth.kind !== 'none',
        ...(op.request.auth.kind === 'apiKey' && {apiKeyHeader: op.request.auth.header}),
        files: uploadedFiles(op.request),
      });
    }
  }
  return {samples, unchecked};
}
