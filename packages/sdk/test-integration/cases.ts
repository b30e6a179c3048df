import {expect} from 'vitest';
import {
  createAccessToken,
  createClient,
  paginate,
  unwrap,
  type EnergyXrmClient,
  type FetchFunction,
  type OperationId,
  type ServiceName,
} from '../src/index.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const ORGANIZATION_ID = /^\d+$/;
const TOKEN = 'integration-test-token';

/** The example tenant's ids, as used across the specs. */
const IDS = {
  contact: '9c6d2a4e-1b7f-4e2a-8d3c-5f6e7a8b9c0d',
  order: '7f3e2d1c-0b9a-4876-a5b4-c3d2e1f0a9b8',
  any: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
};

/** One call of one operation of one service against its mock, with checks of the typed answer. */
export interface ServiceCase {
  readonly service: ServiceName;
  readonly operationId: string;
  /** Runs the call against the mock at `baseUrl`, sending every request through `fetch`. */
  readonly run: (baseUrl: string, fetch: FetchFunction) => Promise<void>;
}

/**
 * A case whose body gets a client typed for `service`; `operationId` must be one of that
 * service's operation ids (checked by the compiler) and the one the call reaches (checked by the
 * test).
 */
function check<S extends ServiceName>(
  service: S,
  operationId: OperationId<S>,
  body: (client: EnergyXrmClient<S>) => Promise<void>,
): ServiceCase {
  return {
    service,
    operationId,
    run: (baseUrl, fetch) => body(createClient({service, token: TOKEN, baseUrl, fetch})),
  };
}

/** Checks a list page: items present, pagination in the shared shape. */
function expectPage(page: {data: readonly unknown[]; pagination: {has_more: boolean; next_cursor?: string | null}}) {
  expect(Array.isArray(page.data)).toBe(true);
  expect(page.data.length).toBeGreaterThan(0);
  expect(typeof page.pagination.has_more).toBe('boolean');
  expect(page.pagination.next_cursor === null || typeof page.pagination.next_cursor === 'string').toBe(true);
}

