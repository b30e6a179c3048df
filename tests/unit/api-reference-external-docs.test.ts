import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {buildReference, type OpenApiDocument} from '../../plugins/api-reference/model/buildReference';
import {operationDetails} from '../../plugins/api-reference/render/html/operationHtml';
import {referenceHtml} from '../../plugins/api-reference/render/html/referenceHtml';
import {referenceMarkdown} from '../../plugins/api-reference/render/markdown';

// OpenAPI's `externalDocs`, at the document, a tag and an operation, as the Swagger petstore has them.
const doc = {
  info: {title: 'Petstore', version: '1.0.0'},
  externalDocs: {description: 'Find out more about Swagger', url: 'http://swagger.io'},
  tags: [
    {name: 'pet', description: 'Everything about your Pets', externalDocs: {url: 'https://example.com/pets'}},
    {name: 'store', description: 'Orders', externalDocs: {description: 'Store guide', url: 'javascript:alert(1)'}},
  ],
  paths: {
    '/pet': {
      post: {
        operationId: 'addPet',
        summary: 'Add a pet',
        tags: ['pet'],
        externalDocs: {description: 'How pets are *added*', url: 'https://example.com/pets/add'},
        responses: {'204': {description: 'Added.'}},
      },
    },
    '/store/order': {
      post: {
        operationId: 'placeOrder',
        summary: 'Place an order',
        tags: ['store'],
        responses: {'204': {description: 'Placed.'}},
      },
    },
  },
} as unknown as OpenApiDocument;
const reference = buildReference({route: 'petstore', imported: true}, doc, false);
const service = {route: 'petstore', sdk: false};

describe("a spec's documentation elsewhere (externalDocs)", () => {
  it('is linked under the description of the service, of a tag and of an operation', () => {
    const $ = load(referenceHtml(reference, {inline: true}));
    const link = (scope: string) => $(`${scope} .apiref-external-docs a`).first();
    expect(link('.apiref-intro').attr('href')).toBe('http://swagger.io');
    expect(link('.apiref-intro').text()).toBe('Find out more about Swagger');
    // A tag's link without a description shows its URL.
    expect(link('#tag-pet').text()).toBe('https://example.com/pets');
    const details = load(operationDetails(service, reference.tags[0]!.operations[0]!).inside);
    expect(details('.apiref-external-docs a').attr('href')).toBe('https://example.com/pets/add');
    expect(details('.apiref-external-docs a').text()).toBe('How pets are added');
  });

  it('is left out where its URL is not http or https', () => {
    expect(reference.tags.find((tag) => tag.name === 'store')?.externalDocs).toBeUndefined();
    const $ = load(referenceHtml(reference, {inline: true}));
    expect($('#tag-store .apiref-external-docs')).toHaveLength(0);
    expect($('a[href^="javascript"]')).toHaveLength(0);
  });

  it('is a link in the Markdown, in the same places', () => {
    const markdown = referenceMarkdown(reference, {siteUrl: 'https://devcenter.energy-xrm.example'});
    expect(markdown).toContain('[Find out more about Swagger](http://swagger.io)');
    expect(markdown).toContain(
      '## pet\n\nEverything about your Pets\n\n[https://example.com/pets](https://example.com/pets)',
    );
    expect(markdown).toContain('[How pets are added](https://example.com/pets/add)');
    expect(markdown).not.toContain('javascript:');
  });
});
