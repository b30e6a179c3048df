import {LANGUAGE_TAB_GROUP} from '../../../../config/languages';
import {cls, operationIds} from '../../hooks';
import type {ExampleModel, OperationModel, ResponseModel} from '../../model/types';
import {codeSamples, type CodeSample} from '../samples';
import {codeBlock, statusHtml, tabs} from './blocks';
import {escapeHtml} from './escape';

/** An operation's right panel, apart from Try it: request samples, the body example, response samples. */

/** The service an operation belongs to, as its samples need it. */
export interface SampleService {
  readonly route: string;
  /** Whether the project's TypeScript SDK covers the service (it does not cover imported specs). */
  readonly sdk: boolean;
}

/** The samples of an operation; a failure names the operation, as every renderer's does. */
export function operationSamples(service: SampleService, op: OperationModel): CodeSample[] {
  try {
    return codeSamples(service.route, op.request, service.sdk);
  } catch (error) {
    throw new Error(
      `${op.method.toUpperCase()} ${op.path} (#${op.id}) of /api/${service.route}: ${(error as Error).message}`,
      {
        cause: error,
      },
    );
  }
}

export function samplesHtml(service: SampleService, op: OperationModel): string {
  const samples = operationSamples(service, op);
  const generated = samples.map((s) => ({
    key: s.language,
    labelHtml: escapeHtml(s.label),
    html: codeBlock(s.code, `${s.label} sample`, s.language),
  }));
  // The spec's own samples (x-codeSamples) sit beside the generated ones, under their own labels;
  // a label a generated tab already has ("cURL" beside "curl") says the sample is the spec's.
  const taken = new Set(samples.flatMap((s) => [s.language.toLowerCase(), s.label.toLowerCase()]));
  const vendor = op.vendorSamples.map((s, i) => ({
    key: `spec-${i + 1}`,
    labelHtml: escapeHtml(taken.has(s.label.toLowerCase()) ? `${s.label} (spec)` : s.label),
    html: codeBlock(s.code, `${s.label} sample from the spec`, s.language),
  }));
  const panels = [...generated, ...vendor];
  return `<h4>Request sample</h4>${tabs(operationIds(op.id).samples, 'Request sample language', panels, LANGUAGE_TAB_GROUP)}`;
}

export function examplesHtml(title: string, examples: readonly ExampleModel[], id: string): string {
  if (examples.length === 0) return '';
  const language = (e: ExampleModel) => (e.format === 'text' ? 'text' : 'json');
  if (examples.length === 1)
    return `<h4>${escapeHtml(title)}</h4>${codeBlock(examples[0]!.json, title, language(examples[0]!))}`;
  const panels = examples.map((e, i) => ({
    key: String(i),
    labelHtml: escapeHtml(e.label),
    html: codeBlock(e.json, `${title}: ${e.label}`, language(e)),
  }));
  return `<h4>${escapeHtml(title)}</h4>${tabs(id, title, panels)}`;
}

/** Where a status stands among the responses: successes first, then redirects, client and server errors. */
const statusRank = (status: string): number => {
  const rank = {'2': 0, '1': 1, '3': 1, '4': 2, '5': 3}[status.charAt(0)];
  return rank ?? 4;
};

/** The responses in the order a reader looks for them: the success first, `default` last. */
export const orderedResponses = (responses: readonly ResponseModel[]): ResponseModel[] =>
  [...responses].sort((a, b) => statusRank(a.status) - statusRank(b.status) || a.status.localeCompare(b.status));

/**
 * The response examples, one tab per status, several examples of one status one below the other.
 * A success without a body (204) has a tab that says so, so the first tab is never an error.
 */
export function responseSamplesHtml(op: OperationModel): string {
  const panels = orderedResponses(op.responses).flatMap(({status, bodies}) => {
    const examples = bodies.flatMap((body) =>
      body.examples.map((e) => ({...e, label: bodies.length > 1 ? `${body.mediaType}: ${e.label}` : e.label})),
    );
    if (examples.length === 0) {
      const binary = bodies.find((body) => body.kind === 'binary');
      const note = binary ? `A <code>${escapeHtml(binary.mediaType)}</code> file` : 'No content';
      return status.startsWith('2') || binary
        ? [{key: status, labelHtml: statusHtml(status), html: `<p class="${cls.noContent}">${note}</p>`}]
        : [];
    }
    const several = examples.length > 1;
    const html = examples
      .map(
        (e) =>
          `${several ? `<p class="${cls.exampleLabel}">${escapeHtml(e.label)}</p>` : ''}${codeBlock(e.json, `Response ${status}: ${e.label}`, e.format === 'text' ? 'text' : 'json')}`,
      )
      .join('');
    return [{key: status, labelHtml: statusHtml(status), html}];
  });
  if (panels.length === 0) return '';
  return `<h4>Response samples</h4>${tabs(operationIds(op.id).responses, 'Response status', panels)}`;
}
