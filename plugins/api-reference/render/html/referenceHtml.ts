import {attr, cls, SCHEMAS_ANCHOR} from '../../hooks';
import type {OperationModel, SchemaEntry, ServiceReference, TagModel} from '../../model/types';
import {modelGroupUrl} from '../../urls';
import {markdownText} from '../text';
import {externalDocsHtml, heading, methodHtml} from './blocks';
import {attrs, element, escapeHtml} from './escape';
import {introHtml} from './introHtml';
import {inlineMarkdownToHtml, markdownToHtml} from './markdown';
import {menuHtml, MODELS_TITLE} from './menuHtml';
import {incomingBodyHtml, operationDetails, operationHtml} from './operationHtml';
import type {SampleService} from './samplesHtml';
import {schemaDetails, schemaEntryHtml} from './schemaEntryHtml';
import {badge} from './schemaHtml';
import {inPage, inPart, type DetailsPlacement} from './slots';

/**
 * How many operations at the top of a page come with their details: those a reader sees on the
 * first screen, so nothing moves there while parts load.
 */
const INLINE_OPERATIONS = 2;

/** Where a page's details are: in the page after the first operations, or all inline (`inline`). */
export interface ReferenceHtmlOptions {
  readonly inline?: boolean;
}

function tagHtml(
  tag: TagModel,
  fillOf: (op: OperationModel) => DetailsPlacement,
  shared: (op: OperationModel) => boolean,
): string {
  const operations = tag.operations.map((op) => operationHtml(op, fillOf(op), shared(op))).join('');
  return `<section${attrs({class: cls.tag, id: tag.anchor})}><div class="${cls.middle}">${heading(2, tag.anchor, escapeHtml(tag.name))}${tagAboutHtml(tag)}</div>${operations}</section>`;
}

/**
 * A tag's description, in a block that the browser lays out only near the view (styles.css). Specs
 * written elsewhere describe their tags at length: DigitalOcean's 59 descriptions were half of the
 * first layout of its page, 2,000 of 4,300 boxes. Until it is drawn, the block stands in at a height
 * that grows with its text (`--apiref-chars`).
 */
function tagAboutHtml(tag: TagModel): string {
  const about = `${markdownToHtml(tag.description, 3)}${externalDocsHtml(tag.externalDocs)}`;
  if (about === '') return '';
  const docs = tag.externalDocs;
  const chars = markdownText(tag.description).length + (docs ? (markdownText(docs.description) || docs.url).length : 0);
  return `<div${attrs({class: cls.tagAbout, style: `--apiref-chars:${chars}`})}>${about}</div>`;
}

/**
 * OpenAPI 3.1 webhooks: the requests the API sends to a URL the reader registers. Laid out like the
 * data models (the whole width, no samples beside them): a reader receives these, never sends them.
 */
function webhooksHtml(ref: ServiceReference): string {
  if (ref.webhooks.length === 0) return '';
  const entries = ref.webhooks
    .map(
      (w) =>
        `<section${attrs({class: `${cls.schemaEntry} ${cls.webhook}`, id: w.anchor})}>${heading(3, w.anchor, `${inlineMarkdownToHtml(w.summary)}${w.deprecated ? badge('deprecated', cls.badgeDeprecated) : ''}`)}<p class="${cls.endpoint}">${methodHtml(w.method)}<code>${escapeHtml(w.name)}</code></p>${incomingBodyHtml(w)}</section>`,
    )
    .join('');
  const intro = '<p>Requests the API sends to a URL you register, as the spec describes them.</p>';
  return `<section${attrs({class: `${cls.tag} ${cls.schemas} ${cls.webhooks}`, id: 'webhooks'})}><div class="${cls.middle}">${heading(2, 'webhooks', 'Webhooks')}${intro}${entries}</div></section>`;
}

