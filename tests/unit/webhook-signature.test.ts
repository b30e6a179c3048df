// The one webhook-signature check every page includes (docs/webhooks/_verify-signature.mdx) is run
// here in both languages against signatures computed independently, so the snippet readers copy
// is known to accept what the platform signs and to refuse everything else.
import {execFileSync} from 'node:child_process';
import {createHmac} from 'node:crypto';
import {mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {sourceToMarkdown} from '../../plugins/markdown-pages/mdx';
import {codeBlocks, guidePages, partialsOf} from './content/pages';

const SITE_DIR = path.resolve(__dirname, '..', '..');
const partial = readFileSync(path.join(SITE_DIR, 'docs', 'webhooks', '_verify-signature.mdx'), 'utf8');
const block = (title: string) => codeBlocks(partial).find((b) => b.meta.includes(`title="${title}"`))!.code;

const SECRET = 'whsec_example_signing_secret_Nw4Q';
const NEXT_SECRET = 'whsec_example_rotated_secret_9oXw';
const TIMESTAMP = '1741944912';
const NOW_MS = 1741944915000;
const BODY = '{"event_id":"0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f","event_name":"entity_operation"}';
const sign = (secret: string, timestamp: string, body: string) =>
  `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

interface Case {
  readonly name: string;
  readonly body: string;
  readonly signature: string;
  readonly timestamp: string;
  readonly secrets: readonly string[];
  readonly valid: boolean;
}

const cases: readonly Case[] = [
  {
    name: 'a signed delivery',
    body: BODY,
    signature: sign(SECRET, TIMESTAMP, BODY),
    timestamp: TIMESTAMP,
    secrets: [SECRET],
    valid: true,
  },
  {
    name: 'a delivery during a rotation, signed with both secrets',
    body: BODY,
    signature: `${sign(SECRET, TIMESTAMP, BODY)} ${sign(NEXT_SECRET, TIMESTAMP, BODY)}`,
    timestamp: TIMESTAMP,
    secrets: [NEXT_SECRET],
    valid: true,
  },
  {
    name: 'a changed body',
    body: `${BODY} `,
    signature: sign(SECRET, TIMESTAMP, BODY),
    timestamp: TIMESTAMP,
    secrets: [SECRET],
    valid: false,
  },
  {
    name: 'another secret',
    body: BODY,
    signature: sign(SECRET, TIMESTAMP, BODY),
    timestamp: TIMESTAMP,
    secrets: [NEXT_SECRET],
    valid: false,
  },
  {
    name: 'a timestamp six minutes old',
    body: BODY,
    signature: sign(SECRET, '1741944555', BODY),
    timestamp: '1741944555',
    secrets: [SECRET],
    valid: false,
  },
  {
    name: 'no v1= prefix',
    body: BODY,
    signature: sign(SECRET, TIMESTAMP, BODY).slice(3),
    timestamp: TIMESTAMP,
    secrets: [SECRET],
    valid: false,
  },
];

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'energy-xrm-signature-'));
  writeFileSync(path.join(dir, 'verify-delivery.mjs'), block('verify-delivery.mjs'));
  writeFileSync(path.join(dir, 'verify_delivery.py'), block('verify_delivery.py'));
});
afterAll(() => rmSync(dir, {recursive: true, force: true}));

describe('the JavaScript check (verify-delivery.mjs)', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_, c) => {
    const {verifyDelivery} = (await import(pathToFileURL(path.join(dir, 'verify-delivery.mjs')).href)) as {
      verifyDelivery: (input: Record<string, unknown>) => boolean;
    };
    const result = verifyDelivery({
      rawBody: Buffer.from(c.body, 'utf8'),
      signatureHeader: c.signature,
      timestampHeader: c.timestamp,
      secrets: c.secrets,
      now: NOW_MS,
    });
    expect(result).toBe(c.valid);
  });
});

describe('the Python check (verify_delivery.py)', () => {
  it('gives the same answer for every case', () => {
    const driver = [
      'import json, sys',
      'from verify_delivery import verify_delivery',
      'cases = json.load(sys.stdin)',
      `print(json.dumps([verify_delivery(c["body"].encode("utf-8"), c["signature"], c["timestamp"], c["secrets"], now=${NOW_MS / 1000}) for c in cases]))`,
    ].join('\n');
    const output = execFileSync('python3', ['-c', driver], {cwd: dir, input: JSON.stringify(cases), encoding: 'utf8'});
    expect(JSON.parse(output)).toEqual(cases.map((c) => c.valid));
  });
});

it('the test vector on the envelope page is a signature the platform would send', () => {
  const page = readFileSync(path.join(SITE_DIR, 'docs', 'webhooks', 'payload-structure', 'intro.mdx'), 'utf8');
  const secret = page.match(/\| Signing secret \| `([^`]+)` \|/)![1]!;
  const timestamp = page.match(/\| `X-Energy-XRM-Timestamp` \| `(\d+)` \|/)![1]!;
  const expected = page.match(/\| Expected `X-Energy-XRM-Signature` \| `([^`]+)` \|/)![1]!;
  const body = codeBlocks(page).find((b) => b.meta.includes('title="Body (exactly these bytes)"'))!.code;
  expect(sign(secret, timestamp, body)).toBe(expected);
});

describe('one check, included where pages need it', () => {
  const PARTIAL = 'docs/webhooks/_verify-signature.mdx';
  const blog = readdirSync(path.join(SITE_DIR, 'blog'))
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => ({file: `blog/${file}`}));
  const pages = [...guidePages(), ...blog].map(({file}) => ({
    file,
    own: readFileSync(path.join(SITE_DIR, file), 'utf8'),
  }));
  const including = pages.filter((page) => partialsOf(page.file, page.own).includes(PARTIAL)).map((p) => p.file);

  it('no page computes the signature itself', () => {
    const computing = pages.filter((page) => /createHmac|timingSafeEqual|hmac\.new|compare_digest/.test(page.own));
    expect(computing.map((page) => page.file)).toEqual([]);
  });

  it('every page whose code calls the check includes it', () => {
    const calling = pages.filter((page) => /verifyDelivery|verify_delivery/.test(page.own)).map((p) => p.file);
    expect(calling.filter((file) => !including.includes(file))).toEqual([]);
  });

  it("carries both code blocks into each including page's Markdown copy", () => {
    const scope = {
      siteUrl: 'https://devcenter.energy-xrm.example',
      siteDir: SITE_DIR,
      contentDirs: [path.join(SITE_DIR, 'docs'), path.join(SITE_DIR, 'apps')],
      sourceToPath: new Map<string, string>(),
      markdownPaths: new Set<string>(),
    };
    const missing = including.flatMap((file) => {
      const page = {file: path.join(SITE_DIR, file), pagePath: `/${file}`, pageUrl: `${scope.siteUrl}/${file}`};
      const warnings: string[] = [];
      const {body} = sourceToMarkdown(page, scope, (message) => warnings.push(message));
      const titles = codeBlocks(body).map((b) => b.meta);
      return [
        ...['title="verify-delivery.mjs"', 'title="verify_delivery.py"']
          .filter((title) => !titles.includes(title))
          .map((title) => `${file}: no code block ${title}`),
        ...warnings,
      ];
    });
    expect(missing).toEqual([]);
    // Parsing eight long pages takes seconds on a loaded machine, more under coverage.
  }, 60_000);

  it('is included by the webhook guides, the portal and GIS guides and the custom action page', () => {
    expect(including.sort()).toEqual([
      'apps/about-apps/components/custom-action.mdx',
      'docs/journeys/integrate-gis-data.mdx',
      'docs/portals/portal-webhooks.mdx',
      'docs/webhooks/index.mdx',
      'docs/webhooks/payload-structure/automation-trigger.mdx',
      'docs/webhooks/payload-structure/customization.mdx',
      'docs/webhooks/payload-structure/intro.mdx',
      'docs/webhooks/payload-structure/portal-user-access.mdx',
    ]);
  });
});
