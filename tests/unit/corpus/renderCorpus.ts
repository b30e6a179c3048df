import {bundleSpecFile, HTTP_METHODS, type CorpusSpec} from '@energy-xrm/specs';
import {buildReference, type OpenApiDocument} from '../../../plugins/api-reference/model/buildReference';
import type {ServiceReference} from '../../../plugins/api-reference/model/types';
import {operationSamples} from '../../../plugins/api-reference/render/html/samplesHtml';
import {referenceHtml} from '../../../plugins/api-reference/render/html/referenceHtml';
import {referenceMarkdown} from '../../../plugins/api-reference/render/markdown';
import type {CodeSample} from '../../../plugins/api-reference/render/samples';
import {searchDocuments} from '../../../plugins/api-reference/render/searchDocuments';
import {tryItRecords} from '../../../plugins/api-reference/render/tryItRecords';
import type {IndexableDocument} from '../../../plugins/search/types';

/** Everything the site makes of one corpus spec: the model and each renderer's output. */
export interface RenderedSpec {
  readonly document: OpenApiDocument;
  readonly reference: ServiceReference;
  readonly html: string;
  readonly markdown: string;
  readonly tryIt: string;
  readonly search: readonly IndexableDocument[];
  readonly samples: readonly (readonly CodeSample[])[];
}

/** A corpus spec through the one loader and the model, as the build takes an imported service. */
export async function corpusReference(
  spec: CorpusSpec,
): Promise<{readonly document: OpenApiDocument; readonly reference: ServiceReference}> {
  const document = (await bundleSpecFile(spec.file, {refuseUnsafeLinks: false})) as unknown as OpenApiDocument;
  return {document, reference: buildReference({route: spec.route, imported: true}, document, false)};
}

/** Runs a corpus spec through the one loader, the model and every renderer, as the build does for an imported service. */
export async function renderCorpusSpec(spec: CorpusSpec): Promise<RenderedSpec> {
  const {document, reference} = await corpusReference(spec);
  const service = {route: spec.route, sdk: false};
  return {
    document,
    reference,
    html: referenceHtml(reference, {inline: true}),
    markdown: referenceMarkdown(reference, {siteUrl: 'https://devcenter.energy-xrm.example'}),
    tryIt: tryItRecords(reference),
    search: searchDocuments(reference),
    samples: reference.tags.flatMap((tag) => tag.operations.map((op) => operationSamples(service, op))),
  };
}

/** The operations a spec declares (path item × method), counted from the document itself. */
export function declaredOperations(document: OpenApiDocument): string[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    HTTP_METHODS.filter((method) => item && typeof item[method] === 'object').map((method) => `${method} ${path}`),
  );
}

/** The webhook requests a spec declares (name × method). */
export function declaredWebhooks(document: OpenApiDocument): number {
  return Object.values(document.webhooks ?? {}).reduce(
    (sum, item) => sum + HTTP_METHODS.filter((method) => item && typeof item[method] === 'object').length,
    0,
  );
}