/**
 * How many data models share a part file. Their headings are not in the page: a 700-operation
 * service has as many models again, whose entries were a quarter of its first load (DigitalOcean:
 * 320 KB of 1.35 MB, 2,700 elements) though readers reach them through a link or the menu. A group
 * is a few screens of entries, so scrolling into the models fetches little at a time.
 */
export const MODELS_PER_PART = 20;

/** The data models of a page in the groups their part files hold, in the page's order. */
export function modelGroups(schemas: readonly SchemaEntry[]): SchemaEntry[][] {
  const groups: SchemaEntry[][] = [];
  for (let start = 0; start < schemas.length; start += MODELS_PER_PART) {
    groups.push(schemas.slice(start, start + MODELS_PER_PART));
  }
  return groups;
}

/** The entries of some data models with their fields, as the page shows them once they are in. */
export const modelEntriesHtml = (schemas: readonly SchemaEntry[]): string =>
  schemas.map((s) => schemaEntryHtml(s, schemaDetails(s))).join('');

/**
 * A group of data models in the page: an empty element naming its part file and the anchors in it,
 * so the part arrives near the view and a link to `#schema-<Name>` finds the part that holds it.
 */
const modelGroupHtml = (ref: ServiceReference, group: readonly SchemaEntry[], index: number): string =>
  `<div${attrs({class: cls.schemaGroup, [attr.part]: modelGroupUrl(ref.urls, index), [attr.partAnchors]: group.map((s) => s.anchor).join(' ')})}></div>`;

/** Every component schema once, at the full width of the content (no examples beside them). */
function modelsHtml(ref: ServiceReference, inline: boolean): string {
  const entries = inline
    ? modelEntriesHtml(ref.schemas)
    : modelGroups(ref.schemas)
        .map((group, index) => modelGroupHtml(ref, group, index))
        .join('');
  const withoutScript = inline
    ? ''
    : `<noscript><p>Their fields are in ${element('a', {href: ref.urls.markdown}, "this page's Markdown")}.</p></noscript>`;
  const intro = `<p>The objects the operations take and return. Where an operation's body contains one of them, it links here.</p>${withoutScript}`;
  return `<section${attrs({class: `${cls.tag} ${cls.schemas}`, id: SCHEMAS_ANCHOR})}><div class="${cls.middle}">${heading(2, SCHEMAS_ANCHOR, MODELS_TITLE)}${intro}${entries}</div></section>`;
}

/**
 * The reference body of one service, rendered once at build time. The introduction comes first in
 * the document (on a phone the title is the first thing on screen); on desktop the menu sits in
 * its own column beside both.
 */
export function referenceHtml(ref: ServiceReference, {inline = false}: ReferenceHtmlOptions = {}): string {
  const service: SampleService = {route: ref.route, sdk: !ref.imported};
  let position = 0;
  const fillOf = (op: OperationModel): DetailsPlacement => {
    position += 1;
    return inline || position <= INLINE_OPERATIONS
      ? inPage(operationDetails(service, op))
      : inPart(ref.urls, op.id, "This operation's parameters, responses and samples");
  };
  // Summaries as a screen reader compares region names: their text, whatever the case and spacing.
  const names = new Map(
    ref.tags.flatMap((tag) =>
      tag.operations.map((op) => [op, markdownText(op.summary).toLowerCase().replace(/\s+/g, ' ').trim()] as const),
    ),
  );
  const counts = new Map<string, number>();
  for (const name of names.values()) counts.set(name, (counts.get(name) ?? 0) + 1);
  const shared = (op: OperationModel) => (counts.get(names.get(op) ?? '') ?? 0) > 1;
  const tags = ref.tags.map((tag) => tagHtml(tag, fillOf, shared)).join('');
  return `<div class="${cls.root}">${introHtml(ref)}${menuHtml(ref)}<div class="${cls.content}">${tags}${webhooksHtml(ref)}${modelsHtml(ref, inline)}</div></div>`;
}
