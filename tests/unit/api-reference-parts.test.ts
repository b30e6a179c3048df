import {bundleService, bundleSpecFile, corpusSpecs, services} from '@energy-xrm/specs';
import {load} from 'cheerio';
import {beforeAll, describe, expect, it} from 'vitest';
import {buildReference, type OpenApiDocument} from '../../plugins/api-reference/model/buildReference';
import type {ServiceReference} from '../../plugins/api-reference/model/types';
import {referenceParts, type OutputFile} from '../../plugins/api-reference/render/html/parts';
import {MODELS_PER_PART, referenceHtml} from '../../plugins/api-reference/render/html/referenceHtml';
import {serviceMarkdown} from '../../plugins/api-reference/render/markdown';

const SITE = {siteUrl: 'https://devcenter.energy-xrm.example'};

/** The ids of the elements of some HTML, in document order. */
const idsOf = (html: string): string[] => {
  const $ = load(html);
  return $('[id]')
    .toArray()
    .map((element) => $(element).attr('id')!);
};

/** The biggest of the platform's own services: the one the budgets of issue #20 name. */
async function reference(route: string): Promise<ServiceReference> {
  const service = services.find((entry) => entry.route === route)!;
  return buildReference(service, (await bundleService(service)) as unknown as OpenApiDocument, false);
}

// Rendering a whole service twice takes seconds on a loaded 2-core machine.
describe('a reference page and its parts', {timeout: 60_000}, () => {
  let entity: ServiceReference;
  let page: string;
  let parts: OutputFile[];
  beforeAll(async () => {
    entity = await reference('entity');
    page = referenceHtml(entity);
    parts = referenceParts(entity, serviceMarkdown(entity, SITE), SITE.siteUrl);
  });
  const operations = () => entity.tags.flatMap((tag) => tag.operations);
  const part = (url: string) => parts.find((file) => file.url === url)?.content ?? '';

  it("keeps every operation's heading, method, path and summary in the page", () => {
    const $ = load(page);
    for (const op of operations()) {
      const section = $(`section#${op.id}`);
      expect(section.find('h3').text()).toContain(op.summary.replace(/[`*_]/g, ''));
      expect(section.find('.apiref-endpoint').text()).toContain(op.method.toUpperCase());
      expect(section.find('.apiref-endpoint code').text()).toBe(op.path);
    }
  });

  it('leaves the data models to part files of up to MODELS_PER_PART each, named on an element that lists their anchors', () => {
    const $ = load(page);
    const groups = $('.apiref-schema-group').toArray();
    expect(groups).toHaveLength(Math.ceil(entity.schemas.length / MODELS_PER_PART));
    expect($('.apiref-schema-entry')).toHaveLength(0);
    const listed = groups.flatMap((group, index) => {
      const url = $(group).attr('data-part')!;
      expect(url).toBe(`/api/entity/parts/models/${index + 1}.html`);
      const anchors = $(group).attr('data-part-anchors')!.split(' ');
      expect(anchors.length).toBeLessThanOrEqual(MODELS_PER_PART);
      const $part = load(part(url));
      for (const anchor of anchors) {
        const schema = entity.schemas.find((entry) => entry.anchor === anchor)!;
        expect($part(`section#${anchor} h3`).text()).toContain(schema.name);
        // Each entry comes with its fields: no further part to fetch.
        expect($part(`section#${anchor}`).attr('data-part')).toBeUndefined();
      }
      return anchors;
    });
    expect(listed).toEqual(entity.schemas.map((schema) => schema.anchor));
  });

  it('leaves the details of all but the first operations to their part files, with a Markdown link', () => {
    const [first, second, third] = operations();
    const $ = load(page);
    for (const op of [first!, second!]) {
      expect($(`#${op.id}`).attr('data-part')).toBeUndefined();
      expect($(`[id="${op.id}-samples-tab-curl"]`)).toHaveLength(1);
    }
    const deferred = $(`#${third!.id}`);
    expect(deferred.attr('data-part')).toBe(`/api/entity/parts/${third!.id}.html`);
    expect($(`[id="${third!.id}-samples-tab-curl"]`)).toHaveLength(0);
    expect(deferred.html()).toContain(
      `<noscript><p><a href="/api/entity/parts/${third!.id}.md">This operation's parameters, responses and samples as Markdown</a></p></noscript>`,
    );
    expect(part(`/api/entity/parts/${third!.id}.html`)).toContain(`id="${third!.id}-samples-tab-curl"`);
  });

  it('gives an operation its Copy button with its details: in the page for the first, in the part for the rest', () => {
    const [first, , third] = operations();
    const $ = load(page);
    const copy = (id: string) => `[data-copy-operation="${id}"]`;
    expect($(`#${first!.id} > .apiref-middle > .apiref-endpoint ${copy(first!.id)}`).text()).toBe(
      'Copy operation as Markdown',
    );
    expect($(copy(third!.id))).toHaveLength(0);
    const $part = load(part(`/api/entity/parts/${third!.id}.html`));
    expect($part(`[data-slot="endpoint"] > ${copy(third!.id)}`).text()).toBe('Copy operation as Markdown');
    // The page with everything inline has it where the part puts it, once per operation.
    const whole = load(referenceHtml(entity, {inline: true}));
    expect(whole(`#${third!.id} .apiref-endpoint > ${copy(third!.id)}`)).toHaveLength(1);
    expect(whole('[data-copy-operation]')).toHaveLength(operations().length);
  });

  it('loses nothing: the page and its parts hold every element id of the whole page, once', () => {
    const whole = idsOf(referenceHtml(entity, {inline: true}));
    const split = new Set([
      ...idsOf(page),
      ...parts.filter((f) => f.url.endsWith('.html')).flatMap((f) => idsOf(f.content)),
    ]);
    expect(whole.filter((id) => !split.has(id))).toEqual([]);
    expect(split.size).toBe(whole.length);
  });

  it("writes each part's Markdown: the operation's own section, naming the page it belongs to", () => {
    const markdown = serviceMarkdown(entity, SITE);
    for (const op of operations()) {
      const text = part(`/api/entity/parts/${op.id}.md`);
      expect(text.startsWith(`From the ${entity.title} reference: ${SITE.siteUrl}/api/entity\n\n`)).toBe(true);
      expect(text).toContain(markdown.operations[op.id]!);
    }
  });

  it('makes the first page load of the largest platform service a fraction of the whole page', () => {
    const whole = referenceHtml(entity, {inline: true});
    expect(page.length).toBeLessThan(whole.length / 4);
  });
});

describe('a deep link into a part', {timeout: 60_000}, () => {
  it("names the callbacks' anchors on their operation's section, so a link to one loads it", async () => {
    const spec = corpusSpecs().find((entry) => entry.route === 'feature-3-0-callbacks')!;
    const document = (await bundleSpecFile(spec.file, {refuseUnsafeLinks: false})) as unknown as OpenApiDocument;
    const ref = buildReference({route: spec.route, imported: true}, document, false);
    const withCallbacks = ref.tags.flatMap((tag) => tag.operations).filter((op) => op.callbacks.length > 0);
    expect(withCallbacks.length).toBeGreaterThan(0);
    const html = referenceHtml(ref);
    const $ = load(html);
    for (const op of withCallbacks) {
      const section = $(`section#${op.id}`);
      const anchors = op.callbacks.flatMap((c) => c.requests.map((r) => r.anchor));
      if (section.attr('data-part')) expect(section.attr('data-part-anchors')!.split(' ')).toEqual(anchors);
      else for (const anchor of anchors) expect($(`[id="${anchor}"]`)).toHaveLength(1);
    }
  });
});
