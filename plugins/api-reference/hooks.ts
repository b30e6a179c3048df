/**
 * The names the reference's static HTML shares with the code and styles that act on it: the
 * renderer (`render/html/`) writes them, the page behaviour (`theme/ApiReferencePage/behaviour.ts`)
 * looks them up, and the stylesheets in `theme/ApiReferencePage/` style the classes (a unit test
 * checks that they use no other `apiref-` class). Browser code imports this file: plain data only.
 */
export const cls = {
  /** The wrapper class of the whole page (Layout's `wrapperClassName`). */
  page: 'apiref-page',
  root: 'apiref',
  /** The link back to the index of services, at the top of the menu. */
  back: 'apiref-back',
  breadcrumbs: 'apiref-breadcrumbs',
  /** The last breadcrumb: the operation being read, filled in by the page script. */
  currentCrumb: 'apiref-current-crumb',
  menu: 'apiref-menu',
  menuToggle: 'apiref-menu-toggle',
  menuGroup: 'apiref-group',
  /** The filter box at the top of the operations menu, and its input (menuFilter.ts). */
  menuFilter: 'apiref-menu-filter',
  /** Under the filter: "No operations match", or the number of matches for screen readers. */
  menuStatus: 'apiref-menu-status',
  /** Set on the menu's status while it only speaks to screen readers (a count of matches). */
  menuStatusQuiet: 'apiref-menu-status--quiet',
  /** The navbar's phone menu's panel that holds the operations menu (PhoneMenu.tsx). */
  menuPanel: 'apiref-menu-panel',
  /** What stands in the page where the menu was, while it sits in the navbar's phone menu (PhoneMenu.tsx). */
  menuOpener: 'apiref-menu-opener',
  /** Read by screen readers, not shown. */
  visuallyHidden: 'apiref-visually-hidden',
  content: 'apiref-content',
  intro: 'apiref-intro',
  /** An introduction followed by a group's heading, whose empty right side the facts may run into. */
  introOverGroup: 'apiref-intro--over-group',
  /** The line naming a spec's contact, license and terms (specs written elsewhere). */
  about: 'apiref-about',
  /** A link to a spec's documentation elsewhere (`externalDocs`). */
  externalDocs: 'apiref-external-docs',
  /** The links of a response's description, which its summary line gives as text. */
  responseSee: 'apiref-response-see',
  meta: 'apiref-meta',
  middle: 'apiref-middle',
  right: 'apiref-right',
  /** The right panel's content, which stays in view while its operation scrolls (desktop). */
  rightInner: 'apiref-right-inner',
  /** Base URLs, authentication and downloads beside the introduction. */
  facts: 'apiref-facts',
  tag: 'apiref-tag',
  /** A tag's description, laid out only near the view (styles.css). */
  tagAbout: 'apiref-tag-about',
  schemas: 'apiref-schemas',
  schemaEntry: 'apiref-schema-entry',
  /** A group of data models whose entries are in one part file, until it arrives. */
  schemaGroup: 'apiref-schema-group',
  operation: 'apiref-operation',
  /** The message of a part that could not load, with its Retry. */
  partError: 'apiref-part-error',
  /** The middle column's second half: what an operation takes and returns, below its samples on phones. */
  middleRest: 'apiref-middle-rest',
  heading: 'apiref-heading',
  endpoint: 'apiref-endpoint',
  method: 'apiref-method',
  badge: 'apiref-badge',
  badgeRequired: 'apiref-badge--required',
  badgeDeprecated: 'apiref-badge--deprecated',
  status: 'apiref-status',
  /** What a response without a body shows among the response samples. */
  noContent: 'apiref-no-content',
  /** The loading state and the error of a page body fetched after a client-side navigation. */
  loading: 'apiref-loading',
  spinner: 'apiref-spinner',
  table: 'apiref-table',
  type: 'apiref-type',
  constraint: 'apiref-constraint',
  media: 'apiref-media',
  /** An operation's own authentication sentence, where it differs from the page's. */
  auth: 'apiref-auth',
  /** A callback request under an operation. */
  callback: 'apiref-callback',
  /** The spec's operationId, where the anchor had to differ from it. */
  operationId: 'apiref-operation-id',
  /** The section of the service's webhooks, and one webhook in it. */
  webhooks: 'apiref-webhooks',
  webhook: 'apiref-webhook',
  response: 'apiref-response',
  exampleLabel: 'apiref-example-label',
  tabs: 'apiref-tabs',
  code: 'apiref-code',
  copy: 'apiref-copy',
  tryIt: 'apiref-tryit',
  /** The message in a Try it panel whose code failed to load (theme/ApiReferencePage/behaviour.ts). */
  tryItError: 'apiref-tryit-error',
  schema: 'apiref-schema',
  schemaType: 'apiref-schema-type',
  prop: 'apiref-prop',
  name: 'apiref-name',
  fields: 'apiref-fields',
  fieldsOf: 'apiref-fields-of',
  nested: 'apiref-nested',
  variant: 'apiref-variant',
  variants: 'apiref-variants',
  /** The title row: the service name and its Copy page menu. */
  titleRow: 'apiref-title-row',
  copyPage: 'apiref-copy-page',
  copyMenu: 'apiref-copy-menu',
  copyItem: 'apiref-copy-item',
  copyHint: 'apiref-copy-hint',
  copyStatus: 'apiref-copy-status',
  copyOperation: 'apiref-copy-operation',
} as const;

