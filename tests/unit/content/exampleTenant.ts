import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {type WebhookConfigExample, webhookSecretProblems, webhookSecretTextProblems} from './exampleSecrets';
import {SITE_DIR} from './pages';

type Json = Record<string, unknown>;

interface Person extends Json {
  readonly id?: string;
  readonly name?: string;
  readonly first_name?: string;
  readonly last_name?: string;
  readonly email: string;
}

export interface ExampleTenant {
  readonly organizations: readonly {organization_id: string; name: string}[];
  readonly people: readonly Person[];
  readonly records: readonly {id: string; name?: string; customer_number?: string}[];
  readonly webhook_configs: readonly WebhookConfigExample[];
}

/** api/_shared/example-tenant.yaml, the one list of example organizations, people and records. */
export const tenant = parse(
  readFileSync(path.join(SITE_DIR, 'api', '_shared', 'example-tenant.yaml'), 'utf8'),
) as ExampleTenant;

/** Fields that identify a person in an example, and the fields that must then agree. */
const PERSON_FIELDS = [
  'first_name',
  'last_name',
  'name',
  'email',
  'salutation',
  'phone',
  'birth_date',
  'customer_number',
];
const ORGANIZATION_KEYS = ['organization_id', '_org', 'org_id', 'partner_org_id', 'sharing_org_id', 'org'];

const fullName = (person: Person) => person.name ?? `${person.first_name} ${person.last_name}`;

/** The listed person an example object describes, if any: same email, same id, or same first and last name. */
function personOf(object: Json): Person | undefined {
  return tenant.people.find(
    (person) =>
      object.email === person.email ||
      (person.id !== undefined && (object.id === person.id || object._id === person.id)) ||
      (person.first_name !== undefined &&
        object.first_name === person.first_name &&
        object.last_name === person.last_name) ||
      (typeof object.name === 'string' && object.name === fullName(person) && 'email' in object),
  );
}

function samePerson(object: Json, person: Person): string[] {
  const problems: string[] = [];
  for (const field of PERSON_FIELDS) {
    if (typeof object[field] !== 'string') continue;
    // `name` holds the full name only where the object has no separate first and last name.
    if (field === 'name' && object.first_name !== undefined) continue;
    const expected = field === 'name' ? fullName(person) : person[field];
    if (expected !== undefined && object[field] !== expected) {
      problems.push(
        `${fullName(person)}: ${field} is ${JSON.stringify(object[field])}, the example tenant says ${JSON.stringify(expected)}`,
      );
    }
  }
  return problems;
}

/** Problems of one example value (a parsed JSON block, a spec example, …), at any depth. */
export function objectProblems(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(objectProblems);
  if (!value || typeof value !== 'object') return [];
  const object = value as Json;
  const person = personOf(object);
  const own = [
    ...(person ? samePerson(object, person) : []),
    ...ORGANIZATION_KEYS.filter((key) => /^\d{5,7}$/.test(String(object[key] ?? '')))
      .filter((key) => !tenant.organizations.some((o) => o.organization_id === String(object[key])))
      .map((key) => `${key} ${String(object[key])} is not an organization of the example tenant`),
    ...tokenProblems(object),
    ...webhookSecretProblems(object, tenant.webhook_configs),
  ];
  return [...own, ...Object.values(object).flatMap(objectProblems)];
}

/** An Energy XRM access token: a JWT signed with one of the platform's `at-…` keys. */
const JWT = /\b(eyJ[A-Za-z0-9_-]+)\.(eyJ[A-Za-z0-9_-]+)\.[A-Za-z0-9_-]+/g;
const isAccessToken = (header: string) => String(claimsOf(header)?.kid ?? '').startsWith('at-');

function claimsOf(payload: string): Json | undefined {
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Json;
  } catch {
    return undefined;
  }
}

/** A token in an object must belong to the organization and the token record the object describes. */
function tokenProblems(object: Json): string[] {
  const token = Object.values(object).find((v): v is string => typeof v === 'string' && JWT.test(v));
  JWT.lastIndex = 0;
  if (!token) return [];
  const [header = '', payload = ''] = token.split('.');
  if (!isAccessToken(header)) return [];
  const claims = claimsOf(payload);
  const problems: string[] = [];
  if (object.organization_id !== undefined && claims?.org !== object.organization_id) {
    problems.push(
      `a token for organization ${String(claims?.org)} in a record of organization ${String(object.organization_id)}`,
    );
  }
  if (object.id !== undefined && claims?.token_id !== undefined && claims.token_id !== object.id) {
    problems.push(`a token with token_id ${String(claims.token_id)} in the record ${String(object.id)}`);
  }
  if (typeof object.token_type === 'string' && claims?.token_type !== object.token_type) {
    problems.push(`a token of type ${String(claims?.token_type)} in a record of type ${object.token_type}`);
  }
  const expires = typeof object.expires_at === 'string' ? Date.parse(object.expires_at) / 1000 : undefined;
  if (expires !== undefined && claims?.exp !== expires) {
    problems.push(`a token with exp ${String(claims?.exp)} in a record that expires at ${String(object.expires_at)}`);
  }
  return problems;
}

/** The claims of an access token, as docs/auth/access-token-claims.mdx documents them. */
export const ACCESS_TOKEN_CLAIMS = {
  required: ['iss', 'sub', 'org', 'token_type', 'iat'],
  optional: ['token_id', 'assignments', 'exp'],
  issuer: 'https://access-token.api.energy-xrm.example',
  types: ['user', 'app', 'session'],
};

/** A token's payload against the documented claims. */
export function claimProblems(claims: Json): string[] {
  const {required, optional, issuer, types} = ACCESS_TOKEN_CLAIMS;
  const problems = [
    ...required.filter((claim) => !(claim in claims)).map((claim) => `lacks the claim ${claim}`),
    ...Object.keys(claims)
      .filter((claim) => !required.includes(claim) && !optional.includes(claim))
      .map((claim) => `has the undocumented claim ${claim}`),
  ];
  if (claims.iss !== issuer) problems.push(`has the issuer ${String(claims.iss)}`);
  if (!types.includes(String(claims.token_type))) problems.push(`has the token_type ${String(claims.token_type)}`);
  if ('assignments' in claims && claims.token_type !== 'app') problems.push('has assignments but is no app token');
  if (typeof claims.exp === 'number' && claims.exp <= Number(claims.iat)) problems.push('expires before it is issued');
  return problems;
}

/** Problems found in plain text (prose and code of any language): customer numbers and tokens. */
export function textProblems(text: string): string[] {
  const numbers = [...tenant.people, ...tenant.records].map((p) => p.customer_number).filter(Boolean);
  const customerNumbers = [...text.matchAll(/\bK[A-Z]?-20\d\d-\d{6}\b/g)]
    .map((m) => m[0])
    .filter((number) => !numbers.includes(number))
    .map((number) => `customer number ${number} is not one of the example tenant`);
  const tokens = [...text.matchAll(JWT)].flatMap((m) => {
    if (!isAccessToken(m[1]!)) return [];
    const claims = claimsOf(m[2]!);
    if (!claims) return [`the token ${m[0].slice(0, 24)}… has a payload that is not JSON`];
    const organization = tenant.organizations.some((o) => o.organization_id === claims.org)
      ? []
      : [`the token ${m[0].slice(0, 24)}… names organization ${String(claims.org)}, not one of the example tenant`];
    return [...organization, ...claimProblems(claims).map((p) => `the token ${m[0].slice(0, 24)}… ${p}`)];
  });
  return [...customerNumbers, ...tokens, ...webhookSecretTextProblems(text, tenant.webhook_configs)];
}
