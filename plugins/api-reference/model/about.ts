import {safeUrl} from '@energy-xrm/specs';
import type {OpenApiDocument} from './openapi';
import type {ServiceAbout} from './types';

/** A URL a reader may follow from the page: http, https or mailto, never a relative one (it would point into this site). */
function followable(raw: unknown): string | undefined {
  if (typeof raw !== 'string' || raw.trim() === '') return undefined;
  const url = safeUrl(raw.trim());
  return url !== undefined && /^(https?|mailto):/i.test(url) ? url : undefined;
}

const text = (raw: unknown): string => (typeof raw === 'string' ? raw.trim() : '');

/**
 * The spec's contact, license and terms of service. A contact is named by its name, else its
 * email, else its URL, and links to its email first (a person to write to), else its URL.
 */
export function aboutOf(info: OpenApiDocument['info']): ServiceAbout {
  const {contact, license} = info;
  const email = text(contact?.email);
  const mail = email ? followable(`mailto:${email}`) : undefined;
  const contactUrl = mail ?? followable(contact?.url);
  const contactName = text(contact?.name) || email || (contactUrl ?? '');
  const licenseName = text(license?.name);
  const licenseUrl = followable(license?.url);
  const terms = followable(info.termsOfService);
  return {
    ...(contactName && {contact: {name: contactName, ...(contactUrl && {url: contactUrl})}}),
    ...(licenseName && {license: {name: licenseName, ...(licenseUrl && {url: licenseUrl})}}),
    ...(terms && {termsOfService: terms}),
  };
}
