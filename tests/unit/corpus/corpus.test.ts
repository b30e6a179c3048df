import {CORPUS_DIR, corpusSpecs} from '@energy-xrm/specs';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {tagAnchor} from '../../../plugins/api-reference/model/anchors';
import {declaredOperations, declaredWebhooks, renderCorpusSpec} from './renderCorpus';

/**
 * Every spec of the corpus written elsewhere (../shared/corpus/openapi) goes through the loader,
 * the model and every renderer, as an imported service would, and comes out as a reader needs it.
 */
const specs = corpusSpecs();

describe('the OpenAPI corpus', () => {
  it(`holds the specs its README lists (${CORPUS_DIR})`, () => {
    const routes = specs.map((spec) => spec.route);
    for (const expected of ['museum-openapi', 'twilio-twilio-api-v2010', 'feature-3-1-webhooks', 'oai-petstore']) {
      expect(routes).toContain(expected);
    }
    expect(routes.some((route) => route.startsWith('digitalocean-'))).toBe(true);
  });
});

describe.each(specs)('corpus spec $route', (spec) => {
  it('renders every operation, schema and webhook once, and nothing a reader could not use', async () => {
    const out = await renderCorpusSpec(spec);
    const {reference, document} = out;
    const operations = reference.tags.flatMap((tag) => tag.operations);
    // Every operation of the spec is on the page exactly once, under a unique anchor.
    expect(operations.map((op) => `${op.method} ${op.path}`).sort()).toEqual(declaredOperations(document).sort());
    expect(new Set(reference.anchors).size).toBe(reference.anchors.length);
    const schemaNames = Object.keys(document.components?.schemas ?? {});
    expect(reference.schemas.map((s) => s.name).sort()).toEqual(schemaNames.sort());
    expect(reference.webhooks.length).toBe(declaredWebhooks(document));
    const $ = load(out.html);
    const ids = new Map<string, number>();
    $('[id]').each((_, el) => {
      const id = $(el).attr('id')!;
      ids.set(id, (ids.get(id) ?? 0) + 1);
    });
    expect(reference.anchors.filter((anchor) => ids.get(anchor) !== 1)).toEqual([]);
    // Documentation elsewhere that the spec points to is linked (externalDocs with an http(s) URL).
    const external = [document.externalDocs, ...(document.tags ?? []).map((tag) => tag.externalDocs)].flatMap((docs) =>
      docs?.url && /^https?:/.test(docs.url) ? [docs.url] : [],
    );
    for (const url of external) expect($(`.apiref-external-docs a[href="${url}"]`).length, url).toBeGreaterThan(0);
    // A tag the spec describes is on the page, operations or not: specs keep their introduction there.
    const described = (document.tags ?? []).filter(
      (tag) => typeof tag.description === 'string' && tag.description.trim(),
    );
    expect(described.filter((tag) => ids.get(tagAnchor(tag.name)) !== 1).map((tag) => tag.name)).toEqual([]);
    // Nothing that reads as a rendering bug: stringified objects, undefined types, empty type cells.
    const text = $('body').text();
    expect(text).not.toContain('[object Object]');
    expect(out.markdown).not.toContain('[object Object]');
    const types = $('.apiref-type')
      .toArray()
      .map((el) => $(el).text().trim());
    expect(types.filter((type) => type === '' || /\bundefined\b/.test(type))).toEqual([]);
    // A link the spec wrote in HTML is a link (or its text), never markup shown as text.
    expect(text).not.toMatch(/<a href=|<\/a>/);
    // Samples: a path placeholder stays readable, never percent-encoded.
    for (const sample of out.samples.flat()) {
      expect(sample.code, sample.label).not.toMatch(/%7B|%7D|\[object Object\]/);
    }
    expect(Object.keys(JSON.parse(out.tryIt) as object).sort()).toEqual(operations.map((op) => op.id).sort());
    const routes = new Set(out.search.map((d) => d.sectionRoute));
    for (const op of operations) expect(routes.has(`${reference.urls.page}#${op.id}`), op.id).toBe(true);
  }, 180_000);
});