/** One case per service: 38 in all, in the order of api/. */
export const cases: readonly ServiceCase[] = [
  {
    service: 'access-token',
    operationId: 'createAccessToken',
    run: async (baseUrl, fetch) => {
      const created = await createAccessToken({
        token: TOKEN,
        body: {token_type: 'app', name: 'ERP order import', assignments: ['728394:order-import']},
        baseUrl,
        fetch,
      });
      expect(created.token).toMatch(/^eyJ[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(created.id).toMatch(UUID);
      expect(['user', 'app']).toContain(created.token_type);
      expect(created.status).toBe('active');
    },
  },
  {
    service: 'address-suggestions',
    operationId: 'getAddressSuggestions',
    // A public operation: no bearer token, the organization's public API key instead.
    run: async (baseUrl, fetch) => {
      const client = createClient({
        service: 'address-suggestions',
        apiKey: 'pk_728394_example7Hq2Lm9Xc4Vt',
        baseUrl,
        fetch,
      });
      const data = await unwrap(
        client.GET('/v1/public/suggestions', {params: {query: {q: 'Hauptstr', postal_code: '50667'}}}),
      );
      expect(data.suggestions.length).toBeGreaterThan(0);
      const [first] = data.suggestions;
      expect(first?.address.postal_code).toBe('50667');
      expect(typeof first?.label).toBe('string');
    },
  },
  check('automation', 'listFlows', async (client) => {
    const page = await unwrap(client.GET('/v1/automation/flows', {params: {query: {limit: 10}}}));
    expectPage(page);
    expect(page.data[0]?.id).toMatch(UUID);
    expect(typeof page.data[0]?.enabled).toBe('boolean');
  }),
  check('batch', 'listBatchJobs', async (client) => {
    const page = await unwrap(client.GET('/v1/batch/jobs'));
    expectPage(page);
    const job = page.data[0];
    expect(job?.counts.total).toBeGreaterThanOrEqual(job?.counts.succeeded ?? 0);
  }),
  check('billing', 'listContracts', async (client) => {
    const page = await unwrap(client.GET('/v1/billing/contracts', {params: {query: {customer_id: IDS.contact}}}));
    expectPage(page);
    expect(['power', 'gas']).toContain(page.data[0]?.commodity);
  }),
  check('blueprints', 'listManifests', async (client) => {
    const page = await unwrap(client.GET('/v1/blueprint-manifest/manifests'));
    expectPage(page);
    expect(page.data[0]?.created_at).toMatch(DATE_TIME);
  }),
  check('consent', 'getConsent', async (client) => {
    const consent = await unwrap(
      client.GET('/v1/consent/{identifier}', {params: {path: {identifier: 'jonas.becker@example.com'}}}),
    );
    expect(consent.identifier_type).toBe('email');
    expect(consent.topics.length).toBeGreaterThan(0);
  }),
  check('customer', 'searchContacts', async (client) => {
    const page = await unwrap(
      client.POST('/v1/customer/contacts:search', {params: {query: {limit: 10}}, body: {q: 'Becker'}}),
    );
    expectPage(page);
    expect(page.data[0]?.id).toMatch(UUID);
    expect(page.data[0]?.organization_id).toMatch(ORGANIZATION_ID);
  }),
  check('customer-portal', 'getPortalConfig', async (client) => {
    const config = await unwrap(client.GET('/v2/portal/config', {params: {query: {portal_type: 'end_customer'}}}));
    expect(config.id).toMatch(UUID);
    expect(typeof config.is_enabled).toBe('boolean');
  }),
  check('dashboard', 'listDashboards', async (client) => {
    const page = await unwrap(client.GET('/v1/dashboard/dashboards'));
    expectPage(page);
    expect(page.data[0]?.tiles.length).toBeGreaterThan(0);
  }),
  check('design', 'listDesigns', async (client) => {
    const page = await unwrap(client.GET('/v1/designs'));
    expectPage(page);
    expect(page.data[0]?.palette?.primary).toMatch(/^#[0-9A-Fa-f]{6}$/);
  }),
  check('document', 'listDocumentJobs', async (client) => {
    const page = await unwrap(client.GET('/v2/documents/jobs'));
    expectPage(page);
    expect(page.data[0]?.id).toMatch(UUID);
  }),
  check('email-settings', 'listEmailSettings', async (client) => {
    const page = await unwrap(client.GET('/v1/email-settings'));
    expectPage(page);
    expect(page.data[0]?.organization_id).toMatch(ORGANIZATION_ID);
  }),
  check('email-template', 'listEmailTemplates', async (client) => {
    const page = await unwrap(client.GET('/v1/email-template/templates'));
    expectPage(page);
    expect(typeof page.data[0]?.name).toBe('string');
  }),
  check('entity', 'listEntities', async (client) => {
    // The pagination helper over a real HTTP answer; a mock repeats its one example page, so stop after one.
    const items = [];
    for await (const item of paginate(
      (cursor) => client.GET('/v1/entity/{slug}', {params: {path: {slug: 'meter'}, query: {limit: 25, cursor}}}),
      {maxPages: 1},
    )) {
      items.push(item);
    }
    expect(items.length).toBeGreaterThan(0);
    expect(items[0]?._id).toMatch(UUID);
  }),
  check('entity-mapping', 'listMappings', async (client) => {
    const page = await unwrap(client.GET('/v1/mappings'));
    expectPage(page);
    expect(page.data[0]?.targets.length).toBeGreaterThan(0);
  }),
  check('file', 'getFile', async (client) => {
    const file = await unwrap(client.GET('/v2/files/{id}', {params: {path: {id: IDS.any}}}));
    expect(file.mime_type).toMatch(/^[a-z]+\/[\w.+-]+$/);
    expect(file.size_bytes).toBeGreaterThan(0);
  }),
  check('journey', 'getJourney', async (client) => {
    const journey = await unwrap(client.GET('/v1/journey/configuration/{id}', {params: {path: {id: IDS.any}}}));
    expect(journey.id).toMatch(UUID);
    expect(journey.steps.length).toBeGreaterThan(0);
  }),
  check('kanban', 'listBoards', async (client) => {
    const page = await unwrap(client.GET('/v1/kanban/boards'));
    expectPage(page);
    expect(page.data[0]?.lanes?.length).toBeGreaterThan(0);
  }),
  check('message', 'getThread', async (client) => {
    const thread = await unwrap(client.GET('/v1/message/threads/{id}', {params: {path: {id: IDS.any}}}));
    expect(thread.id).toMatch(UUID);
    expect(typeof thread.subject).toBe('string');
  }),
  check('metering', 'listMeters', async (client) => {
    const page = await unwrap(client.GET('/v1/metering/meter'));
    expectPage(page);
    expect(page.data[0]?.malo_id).toMatch(/^\d{11}$/);
  }),
  check('notes', 'getNote', async (client) => {
    const note = await unwrap(client.GET('/v1/note/{id}', {params: {path: {id: IDS.any}}}));
    expect(note.id).toMatch(UUID);
    expect(note.content?.length).toBeGreaterThan(0);
  }),
  check('notification', 'getUnreadCount', async (client) => {
    const unread = await unwrap(client.GET('/v1/notification/notifications/unreads'));
    expect(Number.isInteger(unread.unread_count)).toBe(true);
  }),
  check('opportunity', 'listOpportunities', async (client) => {
    const page = await unwrap(client.GET('/v1/opportunity/opportunities', {params: {query: {limit: 5}}}));
    expectPage(page);
    expect(typeof page.data[0]?.stage).toBe('string');
  }),
  check('order', 'getOrder', async (client) => {
    const order = await unwrap(client.GET('/v1/order/orders/{order_id}', {params: {path: {order_id: IDS.order}}}));
    expect(order.id).toMatch(UUID);
    expect(order.currency).toBe('EUR');
  }),
  check('organization', 'getCurrentOrganization', async (client) => {
    const organization = await unwrap(client.GET('/v2/organization/current'));
    expect(organization.id).toMatch(ORGANIZATION_ID);
    expect(typeof organization.name).toBe('string');
  }),
  check('partner', 'listPartners', async (client) => {
    const page = await unwrap(client.GET('/v2/partners'));
    expectPage(page);
    expect(typeof page.data[0]?.company_name).toBe('string');
  }),
  check('permissions', 'getMyPermissions', async (client) => {
    const mine = await unwrap(client.GET('/v1/permissions/me'));
    expect(mine.roles.length).toBeGreaterThan(0);
    expect(['allow', 'deny']).toContain(mine.grants[0]?.effect);
  }),
  check('pricing', 'computePrices', async (client) => {
    const result = await unwrap(
      client.POST('/v1/pricing:compute', {
        body: {
          price_items: [
            {
              reference: 'work-price',
              quantity: 1,
              price_mapping_input: {value: 1000, unit: 'kWh', frequency_unit: 'yearly'},
              price: {
                pricing_model: 'per_unit',
                billing_period: 'yearly',
                unit: 'kWh',
                is_tax_inclusive: false,
                tax_rate_category: 'standard',
                unit_amount_decimal: '0.30',
              },
            },
          ],
        },
      }),
    );
    expect(result.price_items.length).toBeGreaterThan(0);
    expect(result.amount_total).toEqual(expect.any(Number));
  }),
  check('product', 'listProducts', async (client) => {
    const page = await unwrap(client.GET('/v1/product'));
    expectPage(page);
    expect(typeof page.data[0]?.name).toBe('string');
  }),
  check('query', 'listDatasets', async (client) => {
    const page = await unwrap(client.GET('/v1/query/datasets'));
    expectPage(page);
    expect(typeof page.data[0]?.id).toBe('string');
  }),
  check('submission', 'listSubmissions', async (client) => {
    const page = await unwrap(client.GET('/v1/submission/submissions'));
    expectPage(page);
    expect(page.data[0]?.entities.length).toBeGreaterThan(0);
  }),
  check('template-variables', 'listCustomVariables', async (client) => {
    const page = await unwrap(client.GET('/v1/custom-variables'));
    expectPage(page);
    expect(typeof page.data[0]?.key).toBe('string');
  }),
  check('user', 'getCurrentUser', async (client) => {
    const me = await unwrap(client.GET('/v2/users/me'));
    expect(me.id).toMatch(UUID);
    expect(me.email).toContain('@');
  }),
  check('validation-rules', 'listValidationRules', async (client) => {
    const page = await unwrap(client.GET('/v1/validation-rules'));
    expectPage(page);
    expect(typeof page.data[0]?.definition.type).toBe('string');
  }),
  check('webhooks', 'listWebhookConfigs', async (client) => {
    const page = await unwrap(client.GET('/v1/webhooks/configs'));
    expectPage(page);
    expect(page.data[0]?.url).toMatch(/^https:\/\//);
  }),
  check('workflow-definition', 'listWorkflowDefinitions', async (client) => {
    const page = await unwrap(client.GET('/v1/workflows/definitions'));
    expectPage(page);
    expect(typeof page.data[0]?.enabled).toBe('boolean');
  }),
  check('workflow-execution', 'listWorkflowExecutions', async (client) => {
    const page = await unwrap(client.GET('/v1/workflows/executions'));
    expectPage(page);
    expect(page.data[0]?.definition_id).toMatch(UUID);
  }),
];
