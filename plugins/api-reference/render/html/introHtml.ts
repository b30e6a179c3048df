import {cls} from '../../hooks';
import type {ServiceReference} from '../../model/types';
import {TOKEN_VARIABLE} from '../sampleCredentials';
import {copyPageHtml} from './copyPageHtml';
import {attrs, escapeHtml} from './escape';
import {markdownToHtml} from './markdown';
import {externalDocsHtml, linkHtml, rightPanel} from './blocks';

/** Where the site explains how to get the credentials the authentication facts name. */
const TOKEN_GUIDE = '/docs/auth/access-tokens';

/** How the service's operations authenticate, in a sentence or two, from their auth in the model. */
function authenticationHtml(ref: ServiceReference): string {
  const operations = ref.tags.flatMap((tag) => tag.operations);
  const count = (kind: string) => operations.filter((op) => op.auth.kind === kind).length;
  const keyHeaders = [...new Set(operations.flatMap((op) => (op.auth.kind === 'apiKey' ? [op.auth.header] : [])))];
  const parts: string[] = [];
  if (count('bearer') > 0) {
    const scope = count('bearer') === operations.length ? 'Every operation takes' : 'Operations take';
    // The platform's token guide is no help with a spec written elsewhere.
    const guide = ref.imported ? '' : ` <a${attrs({href: TOKEN_GUIDE})}>Get a token</a>`;
    parts.push(
      `<p>${scope} an access token in the <code>Authorization</code> header: <code>Bearer $${TOKEN_VARIABLE}</code>.${guide}</p>`,
    );
  }
  if (count('basic') > 0) {
    const scope = count('basic') === operations.length ? 'Every operation takes' : 'Operations take';
    parts.push(`<p>${scope} HTTP Basic credentials in the <code>Authorization</code> header.</p>`);
  }
  for (const header of keyHeaders) {
    parts.push(
      `<p>Public operations take the organization's public API key in the <code>${escapeHtml(header)}</code> header.</p>`,
    );
  }
  if (count('none') > 0) {
    const none = count('none');
    parts.push(`<p>${none === 1 ? 'One operation needs' : `${none} operations need`} no credentials.</p>`);
  }
  return parts.join('');
}

/** The facts a developer looks up first, beside the introduction: servers, auth, version, files. */
function factsHtml(ref: ServiceReference): string {
  const {urls} = ref;
  const servers = ref.serverDetails
    .map((server) => {
      const variables = server.variables
        .map(
          (v) =>
            `<code>${escapeHtml(v.name)}</code>: ${v.values.length > 0 ? v.values.map((value) => `<code>${escapeHtml(value)}</code>`).join(', ') : 'any value'} (default <code>${escapeHtml(v.default)}</code>)`,
        )
        .join('; ');
      const template = server.variables.length > 0 ? `<br>${escapeHtml(server.template)}: ${variables}` : '';
      return `<code>${escapeHtml(server.url)}</code>${template}`;
    })
    .join('<br>');
  const changelog = urls.changelog ? ` · <a${attrs({href: urls.changelog})}>Changelog</a>` : '';
  const downloads = `<a class="button button--primary button--sm"${attrs({href: urls.yaml})} download>Download YAML</a> <a class="button button--secondary button--sm"${attrs({href: urls.json})} download>Download JSON</a>`;
  return `<dl class="${cls.facts}"><dt>Base URL</dt><dd>${servers}</dd><dt>Authentication</dt><dd>${authenticationHtml(ref)}</dd><dt>Version</dt><dd>${escapeHtml(ref.version)}${changelog}</dd><dt>OpenAPI document</dt><dd>${downloads}</dd></dl>`;
}

/**
 * Breadcrumbs as the guides draw them, the home icon first (drawn by the stylesheet: the reference
 * HTML holds no SVG); the page script adds the operation being read.
 */
function breadcrumbsHtml(ref: ServiceReference): string {
  const item = (html: string, className = '') => `<li class="breadcrumbs__item${className}">${html}</li>`;
  return `<nav class="${cls.breadcrumbs}" aria-label="Breadcrumbs"><ul class="breadcrumbs">${item('<a class="breadcrumbs__link" href="/" aria-label="Home page"></a>')}${item('<a class="breadcrumbs__link" href="/api">REST API</a>')}${item(`<a class="breadcrumbs__link"${attrs({href: ref.urls.page})}>${escapeHtml(ref.title)}</a>`)}<li class="breadcrumbs__item breadcrumbs__item--active ${cls.currentCrumb}" hidden><span class="breadcrumbs__link" aria-current="location"></span></li></ul></nav>`;
}

/**
 * Who publishes a spec written elsewhere, its license and terms, in one line under the description.
 * The platform's own services are the site's: their contact is the site itself, and their license
 * names a terms page this site does not have.
 */
function aboutHtml(ref: ServiceReference): string {
  const {contact, license, termsOfService} = ref.about;
  if (!ref.imported) return '';
  const parts = [
    contact ? `Contact: ${linkHtml(contact.name, contact.url)}` : '',
    license ? `License: ${linkHtml(license.name, license.url)}` : '',
    termsOfService ? linkHtml('Terms of service', termsOfService) : '',
  ].filter(Boolean);
  return parts.length > 0 ? `<p class="${cls.about}">${parts.join(' · ')}</p>` : '';
}

/** The page's first section: breadcrumbs, title with the Copy page menu, description, and the facts on the right. */
export function introHtml(ref: ServiceReference): string {
  const middle = `<div class="${cls.middle}">${breadcrumbsHtml(ref)}<div class="${cls.titleRow}"><h1>${escapeHtml(ref.title)}</h1>${copyPageHtml(ref)}</div>${markdownToHtml(ref.description, 2)}${externalDocsHtml(ref.about.externalDocs)}${aboutHtml(ref)}</div>`;
  const className = ref.tags.length > 0 ? `${cls.intro} ${cls.introOverGroup}` : cls.intro;
  return `<header class="${className}">${middle}${rightPanel(`About the ${ref.title}`, factsHtml(ref))}</header>`;
}
