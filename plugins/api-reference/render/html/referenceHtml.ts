import {cls, SCHEMAS_ANCHOR} from '../../hooks';
import type {ServiceReference, TagModel} from '../../model/types';
import {heading, methodHtml} from './blocks';
import {attrs, escapeHtml} from './escape';
import {introHtml} from './introHtml';
import {inlineMarkdownToHtml, markdownToHtml} from './markdown';
import {menuHtml, MODELS_TITLE} from './menuHtml';
import {incomingBodyHtml, operationHtml, type SampleService} from './operationHtml';
import {badge, schemaHtml} from './schemaHtml';

function tagHtml(service: SampleService, tag: TagModel): string {
  const operations = tag.operations.map((op) => operationHtml(service, op)).join('');
  return `<section${attrs({class: cls.tag, id: tag.anchor})}><div class="${cls.middle}">${heading(2, tag.anchor, escapeHtml(tag.name))}${markdownToHtml(tag.description, 3)}</div>${operations}</section>`;
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

/** Every component schema once, at the full width of the content (no examples beside them). */
function modelsHtml(ref: ServiceReference): string {
  const entries = ref.schemas
    .map(
      (s) =>
        `<section${attrs({class: cls.schemaEntry, id: s.anchor})}>${heading(3, s.anchor, escapeHtml(s.name))}${markdownToHtml(s.node.description)}${schemaHtml(s.node)}</section>`,
    )
    .join('');
  const intro = `<p>The objects the operations take and return. Where an operation's body contains one of them, it links here.</p>`;
  return `<section${attrs({class: `${cls.tag} ${cls.schemas}`, id: SCHEMAS_ANCHOR})}><div class="${cls.middle}">${heading(2, SCHEMAS_ANCHOR, MODELS_TITLE)}${intro}${entries}</div></section>`;
}

/**
 * The reference body of one service, rendered once at build time. The introduction comes first in
 * the document (on a phone the title is the first thing on screen); on desktop the menu sits in
 * its own column beside both.
 */
export function referenceHtml(ref: ServiceReference): string {
  const service: SampleService = {route: ref.route, sdk: !ref.imported};
  const tags = ref.tags.map((tag) => tagHtml(service, tag)).join('');
  return `<div class="${cls.root}">${introHtml(ref)}${menuHtml(ref)}<div class="${cls.content}">${tags}${webhooksHtml(ref)}${modelsHtml(ref)}</div></div>`;
}
