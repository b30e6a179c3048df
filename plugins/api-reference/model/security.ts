import {deref, type OpenApiDocument, type SecurityRequirement} from './openapi';
import type {AuthModel, CredentialModel, SecurityModel} from './types';

/** One scheme of a requirement, as a caller meets it; a name the spec does not define stays a name. */
function credentialOf(name: string, scopes: readonly string[], doc: OpenApiDocument): CredentialModel {
  const raw = doc.components?.securitySchemes?.[name];
  const scheme = raw ? deref(raw, doc) : undefined;
  const description = scheme?.description ?? '';
  if (!scheme) return {kind: 'unknown', scheme: name, description};
  if (
    scheme.type === 'apiKey' &&
    scheme.name &&
    (scheme.in === 'header' || scheme.in === 'query' || scheme.in === 'cookie')
  ) {
    return {kind: 'apiKey', scheme: name, in: scheme.in, name: scheme.name, description};
  }
  if (scheme.type === 'http' && scheme.scheme?.toLowerCase() === 'basic')
    return {kind: 'basic', scheme: name, description};
  if (scheme.type === 'oauth2' || scheme.type === 'openIdConnect')
    return {kind: 'bearer', scheme: name, via: scheme.type, scopes, description};
  // `bearer` is the usual value; a spec that leaves it out still means a token.
  const httpScheme = scheme.scheme?.trim() ?? '';
  if (scheme.type === 'http' && (httpScheme === '' || httpScheme.toLowerCase() === 'bearer'))
    return {kind: 'bearer', scheme: name, via: 'http', scopes, description};
  if (scheme.type === 'http') return {kind: 'other', scheme: name, type: `HTTP ${httpScheme}`, description};
  if (scheme.type === 'mutualTLS') return {kind: 'other', scheme: name, type: 'mutualTLS', description};
  return {kind: 'unknown', scheme: name, description};
}

/**
 * An operation's security: its own requirements, else the document's. Requirements are
 * alternatives (OR); the schemes inside one are sent together (AND). An empty list, or an empty
 * requirement among them, lets a caller go without credentials.
 */
export function securityOf(security: SecurityRequirement[] | undefined, doc: OpenApiDocument): SecurityModel {
  const requirements = security ?? doc.security ?? [];
  const alternatives = requirements.map((requirement) =>
    Object.entries(requirement ?? {}).map(([name, scopes]) =>
      credentialOf(name, Array.isArray(scopes) ? scopes.filter((scope) => typeof scope === 'string') : [], doc),
    ),
  );
  return {alternatives, required: alternatives.length > 0 && alternatives.every((schemes) => schemes.length > 0)};
}

const rank = (schemes: readonly CredentialModel[]): number =>
  schemes.some((s) => s.kind === 'bearer')
    ? 0
    : schemes.some((s) => s.kind === 'basic')
      ? 1
      : schemes.some((s) => s.kind === 'apiKey' && s.in === 'header')
        ? 2
        : 3;

/**
 * The alternative the samples and Try it send: none where credentials are optional; else the one
 * with a token (an organisation header offered as another alternative is not the credential), then
 * HTTP Basic, then an API key header, in the spec's order among equals.
 */
export function chosenAlternative(model: SecurityModel): readonly CredentialModel[] {
  if (!model.required) return [];
  return [...model.alternatives].sort((a, b) => rank(a) - rank(b))[0] ?? [];
}

/** The credential of the chosen alternative that samples write as the credential; the rest are plain headers. */
export function authOf(model: SecurityModel): AuthModel {
  const schemes = chosenAlternative(model);
  if (schemes.some((s) => s.kind === 'bearer')) return {kind: 'bearer'};
  if (schemes.some((s) => s.kind === 'basic')) return {kind: 'basic'};
  const key = schemes.find((s) => s.kind === 'apiKey' && s.in === 'header');
  if (key?.kind === 'apiKey') return {kind: 'apiKey', header: key.name};
  return {kind: 'none'};
}
