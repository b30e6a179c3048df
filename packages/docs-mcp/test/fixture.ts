import {mkdtempSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {
  writeDocsData,
  type JsonObject,
  type OperationData,
  type PageInput,
  type SchemaData,
  type ServiceInput,
} from '../src/build-data.js';

export const SITE = 'https://docs.example';

const page = (pagePath: string, title: string, section: string, markdown: string): PageInput => ({
  path: pagePath,
  url: `${SITE}${pagePath}`,
  markdownUrl: `${SITE}${pagePath}.md`,
  title,
  summary: `About ${title.toLowerCase()}.`,
  section,
  markdown,
});

export const pages: PageInput[] = [
  page(
    '/docs/webhooks',
    'Webhooks',
    'guides',
    '# Webhooks\n\nCanonical URL: https://docs.example/docs/webhooks\n\nSubscribe to events.\n\n## Verify the signature\n\nCompute an HMAC over the raw body with your signing secret and compare it in constant time.\n\n```js\n## not a heading\ncreateHmac("sha256", secret);\n```\n\n### Retries\n\nFailed deliveries are retried with backoff for 24 hours.\n',
  ),
  page(
    '/docs/auth',
    'Access tokens',
    'guides',
    '# Access tokens\n\nCreate a token in the portal.\n\n## Rotate tokens\n\nRotate every year.\n',
  ),
  {
    ...page(
      '/api/orders',
      'Order API',
      'rest',
      '# Order API\n\n## Orders\n\n### Get an order\n\nReturns one order.\n\n### Add a line item\n\nAdds a product to an order.\n',
    ),
    service: 'orders',
    anchors: [
      {heading: 'Orders', anchor: 'tag-Orders'},
      {heading: 'Get an order', anchor: 'getOrder'},
      {heading: 'Add a line item', anchor: 'addLineItem'},
    ],
  },
  page(
    '/graphql/sharing/inputs/sharing-partner-input',
    'SharingPartnerInput',
    'graphql',
    '# SharingPartnerInput\n\nOne partner to share with.\n',
  ),
  page(
    '/graphql/sharing/queries/get-offer-status',
    'getOfferStatus',
    'graphql',
    '# getOfferStatus\n\nThe status of one offer.\n',
  ),
  page(
    '/graphql/sharing',
    'Partner sharing GraphQL API',
    'graphql',
    '# Partner sharing GraphQL API\n\nShare entities.\n',
  ),
  page('/', 'Dev Center', 'home', '# Dev Center\n\nStart here.\n'),
];

export const orderSpec = JSON.parse(
  readFileSync(new URL('./fixture/orders.json', import.meta.url), 'utf8'),
) as JsonObject;

/**
 * An operation as the site's reference model hands it over: its anchor, its URL on the page (made
 * by the site, passed on as it is) and its part of the page's Markdown.
 */
export const operation = (
  route: string,
  anchor: string,
  fields: Omit<OperationData, 'anchor' | 'url' | 'tag' | 'deprecated'> & Partial<OperationData>,
): OperationData => ({anchor, tag: 'Other', deprecated: false, url: `${SITE}/api/${route}#${anchor}`, ...fields});

export const schema = (route: string, name: string, markdown: string): SchemaData => ({
  name,
  anchor: `schema-${name}`,
  markdown,
  url: `${SITE}/api/${route}#schema-${name}`,
});

/** The Order API of `fixture/orders.json`, as the site's renderer of the reference model describes it. */
export function orderService(markdown: {getOrder: string; addLineItem: string; schemas: string}): ServiceInput {
  return {
    route: 'orders',
    title: 'Order API',
    description: 'Orders and their line items.',
    version: '2.1.0',
    url: `${SITE}/api/orders`,
    spec: orderSpec,
    operations: [
      operation('orders', 'getOrder', {
        operationId: 'getOrder',
        method: 'GET',
        path: '/v1/orders/{id}',
        summary: 'Get an order',
        tag: 'Orders',
        markdown: markdown.getOrder,
      }),
      operation('orders', 'addLineItem', {
        operationId: 'addLineItem',
        method: 'POST',
        path: '/v1/orders/{id}',
        summary: 'Add a line item',
        tag: 'Orders',
        deprecated: true,
        markdown: markdown.addLineItem,
      }),
    ],
    schemas: ['Order', 'LineItem', 'Error', 'Unused'].map((name) =>
      schema('orders', name, `### ${name}\n\n${markdown.schemas}`),
    ),
  };
}

/** A data folder written by the same function the site build calls. */
export function writeFixtureData(): string {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'docs-mcp-')), 'data');
  writeDocsData(dir, {
    site: {title: 'Dev Center', url: SITE},
    pages,
    services: [
      orderService({
        getOrder: '### Get an order\n\n`GET /v1/orders/{id}`\n\nReturns one order with its line items.',
        addLineItem: '### Add a line item\n\n`POST /v1/orders/{id}`\n\nAdds a product to an order.',
        schemas: 'An order.',
      }),
    ],
  });
  return dir;
}
