/**
 * The REST API registry: one line per service, in the order of the canonical route list.
 * A service's spec and changelog live in `api/<route>/`; nothing else needs to change to add one.
 */
export type ServiceDomain =
  | 'Identity and access'
  | 'Data and entities'
  | 'Customer experience'
  | 'Commerce and billing'
  | 'Automation and workflows'
  | 'Communication'
  | 'Platform and collaboration'
  /** Services added from specs written elsewhere (`npm run add-service`), unless given another domain. */
  | 'Other APIs';

export interface ServiceEntry {
  /** Route segment: the page is `/api/<route>`, the folder `api/<route>/`. */
  readonly route: string;
  /**
   * The spec's own name, where it differs from the route: the first label of its production
   * server's host (`https://<specName>.api.energy-xrm.example`), checked when the spec is loaded.
   */
  readonly specName: string;
  readonly title: string;
  readonly description: string;
  readonly domain: ServiceDomain;
  /**
   * A spec written elsewhere and added with `npm run add-service`: the platform's conventions (its
   * server name, house-style lint, shared error codes) are reported for it instead of enforced, and
   * only what leaves its page undefined stops the build.
   */
  readonly imported?: true;
  /** The spec's root file in `api/<route>/`, where it is not `openapi.yaml` (a spec split over files). */
  readonly specFile?: string;
}

const service = (
  route: string,
  title: string,
  domain: ServiceDomain,
  description: string,
  specName: string = route,
): ServiceEntry => ({route, specName, title, description, domain});

/**
 * A service added from a spec written elsewhere (`npm run add-service`): its title is the spec's own
 * (made unique among the services), its description the spec's summary.
 */
export const imported = (
  route: string,
  title: string,
  domain: ServiceDomain,
  description: string,
  specFile?: string,
): ServiceEntry => ({route, specName: route, title, description, domain, imported: true, ...(specFile && {specFile})});

export const services: readonly ServiceEntry[] = [
  service(
    'access-token',
    'Access Token API',
    'Identity and access',
    'Issue, list and revoke long-lived access tokens for integrations and apps.',
  ),
  service('user', 'User API', 'Identity and access', 'Read and manage the users and user groups of an organization.'),
  service(
    'organization',
    'Organization API',
    'Identity and access',
    'Read the current organization and change its settings.',
  ),
  service(
    'entity',
    'Entity API',
    'Data and entities',
    'Create, search, relate and version business entities and their schemas.',
  ),
  service(
    'batch',
    'Batch API',
    'Data and entities',
    'Run bulk create, update and delete jobs over many entities at once.',
  ),
  service(
    'submission',
    'Submission API',
    'Customer experience',
    'Receive journey and external form submissions as entities.',
  ),
  service(
    'pricing',
    'Pricing API',
    'Commerce and billing',
    'Compute prices, check out carts and create orders from the catalog.',
  ),
  service('dashboard', 'Dashboard API', 'Data and entities', 'Manage dashboards and the insights shown on them.'),
  service(
    'query',
    'Query API',
    'Data and entities',
    'Run analytical queries against the datalake and list its datasets.',
  ),
  service(
    'webhooks',
    'Webhooks API',
    'Automation and workflows',
    'Configure webhook subscriptions, trigger test events and replay deliveries.',
  ),
  service(
    'permissions',
    'Permissions API',
    'Identity and access',
    'Manage roles, grants and role assignments for role-based access control.',
  ),
  service(
    'email-settings',
    'Email Settings API',
    'Communication',
    'Manage sender addresses, verified domains and shared inboxes.',
  ),
  service('message', 'Message API', 'Communication', 'Send emails and work with message threads in the shared inbox.'),
  service('file', 'File API', 'Data and entities', 'Upload, store, download and share files attached to entities.'),
  service(
    'journey',
    'Journey API',
    'Customer experience',
    'Create and maintain journey configurations for online sales and service flows.',
    'journey-config',
  ),
  service(
    'address-suggestions',
    'Address Suggestions API',
    'Customer experience',
    'Suggest addresses while customers type and check product availability.',
  ),
  service('document', 'Document API', 'Communication', 'Generate documents from templates and convert them to PDF.'),
  service(
    'automation',
    'Automation API',
    'Automation and workflows',
    'Define automation flows and start, inspect and retrigger their executions.',
  ),
  service(
    'entity-mapping',
    'Entity Mapping API',
    'Automation and workflows',
    'Map a source entity onto target entities with reusable mapping configurations.',
  ),
  service(
    'template-variables',
    'Template Variables API',
    'Communication',
    'Search and replace Handlebars variables and manage custom variables.',
  ),
  service(
    'customer-portal',
    'Portal API',
    'Customer experience',
    'Configure end-customer and installer portals, their contacts and widgets.',
  ),
  service('metering', 'Metering API', 'Commerce and billing', 'Read meters and counters and submit meter readings.'),
  service(
    'billing',
    'Billing API',
    'Commerce and billing',
    'Record billing events, manage contracts and read customer balances.',
  ),
  service('email-template', 'Email Template API', 'Communication', 'Create and render reusable email templates.'),
  service(
    'workflow-definition',
    'Workflow Definition API',
    'Automation and workflows',
    'Design workflow templates, their steps and closing reasons.',
  ),
  service(
    'workflow-execution',
    'Workflow Execution API',
    'Automation and workflows',
    'Start workflows on entities and move their steps to completion.',
  ),
  service('notes', 'Notes API', 'Communication', 'Attach notes and comments to entities and search them.'),
  service(
    'consent',
    'Consent API',
    'Customer experience',
    'Record and read marketing and communication consent events.',
  ),
  service(
    'partner',
    'Partner Directory API',
    'Platform and collaboration',
    'Invite, approve and manage partner organizations and their users.',
    'partner-directory',
  ),
  service('notification', 'Notification API', 'Communication', 'List, create and mark in-app notifications.'),
  service(
    'blueprints',
    'Blueprint Manifest API',
    'Platform and collaboration',
    'Export configurations as blueprints and install them in other organizations.',
    'blueprint-manifest',
  ),
  service(
    'design',
    'Design Builder API',
    'Customer experience',
    'Manage the designs (colours, fonts, logos) of journeys and portals.',
    'design-builder',
  ),
  service(
    'product',
    'Product API',
    'Commerce and billing',
    'Manage products, prices and taxes of the product catalog.',
  ),
  service(
    'customer',
    'Customer API',
    'Data and entities',
    'Manage contacts and accounts, the customers of an organization.',
  ),
  service(
    'opportunity',
    'Opportunity API',
    'Data and entities',
    'Track sales opportunities from first contact to signed contract.',
  ),
  service('order', 'Order API', 'Commerce and billing', 'Create and follow orders with their line items and totals.'),
  service(
    'kanban',
    'Kanban API',
    'Platform and collaboration',
    'Build kanban boards over entities and manage their lanes.',
  ),
  service(
    'validation-rules',
    'Validation Rules API',
    'Platform and collaboration',
    'Define reusable input validation rules and track where they are used.',
  ),
];

/** The platform's own services: the ones its conventions, changelog policy and SDK cover. */
export const platformServices: readonly ServiceEntry[] = services.filter((entry) => !entry.imported);
