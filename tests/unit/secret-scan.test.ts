// `npm run lint:secrets` runs secretlint with the repository's .secretlintrc.json over every file.
// A scanner that never finds anything looks the same as one that works, so this runs the same
// configuration over files written here: credentials shaped like live ones must be reported, and
// the example forms the guides and specs use must pass.
import {spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {SITE_DIR} from './content/pages';

const dir = mkdtempSync(path.join(tmpdir(), 'energy-xrm-secrets-'));
afterAll(() => rmSync(dir, {recursive: true, force: true}));

interface Finding {
  readonly line: number;
  readonly message: string;
}

/** Runs the repository's secretlint configuration over one file and returns what it reports. */
function scan(name: string, text: string): Finding[] {
  const file = path.join(dir, name);
  const report = path.join(dir, `${name}.report.json`);
  writeFileSync(file, text);
  const result = spawnSync(
    path.join(SITE_DIR, 'node_modules', '.bin', 'secretlint'),
    [
      '--secretlintrc',
      path.join(SITE_DIR, '.secretlintrc.json'),
      '--format',
      'json',
      '--no-maskSecrets',
      '--output',
      report,
      file,
    ],
    {cwd: SITE_DIR, encoding: 'utf8'},
  );
  expect(result.status, result.stderr).toBe(0);
  const results = JSON.parse(readFileSync(report, 'utf8')) as {
    messages: {message: string; loc: {start: {line: number}}}[];
  }[];
  return results.flatMap((r) => r.messages.map((m) => ({line: m.loc.start.line, message: m.message})));
}

// Split so that this file itself holds nothing the scanner reports.
const join = (...parts: string[]) => parts.join('');

/** Credentials in the shapes the guides once used, with random-looking values, and what must report each. */
const live: readonly (readonly [line: string, finding: string])[] = [
  [join('"signing_secret": "whsec_', 'Zk3Lq8Rv2Nw5Tp9Xc4Hs7Mb1Gd6Jf0Ya"'), 'Energy XRM webhook signing secret'],
  [join('"auth": {"type": "api_key", "api_key": "ak_liv', 'e_4f9c2e7b1a8d6035"}'), 'API key (ak_, sk_, pk_ …)'],
  [join('X-Api-Key: ', 'Zr4Tq8Lm2Vx6Nb9Kc3Hp'), 'X-Api-Key header value'],
  [join('client_secret: ', '8mQ2vT7xK4pR9sW1zY6bN3cF5hJ0dL8a'), 'client secret, password, API key or signing secret'],
  [join('"pass', 'word": "Lz7#pQ2w!vK9"'), 'client secret, password, API key or signing secret'],
  [join('Authorization: Basic ', Buffer.from('energy-xrm:Vt8#mK2q!Lw5').toString('base64')), 'Basic credentials'],
  [
    join(
      'Authorization: Bearer eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.',
      'eyJzdWIiOiJlbmVyZ3kteHJtIn0.Qm9keVNpZ25hdHVyZQ',
    ),
    'JWT whose signature part',
  ],
  [join('Authorization: Bearer ', 'Rk2Lq9Xv4Tm7Nz1Hc8Bp5Wd3'), 'opaque bearer token'],
  [join('"confirmation_token": "doi_', '7Kq2mX9vR4tB8nL1pZ6wY3cF"'), 'prefixed random token'],
  [join('token = "ghp_', 'R7tK2mQ9xL4vN8wP3zB6cF1hJ5dS0gY2aE7u"'), 'GitHub Token'],
  [join('AWS_SECRET_ACCESS_KEY = "wJ7rXt2Lq9Vm4', 'Nz8Kp3Hs6Bd1Gf5Yc0Ra2TuEo9W"'), 'AWS Secret Access Key'],
];

/** The same credentials as the guides and specs show them now. */
const examples = [
  '"signing_secret": "whsec_example_erp_orders_Nw4Q"',
  '"auth": {"type": "api_key", "header_name": "X-Api-Key", "api_key": "ak_example_4f9c2e7b1a8d6035"}',
  'X-Api-Key: pk_728394_example7Hq2Lm9Xc4Vt',
  'client_secret: example-client-secret-8mQ2vT7xK4pR',
  '"password": "example-password-Vt8q"',
  `Authorization: Basic ${Buffer.from('energy-xrm:example-password-Vt8q').toString('base64')}`,
  'X-Energy-XRM-Access-Token: eyJhbGciOiJSUzI1NiIsImtpZCI6ImF0In0.eyJvcmciOiI3MjgzOTQifQ.example-signature',
  '"confirmation_token": "doi_example_7Kq2mX9vR4tB"',
  '"request_id": "req_01HZX3K9F2M7Q8R5T6V4W2Y1AB"',
  'const secret = process.env.ENERGY_XRM_WEBHOOK_SECRET; // whsec_…',
];

// Each case starts secretlint in its own Node.js process: seconds on a loaded machine.
describe('the secret scanner (secretlint with .secretlintrc.json)', {timeout: 30_000}, () => {
  it('reports every credential that looks live, each by the rule meant for it', () => {
    const findings = scan('live.md', live.map(([line]) => line).join('\n'));
    live.forEach(([line, finding], index) => {
      const messages = findings.filter((f) => f.line === index + 1).map((f) => f.message);
      expect(
        messages.some((message) => message.includes(finding)),
        `${line}: ${messages.join('; ')}`,
      ).toBe(true);
    });
  });

  it('lets the example credentials of the guides and specs pass', () => {
    expect(scan('examples.md', examples.join('\n'))).toEqual([]);
  });
});
