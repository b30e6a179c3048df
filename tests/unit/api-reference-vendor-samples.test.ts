import {load} from 'cheerio';
import {expect, it} from 'vitest';
import {buildReference, type OpenApiDocument} from '../../plugins/api-reference/model/buildReference';
import {samplesHtml} from '../../plugins/api-reference/render/html/samplesHtml';

// A spec's own samples (x-codeSamples) beside the generated ones: DigitalOcean's spec brings a
// "cURL" and a "Python" sample, and the tabs read "curl, JavaScript, Python, cURL, Python".
const doc = {
  openapi: '3.0.3',
  info: {title: 'Droplets', version: '2'},
  servers: [{url: 'https://cloud.example.com/v2'}],
  paths: {
    '/droplets': {
      get: {
        operationId: 'listDroplets',
        'x-codeSamples': [
          {lang: 'cURL', source: 'curl https://cloud.example.com/v2/droplets'},
          {lang: 'Python', source: 'client.droplets.list()'},
          {lang: 'Go', label: 'Go client', source: 'client.Droplets.List(ctx, nil)'},
        ],
        responses: {'200': {description: 'OK'}},
      },
    },
  },
} as unknown as OpenApiDocument;

it("labels a spec's sample whose language a generated tab already shows as the spec's, and keeps its code", () => {
  const reference = buildReference({route: 'droplets', imported: true}, doc, false);
  const op = reference.tags.flatMap((tag) => tag.operations)[0]!;
  const $ = load(samplesHtml({route: 'droplets', sdk: false}, op));
  const labels = $('[role="tab"]')
    .map((_, tab) => $(tab).text().trim())
    .get();
  expect(labels).toEqual(['curl', 'JavaScript', 'Python', 'cURL (spec)', 'Python (spec)', 'Go client']);
  expect(new Set(labels).size).toBe(labels.length);
  expect($.text()).toContain('client.droplets.list()');
});
