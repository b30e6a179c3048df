import type {CredentialModel, OperationModel} from '../model/types';

/** What issues the token, in words: the flows themselves are the spec's description's to explain. */
const TOKEN_KIND = {
  http: 'a bearer token',
  oauth2: 'an OAuth 2.0 access token',
  openIdConnect: 'an OpenID Connect token',
};

/** The scopes a requirement asks of a token. */
function scopesMarkdown(scopes: readonly string[]): string {
  if (scopes.length === 0) return '';
  const list = scopes.map((scope) => `\`${scope}\``).join(', ');
  return ` with the scope${scopes.length === 1 ? '' : 's'} ${list}`;
}

/** One scheme in words, as Markdown. */
function schemeMarkdown(scheme: CredentialModel): string {
  switch (scheme.kind) {
    case 'bearer':
      return `${TOKEN_KIND[scheme.via]}${scopesMarkdown(scheme.scopes)} in \`Authorization: Bearer <token>\``;
    case 'other':
      return scheme.type === 'mutualTLS'
        ? 'a client certificate (mutual TLS)'
        : `${scheme.type} credentials in the \`Authorization\` header`;
    case 'basic':
      return 'HTTP Basic credentials in `Authorization: Basic <base64 of user:password>`';
    case 'apiKey':
      return `an API key in the \`${scheme.name}\` ${scheme.in === 'query' ? 'query parameter' : scheme.in}`;
    case 'unknown':
      return `the scheme \`${scheme.scheme}\` (the spec does not define it)`;
  }
}

const together = (schemes: readonly CredentialModel[]): string => schemes.map(schemeMarkdown).join(' together with ');

/**
 * An operation's authentication as one Markdown sentence, from its security alternatives: the
 * Markdown page says it as it is, and the HTML page renders the same sentence.
 */
export function securityMarkdown(op: Pick<OperationModel, 'security'>): string {
  const {alternatives, required} = op.security;
  const needed = alternatives.filter((schemes) => schemes.length > 0);
  if (needed.length === 0) return 'Authentication: none; no token needed.';
  if (!required) return `Authentication: optional; no token needed, or ${needed.map(together).join(', or ')}.`;
  if (needed.length === 1) {
    const only = needed[0]!;
    const keyOnly = only.length === 1 && only[0]!.kind === 'apiKey';
    return `Authentication: ${together(only)}${keyOnly ? '; no token needed' : ''}.`;
  }
  return `Authentication, any one of: ${needed.map((schemes, i) => `(${i + 1}) ${together(schemes)}`).join('; ')}.`;
}

/** Whether a reader must bring a credential: every alternative names at least one scheme. */
export const needsCredentials = (op: Pick<OperationModel, 'security'>): boolean => op.security.required;