/** Modifier classes: `apiref-method--get`, `apiref-status--2` (the status class's first digit). */
export const methodClass = (method: string): string => `${cls.method}--${method.toLowerCase()}`;
export const statusClass = (status: string): string => `${cls.status}--${status.charAt(0).toLowerCase()}`;

/** Data attributes, as written in the HTML; `dataset` reads them without the `data-` prefix. */
export const attr = {
  /** On a tab button. */
  tab: 'data-tab',
  /** On a tab list whose choice the site remembers: the group's name (`language`). */
  tabGroup: 'data-tab-group',
  /** On a tab button of such a list: its value in the group (`curl`, `python`, ...). */
  tabValue: 'data-tab-value',
  /** On a table cell: the column's name, shown before the value where the table reflows (phones). */
  label: 'data-label',
  /** On a copy button: copies the code of its block. */
  copy: 'data-copy',
  /** On a Try it button: the operationId it opens. */
  tryIt: 'data-tryit',
  /** On the element Try it renders into. */
  tryItRoot: 'data-tryit-root',
  /** On a code block: its language. */
  language: 'data-language',
  /** On a collapsed group of a component's fields: the id of the schema entry that lists them. */
  fields: 'data-fields',
  /** Set by the page script once a group has been filled from its entry. */
  filled: 'data-filled',
  /** On an entry of the operations menu: what the filter matches beyond its text (path, operationId). */
  match: 'data-match',
  /** On the Copy page button, which opens its menu. */
  copyPage: 'data-copy-page',
  /** On the menu's Copy as Markdown button: the URL of the page's Markdown. */
  copyMarkdown: 'data-copy-markdown',
  /** On an operation's Copy operation as Markdown button: its operationId. */
  copyOperation: 'data-copy-operation',
  /** On an operation or schema entry whose details are in a part file: that file's URL. */
  part: 'data-part',
  /** On such a section: the ids inside its part (callbacks, data models), so a deep link to one finds its section. */
  partAnchors: 'data-part-anchors',
  /** Set on the section once its part is in the page. */
  partLoaded: 'data-part-loaded',
  /** On an element of a part file whose content goes into a place of its section (`PartSlot`). */
  slot: 'data-slot',
} as const;

/**
 * The places of a section that a part file's slots fill (render/html/slots.ts writes them,
 * theme/ApiReferencePage/parts.ts fills them): `inside` after the heading of its first block,
 * `endpoint` at the end of its method-and-path line.
 */
export type PartSlot = 'inside' | 'endpoint';

/** The id of the Copy page menu of a reference page. */
export const COPY_MENU_ID = 'copy-page-menu';

/** The id of the operations menu's filter input. */
export const MENU_FILTER_ID = 'operations-filter';

/** The ids of the elements that belong to an operation, derived from its anchor. */
export const operationIds = (anchor: string) => ({
  title: `${anchor}-title`,
  /** The method badge and the path: with the title, they name a section whose summary another operation shares. */
  method: `${anchor}-method`,
  path: `${anchor}-path`,
  tryIt: `${anchor}-try-it`,
  samples: `${anchor}-samples`,
  request: `${anchor}-request`,
  responses: `${anchor}-responses`,
});

/** The id of the section that lists every schema (also an anchor of the page). */
export const SCHEMAS_ANCHOR = 'schemas';
