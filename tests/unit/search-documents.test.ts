import {describe, expect, it} from 'vitest';
import type {ServiceEntry} from '@energy-xrm/specs';
import {buildReference, type OpenApiDocument} from '../../plugins/api-reference/model/buildReference';
import {searchDocuments} from '../../plugins/api-reference/render/searchDocuments';
import {extractSections} from '../../plugins/search/extractSections';
import path from 'node:path';
import {parseQuery, tokenize} from '@energy-xrm/search-engine';
import {readSynonyms} from '../../plugins/search/synonyms';

/** The terms a query searches for the reader's own words (not their German stems or synonyms). */
const queryTerms = (query: string): string[] =>
  parseQuery(query)
    .terms.filter(({weight}) => weight === 1)
    .map(({term}) => term);

const service: ServiceEntry = {
  route: 'order',
  specName: 'order',
  title: 'Order API',
  description: 'Orders and their line items.',
  domain: 'Commerce and billing',
};

const spec: OpenApiDocument = {
  info: {title: 'Order API', version: '1.0.0', description: 'Create orders and change their **line items**.'},
  servers: [{url: 'https://order.api.energy-xrm.example'}],
  tags: [{name: 'Line items', description: 'The products of an order.'}],
  paths: {
    '/v1/order/orders/{orderId}/line-items': {
      post: {
        operationId: 'addLineItem',
        summary: 'Add a line item',
        description: 'Adds a product to a `draft` order.',
        tags: ['Line items'],
        parameters: [{name: 'orderId', in: 'path', required: true, schema: {type: 'string'}}],
        requestBody: {content: {'application/json': {schema: {$ref: '#/components/schemas/LineItemInput'}}}},
        responses: {
          '201': {
            description: 'Added.',
            content: {'application/json': {schema: {$ref: '#/components/schemas/LineItem'}}},
          },
        },
      },
    },
  },
  components: {
    schemas: {
      LineItemInput: {type: 'object', properties: {product_id: {type: 'string'}, quantity: {type: 'number'}}},
      LineItem: {
        description: 'A line item with its computed amounts.',
        type: 'object',
        properties: {id: {type: 'string'}},
      },
    },
  },
};

describe('REST search documents', () => {
  const documents = searchDocuments(buildReference(service, spec, false));
  const byRoute = new Map(documents.map((document) => [document.sectionRoute, document]));

  it('gives every operation its own document at its anchor, titled by its summary', () => {
    const operation = byRoute.get('/api/order#addLineItem');
    expect(operation).toMatchObject({
      title: 'Add a line item',
      sectionTitle: 'Add a line item',
      pageTitle: 'Order API',
      kind: 'post',
      path: '/v1/order/orders/{orderId}/line-items',
      service: 'Order API',
    });
    // Description as words, the path, the parameter and the body field names.
    for (const word of ['draft', '/v1/order/orders/{orderId}/line-items', 'orderId', 'product_id', 'quantity']) {
      expect(operation?.content).toContain(word);
    }
    expect(operation?.content).not.toContain('`');
  });

  it('gives every schema and tag section a document, and the service one for its page', () => {
    expect(byRoute.get('/api/order#schema-LineItem')).toMatchObject({
      title: 'LineItem',
      kind: 'schema',
      service: 'Order API',
    });
    expect(byRoute.get('/api/order#schema-LineItem')?.content).toContain('computed amounts');
    expect(byRoute.get('/api/order#tag-line-items')).toMatchObject({title: 'Line items', kind: 'tag'});
    expect(byRoute.get('/api/order')?.content).toBe('Create orders and change their line items.');
    expect(documents).toHaveLength(5);
  });
});

const page = (body: string, classes = 'docs-wrapper docs-doc-page', tag = 'docs-default-current') =>
  `<html class="${classes}"><head><meta name="docusaurus_tag" content="${tag}"><title>T</title></head><body>${body}</body></html>`;

