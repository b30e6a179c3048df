import {mkdtempSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {writeDocsData, type JsonObject, type PageInput} from '../src/build-data.js';

const SITE = 'https://docs.example';

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

/** A data folder written by the same function the site build calls. */
export function writeFixtureData(): string {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'docs-mcp-')), 'data');
  writeDocsData(dir, {
    site: {title: 'Dev Center', url: SITE},
    pages,
    services: [
      {
        route: 'orders',
        title: 'Order API',
        description: 'Orders and their line items.',
        url: `${SITE}/api/orders`,
        spec: orderSpec,
        operationMarkdown: {
          getOrder: '### Get an order\n\n`GET /v1/orders/{id}`\n\nReturns one order with its line items.',
        },
        schemaMarkdown: {Order: '### Order\n\nAn order.'},
      },
    ],
  });
  return dir;
}
