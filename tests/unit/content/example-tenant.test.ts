import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {ACCESS_TOKEN_CLAIMS, claimProblems, objectProblems, tenant, textProblems} from './exampleTenant';
import {codeBlocks, guidePages, readPage, SITE_DIR} from './pages';
import {requestsInBlocks} from './requests';

/** JSON a guide shows: JSON blocks, HTTP bodies and curl bodies. Blocks with comments or ellipses are skipped. */
function guideJson(body: string, file: string): unknown[] {
  const blocks = codeBlocks(body);
  const texts = [
    ...blocks.filter((b) => b.language === 'json').map((b) => b.code),
    ...blocks
      .filter((b) => b.language === 'http')
      .map((b) =>
        b.code
          .split(/\n\s*\n/)
          .slice(1)
          .join('\n\n'),
      ),
    ...requestsInBlocks(blocks, file).flatMap((r) => (r.body ? [r.body] : [])),
  ];
  return texts.flatMap((text) => {
    try {
      return [JSON.parse(text) as unknown];
    } catch {
      return [];
    }
  });
}

const specFiles = readdirSync(path.join(SITE_DIR, 'api'), {recursive: true})
  .map(String)
  .filter((file) => file.endsWith('openapi.yaml') || /changelog\/.*\.md$/.test(file))
  .map((file) => `api/${file}`);

describe('the example tenant (api/_shared/example-tenant.yaml) is the same everywhere', () => {
  it.each(guidePages().map((page) => [page.file, page] as const))('%s', (file, page) => {
    const problems = [...guideJson(page.body, file).flatMap(objectProblems), ...textProblems(page.body)];
    expect(problems, 'Use the values of api/_shared/example-tenant.yaml').toEqual([]);
  });

  it.each(specFiles)('%s', (file) => {
    const text = readFileSync(path.join(SITE_DIR, file), 'utf8');
    const problems = [...(file.endsWith('.yaml') ? objectProblems(parse(text)) : []), ...textProblems(text)];
    expect(problems, 'Use the values of api/_shared/example-tenant.yaml').toEqual([]);
  });
});

describe('the check finds an example that drifts from the tenant', () => {
  it('a listed person with another salutation, customer number or phone', () => {
    const drifted = {
      customer: {first_name: 'Jonas', last_name: 'Becker', salutation: 'herr', phone: '+49 221 1234567'},
    };
    expect(objectProblems(drifted)).toEqual([
      'Jonas Becker: salutation is "herr", the example tenant says "mr"',
      'Jonas Becker: phone is "+49 221 1234567", the example tenant says "+49 221 98765432"',
    ]);
    expect(textProblems("contact.customer_number === 'KD-2025-004711'")).toEqual([
      'customer number KD-2025-004711 is not one of the example tenant',
    ]);
  });

  it('an organization id that is not the tenant, also inside a token', () => {
    const claims = {iss: ACCESS_TOKEN_CLAIMS.issuer, sub: 'x', token_type: 'user', iat: 1743581700};
    const token = `${Buffer.from('{"alg":"RS256","kid":"at-2025-01"}').toString('base64url')}.${Buffer.from(JSON.stringify({...claims, org: '731560'})).toString('base64url')}.c2ln`;
    expect(objectProblems({organization_id: '728401', token})).toEqual([
      'a token for organization 731560 in a record of organization 728401',
    ]);
    expect(textProblems(token)).toEqual([
      `the token ${token.slice(0, 24)}… names organization 731560, not one of the example tenant`,
    ]);
    expect(objectProblems({_org: '731560'})).toEqual(['_org 731560 is not an organization of the example tenant']);
  });

  it('lists the organizations the guides use', () => {
    expect(tenant.organizations.map((o) => o.organization_id)).toEqual([
      '728394',
      '728401',
      '815204',
      '815377',
      '815412',
    ]);
  });
});

describe('a webhook config keeps its signing secret everywhere', () => {
  it('finds another secret, a hint that is not its end, and a secret no config has', () => {
    const erp = {id: '1b3d5f7a-9c1e-4b3d-8f5a-7c9e1b3d5f7a', name: 'ERP Auftragsexport'};
    expect(objectProblems({...erp, signing_secret: 'whsec_example_zapier_dGFk', signing_secret_hint: 'Nw4Q'})).toEqual([
      'the config ERP Auftragsexport shows the signing secret whsec_example_zapier_dGFk, the example tenant says whsec_example_erp_orders_Nw4Q',
      'the signing secret whsec_example_zapier_dGFk does not end in its hint Nw4Q',
    ]);
    expect(objectProblems({...erp, signing_secret_hint: 'dGFk'})).toEqual([
      'the config ERP Auftragsexport shows the hint dGFk, but its secret ends in Nw4Q',
    ]);
    expect(textProblems("openssl dgst -sha256 -hmac 'whsec_example_erp_orders_Nw4R'")).toEqual([
      "the signing secret whsec_example_erp_orders_Nw4R is not one of the example tenant's webhook configs",
    ]);
  });

  it('lists secrets that say they are examples and end in their hint', () => {
    for (const config of tenant.webhook_configs) {
      expect(config.signing_secret).toMatch(/^whsec_example_[a-z_]+_[A-Za-z0-9]{4}$/);
    }
  });
});

describe('docs/auth/access-token-claims.mdx documents the claims every example token has', () => {
  const page = readPage('docs/auth/access-token-claims.mdx');

  it('lists exactly the claims the examples are checked against', () => {
    const table = page.body.slice(page.body.indexOf('## The claims'), page.body.indexOf('## An example'));
    const claims = [...table.matchAll(/^\| `([a-z_]+)` \|/gm)].map((m) => m[1]);
    expect(claims.sort()).toEqual([...ACCESS_TOKEN_CLAIMS.required, ...ACCESS_TOKEN_CLAIMS.optional].sort());
  });

  it('shows the payload of its example token', () => {
    const [token, payload] = codeBlocks(page.body).filter((b) => /title="(Token|Its payload)"/.test(b.meta));
    const decoded = JSON.parse(Buffer.from(token!.code.trim().split('.')[1]!, 'base64url').toString('utf8')) as unknown;
    expect(decoded).toEqual(JSON.parse(payload!.code));
  });

  it('finds a claim that is missing, undocumented or of the wrong token type', () => {
    const claims = {
      iss: ACCESS_TOKEN_CLAIMS.issuer,
      sub: 'x',
      org: '728394',
      token_type: 'user',
      assignments: [],
      role: 'x',
    };
    expect(claimProblems(claims)).toEqual([
      'lacks the claim iat',
      'has the undocumented claim role',
      'has assignments but is no app token',
    ]);
  });
});
