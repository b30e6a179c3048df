import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {bundleSpecFile} from '@energy-xrm/specs';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {buildReference, type OpenApiDocument} from '../../plugins/api-reference/model/buildReference';
import {operationSamples} from '../../plugins/api-reference/render/html/samplesHtml';
import {referenceHtml} from '../../plugins/api-reference/render/html/referenceHtml';
import {referenceMarkdown} from '../../plugins/api-reference/render/markdown';
import {searchDocuments} from '../../plugins/api-reference/render/searchDocuments';
import {tryItRecords} from '../../plugins/api-reference/render/tryItRecords';
import {EDGE_SPECS} from '../fixtures/edgeSpecs';

// Valid specs in shapes the corpus does not hold, each through the loader, the model and every
// renderer, as the build takes a spec written elsewhere. Each found a defect when it was written:
// a 3.1 path item kept in components showed no operation, a pointer into a component's `$defs`
// failed the build, an example on the web failed the loader, FastAPI's optional fields read as
// "anyOf", mutual TLS read as an undefined scheme.

const dir = mkdtempSync(path.join(tmpdir(), 'edge-specs-'));

describe('a spec written elsewhere in a shape the corpus lacks', () => {
  Object.entries(EDGE_SPECS).forEach(([name, raw], index) => {
    it(`${name}: loads and renders every operation and webhook`, async () => {
      const file = path.join(dir, `spec-${index}.json`);
      writeFileSync(file, JSON.stringify(raw));
      const document = (await bundleSpecFile(file, {
        root: dir,
        refuseUnsafeLinks: false,
      })) as unknown as OpenApiDocument;
      const reference = buildReference({route: `edge-${index}`, imported: true}, document, false);
      const html = referenceHtml(reference, {inline: true});
      const markdown = referenceMarkdown(reference, {siteUrl: 'https://devcenter.energy-xrm.example'});
      const operations = reference.tags.flatMap((tag) => tag.operations);
      const $ = load(html);
      for (const operation of operations) expect($(`section[id="${operation.id}"]`)).toHaveLength(1);
      for (const webhook of reference.webhooks) expect($(`section[id="${webhook.anchor}"]`)).toHaveLength(1);
      expect(operations.length + reference.webhooks.length).toBeGreaterThan(0);
      expect(tryItRecords(reference)).not.toBe('');
      expect(searchDocuments(reference).length).toBeGreaterThan(0);
      for (const operation of operations)
        expect(operationSamples({route: reference.route, sdk: false}, operation)).not.toEqual([]);
      expect(html).not.toMatch(/<script|<iframe|<img|onerror=|javascript:/i);
      // A heading's only other text is its `#` link.
      const blank = $('h2, h3').filter((_, heading) => $(heading).text().replace(/#$/, '').trim() === '');
      expect(blank).toHaveLength(0);
      expect(markdown).not.toMatch(/`anyOf`|`any` \(nullable\)/);
    });
  });
});
