import {describe, expect, it} from 'vitest';
import {buildReference, type OpenApiDocument} from '../../plugins/api-reference/model/buildReference';
import {securityMarkdown} from '../../plugins/api-reference/render/security';

// Specs written elsewhere name OAuth 2.0, OpenID Connect, client certificates and HTTP schemes other
// than Basic and Bearer; each is said as the caller meets it, and only a token is sent as one.
const schemes = {
  oauth: {
    type: 'oauth2',
    flows: {
      authorizationCode: {
        authorizationUrl: 'https://auth.example/authorize',
        tokenUrl: 'https://auth.example/token',
        scopes: {'meters:read': 'Read meters', 'meters:write': 'Change meters'},
      },
    },
  },
  oidc: {type: 'openIdConnect', openIdConnectUrl: 'https://auth.example/.well-known/openid-configuration'},
  certificate: {type: 'mutualTLS'},
  digest: {type: 'http', scheme: 'Digest'},
  token: {type: 'http', scheme: 'bearer', bearerFormat: 'JWT'},
};

function operation(security: Record<string, string[]>[]) {
  const doc = {
    openapi: '3.1.0',
    info: {title: 'Meters', version: '1'},
    components: {securitySchemes: schemes},
    paths: {'/meters': {get: {operationId: 'listMeters', security, responses: {'200': {description: 'The meters'}}}}},
  } as unknown as OpenApiDocument;
  return buildReference({route: 'meters', imported: true}, doc, false).tags[0]!.operations[0]!;
}

describe('how an operation authenticates', () => {
  it('names an OAuth 2.0 token and the scopes the operation asks for', () => {
    expect(securityMarkdown(operation([{oauth: ['meters:read', 'meters:write']}]))).toBe(
      'Authentication: an OAuth 2.0 access token with the scopes `meters:read`, `meters:write` in `Authorization: Bearer <token>`.',
    );
    expect(operation([{oauth: ['meters:read']}]).auth).toEqual({kind: 'bearer'});
  });

  it('names an OpenID Connect token and a plain bearer token as they are', () => {
    expect(securityMarkdown(operation([{oidc: []}, {token: []}]))).toBe(
      'Authentication, any one of: (1) an OpenID Connect token in `Authorization: Bearer <token>`; (2) a bearer token in `Authorization: Bearer <token>`.',
    );
  });

  it('says a client certificate and an HTTP Digest scheme are needed, and sends no Bearer header for them', () => {
    const certificate = operation([{certificate: []}]);
    expect(securityMarkdown(certificate)).toBe('Authentication: a client certificate (mutual TLS).');
    expect(certificate.auth).toEqual({kind: 'none'});
    const digest = operation([{digest: []}]);
    expect(securityMarkdown(digest)).toBe('Authentication: HTTP Digest credentials in the `Authorization` header.');
    expect(digest.auth).toEqual({kind: 'none'});
  });

  it('still names a scheme the spec uses but does not define', () => {
    expect(securityMarkdown(operation([{partnerKey: []}]))).toBe(
      'Authentication: the scheme `partnerKey` (the spec does not define it).',
    );
  });
});
