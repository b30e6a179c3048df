import {safeUrl} from '@energy-xrm/specs';
import type {OpenApiDocument, RawExternalDocs} from './openapi';
import type {ExternalDocsModel, ServiceAbout} from './types';

/** A URL a reader may follow: http, https or mailto, never a relative one (it would point into this site). */
function followable(raw: unknown): string | undefined {
  if (typeof raw !== 'string' || raw.trim() === '') return undefined;
  const url = safeUrl(raw.trim());
  return url !== undefined && /^(https?|mailto):/i.test(url) ? url : undefined;
}

const text = (raw: unknown): string => (typeof raw === 'string' ? raw.trim() : '');

/**
 * The spec's contact, license, terms of service and further documentation. A contact is named by
 * its name, else its email, else its URL, and links to its email first (a person to write to),
 * else its URL.
 */
export function aboutOf(doc: Pick<OpenApiDocument, 'info' | 'externalDocs'>): ServiceAbout {
  const {info} = doc;
  const {contact, license} = info;
  const email = text(contact?.email);
  const mail = email ? followable(`mailto:${email}`) : undefined;
  const contactUrl = mail ?? followable(contact?.url);
  const contactName = text(contact?.name) || email || (contactUrl ?? '');
  const licenseName = text(license?.name);
  const licenseUrl = followable(license?.url);
  const terms = followable(info.termsOfService);
  const docs = externalDocsOf(doc.externalDocs);
  return {
    ...(contactName && {contact: {name: contactName, ...(contactUrl && {url: contactUrl})}}),
    ...(licenseName && {license: {name: licenseName, ...(licenseUrl && {url: licenseUrl})}}),
    ...(terms && {termsOfService: terms}),
    ...(docs && {externalDocs: docs}),
  };
}

/** `externalDocs` at the document, a tag or an operation; absent without a followable http(s) URL. */
export function externalDocsOf(raw: RawExternalDocs | undefined): ExternalDocsModel | undefined {
  const url = followable(raw?.url);
  if (url === undefined || url.startsWith('mailto:')) return undefined;
  return {url, description: text(raw?.description) || url};
}

/** `externalDocs` as an optional property: absent rather than undefined, as the model's other facts. */
export function withExternalDocs(raw: RawExternalDocs | undefined): {externalDocs?: ExternalDocsModel} {
  const externalDocs = externalDocsOf(raw);
  return externalDocs ? {externalDocs} : {};
}
