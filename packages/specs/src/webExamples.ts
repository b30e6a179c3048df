import {BaseResolver, type Document, type Source} from '@redocly/openapi-core';

/** Where an example's web address waits while Redocly bundles the files. */
const ASIDE = 'x-energy-xrm-external-value';
const WEB = /^https?:\/\//i;

/** Moves `from` to `to` on every object of the tree that holds a web address under `from`. */
function move(node: unknown, from: string, to: string, seen: Set<object>): void {
  if (typeof node !== 'object' || node === null || seen.has(node)) return;
  seen.add(node);
  const record = node as Record<string, unknown>;
  const value = record[from];
  if (typeof value === 'string' && WEB.test(value)) {
    record[to] = value;
    delete record[from];
  }
  for (const child of Object.values(record)) move(child, from, to, seen);
}

/**
 * Redocly fetches an example's `externalValue` while bundling, as if it were a `$ref`, and fails the
 * whole spec when it cannot: a spec written elsewhere with an example on the web did not load
 * without a network, and with one the build depended on another site. The reference shows such an
 * example as its link (plugins/api-reference/model/media.ts), so this resolver sets web addresses
 * aside in every file it reads (an object with a string `externalValue` is an Example object, the
 * test Redocly itself uses), and `restoreWebExamples` puts them back in the bundle. An example in a
 * local file is still read into the bundle.
 */
export class WebExamplesAside extends BaseResolver {
  override parseDocument(source: Source, isRoot?: boolean): Document {
    const document = super.parseDocument(source, isRoot);
    move(document.parsed, 'externalValue', ASIDE, new Set());
    return document;
  }
}

/** The bundle with each example's web address back under `externalValue`. */
export function restoreWebExamples(bundled: unknown): void {
  move(bundled, ASIDE, 'externalValue', new Set());
}