describe('guide sections from built pages', () => {
  const guide = page(`<main><article><nav class="theme-doc-breadcrumbs">Home</nav><div class="markdown">
    <header><h1>Webhooks</h1></header><p>Deliveries go out as <code>POST</code> requests.</p>
    <h2 id="verify-signatures">Verify signatures<a class="hash-link" href="#verify-signatures">#</a></h2><p>Compute the HMAC.</p>
    <div class="codeBlock"><span class="token-line">const a</span><span class="token-line">= 1</span><button>Copy</button></div>
    <h3 id="rotate">Rotate the secret</h3><ul><li>one</li><li>two</li></ul></div></article></main>`);

  it('gives the intro and every h2/h3 section its own document with its anchor', () => {
    const parsed = extractSections(guide, '/docs/webhooks');
    expect(parsed?.tag).toBe('docs-default-current');
    expect(parsed?.documents.map((document) => [document.sectionRoute, document.sectionTitle])).toEqual([
      ['/docs/webhooks', 'Webhooks'],
      ['/docs/webhooks#verify-signatures', 'Verify signatures'],
      ['/docs/webhooks#rotate', 'Rotate the secret'],
    ]);
    const [intro, verify, rotate] = parsed!.documents;
    expect(intro?.content).toBe('Deliveries go out as POST requests.');
    expect(verify).toMatchObject({
      content: 'Compute the HMAC. const a = 1',
      pageTitle: 'Webhooks',
      parentCategories: 'Webhooks',
      type: 'docs',
    });
    expect(rotate?.content).toBe('one two');
  });

  it("searches the page's description with its top document, beside its title, unless the intro already says it", () => {
    const described = (description: string, intro: string) =>
      extractSections(
        page(`<article><div class="markdown"><header><h1>Switching deadlines</h1></header><p>${intro}</p>
          <h2 id="rules">The rules</h2><p>Six rules.</p></div></article>`).replace(
          '<title>',
          `<meta name="description" content="${description}"><title>`,
        ),
        '/docs/deadlines/intro',
      )?.documents.map(({title, parentCategories, content}) => [title, parentCategories, content]);
    expect(described('Deadlines under GPKE and GeLi Gas.', 'When a customer signs.')).toEqual([
      ['Switching deadlines', 'Deadlines under GPKE and GeLi Gas.', 'When a customer signs.'],
      ['The rules', 'Switching deadlines', 'Six rules.'],
    ]);
    expect(described('When a customer signs.', 'When a customer signs.')?.[0]).toEqual([
      'Switching deadlines',
      '',
      'When a customer signs.',
    ]);
  });

  it('labels GraphQL reference pages with their kind', () => {
    const html = page(
      '<article><div class="markdown"><header><h1>SharingPartnerInput</h1></header><p>Names a partner.</p></div></article>',
    );
    const parsed = extractSections(html, '/graphql/sharing/inputs/sharing-partner-input');
    expect(parsed?.documents[0]).toMatchObject({
      kind: 'input',
      service: 'GraphQL',
      sectionTitle: 'SharingPartnerInput',
    });
  });

  it('indexes other pages as one document and skips lists and pages without a tag', () => {
    const home = extractSections(
      page('<main><h1>Dev Center</h1><p>Build on the platform.</p></main>', 'plugin-pages', 'default'),
      '/',
    );
    expect(home?.documents).toEqual([
      expect.objectContaining({
        sectionTitle: 'Dev Center',
        sectionRoute: '/',
        type: 'other',
        content: 'Dev Center Build on the platform.',
      }),
    ]);
    expect(extractSections(page('<main>Posts</main>', 'blog-list-page plugin-blog', 'default'), '/blog')).toBeNull();
    expect(extractSections('<html><body>Redirecting</body></html>', '/old')).toBeNull();
  });
});

describe('terms', () => {
  it('splits identifiers into their words and keeps the whole name', () => {
    expect(tokenize('SharingPartnerInput')).toEqual(['SharingPartnerInput', 'Sharing', 'Partner', 'Input']);
    expect(tokenize('getJWKS tiered_flatfee')).toEqual([
      'getJWKS',
      'get',
      'JWKS',
      'tiered_flatfee',
      'tiered',
      'flatfee',
    ]);
    expect(queryTerms('SharingPartnerInput')).toEqual(expect.arrayContaining(queryTerms('sharing partner input')));
  });

  it('indexes a title identifier by its words only, so its first word does not also match it as a prefix', () => {
    expect(tokenize('PartnerUser', 'title')).toEqual(['Partner', 'User']);
    expect(tokenize('Partner users', 'title')).toEqual(['Partner', 'users']);
    expect(tokenize('PartnerUser', 'content')).toEqual(['PartnerUser', 'Partner', 'User']);
  });

  it('treats wildcard and query syntax as separators, so a query cannot grow into a pattern', () => {
    expect(queryTerms('*e*e*e*e*')).toEqual([]);
    expect(queryTerms('*ab*ab*ab*')).toEqual(['ab']);
    expect(queryTerms('title: +-~*^:')).toEqual(['titl']);
    expect(queryTerms('how do I verify the webhook signatures')).toEqual(['verifi', 'webhook', 'signatur']);
  });
});

/** Every term a query searches, the synonyms of the site's own synonyms.yaml included. */
async function withSynonyms(): Promise<(query: string) => string[]> {
  const synonyms = await readSynonyms(path.join(__dirname, '../../plugins/search/synonyms.yaml'));
  return (query) => parseQuery(query, synonyms).terms.map(({term}) => term);
}

describe('German market words', () => {
  it('also search for the English words the documentation uses (synonyms.yaml)', async () => {
    const all = await withSynonyms();
    expect(all('Zählerstand')).toEqual(expect.arrayContaining(queryTerms('meter reading')));
    expect(all('Lieferantenwechsel Frist')).toEqual(
      expect.arrayContaining(['lieferantenwechsel', ...queryTerms('supplier switch deadline')]),
    );
  });
});

describe("everyday English for the platform's actions", () => {
  it('also searches the action the operations are named by, for a phrase that means it', async () => {
    const all = await withSynonyms();
    expect(all('call off an order')).toEqual(expect.arrayContaining(queryTerms('cancel')));
    expect(all('kill a token')).toEqual(expect.arrayContaining(queryTerms('revoke')));
    expect(all('several pdfs into one')).toEqual(expect.arrayContaining(queryTerms('merge')));
  });

  it('leaves a common verb alone outside the phrase that pins it down', async () => {
    const all = await withSynonyms();
    expect(all('put a file')).toEqual(expect.arrayContaining(queryTerms('upload')));
    expect(all('put request headers')).not.toEqual(expect.arrayContaining(queryTerms('upload')));
  });
});
