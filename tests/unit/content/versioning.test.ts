import {beforeAll, describe, expect, it} from 'vitest';
import {platformServices as services} from '@energy-xrm/specs';
import type {BundledSpec} from './conventions';
import {loadSpecs} from './specs';
import {
  changelogProblems,
  deprecationHeaderProblems,
  deprecationProblems,
  earliestSunset,
  mayBreak,
  readChangelog,
  type ChangelogEntry,
} from './versioning';

type Spec = BundledSpec & {info: {version: string}};
let documents: Map<string, Spec>;

beforeAll(async () => {
  documents = (await loadSpecs()).documents as unknown as Map<string, Spec>;
}, 60_000);

const specOf = (route: string) => documents.get(services.find((s) => s.route === route)!.specName)!;

describe('the versioning policy of docs/architecture/api-first.mdx holds', () => {
  it('in every changelog: deprecations dated, removals announced in time, in a breaking release', () => {
    const problems = services.flatMap((s) => changelogProblems(readChangelog(s.route), specOf(s.route).info.version));
    expect(problems).toEqual([]);
  });

  it('in every spec: each deprecated part says since when and its sunset, within the window', () => {
    const problems = services.flatMap((s) =>
      deprecationProblems(specOf(s.route), readChangelog(s.route)).map((p) => `${s.route}: ${p}`),
    );
    expect(problems).toEqual([]);
  });

  it('in every spec: operations taking a deprecated part answer with Deprecation and Sunset', () => {
    const problems = services.flatMap((s) => deprecationHeaderProblems(specOf(s.route)).map((p) => `${s.route}: ${p}`));
    expect(problems).toEqual([]);
  });
  // The table of deprecated parts on the page is compared with the specs in policy.test.ts.
});

describe('the policy rules', () => {
  it('give stable parts six months and preview parts three', () => {
    expect(earliestSunset('1.3.0', '2024-10-08')).toBe('2025-04-08');
    expect(earliestSunset('0.3.0', '2024-09-24')).toBe('2024-12-24');
  });

  it('let a major release break, and a minor one only in preview', () => {
    expect(mayBreak('1.3.0', '2.0.0')).toBe(true);
    expect(mayBreak('0.3.0', '0.4.0')).toBe(true);
    expect(mayBreak('0.4.0', '1.0.0')).toBe(true);
    expect(mayBreak('1.1.0', '1.3.0')).toBe(false);
  });

  const entry = (version: string, date: string, sections: Record<string, string>): ChangelogEntry => ({
    file: `api/x/changelog/${date}-${version}.md`,
    version,
    date,
    sections: new Map(Object.entries(sections)),
  });

  it('catch a removal in a minor release, without announcement, or an undated deprecation', () => {
    const history = [
      entry('1.0.0', '2024-01-10', {Deprecated: 'Deprecated\n\n- `size`, use `limit`.\n'}),
      entry('1.1.0', '2024-03-01', {Removed: 'Removed\n\n- `size`, deprecated in 1.0.0 with sunset 2024-07-10.\n'}),
    ];
    expect(changelogProblems(history, '1.1.0')).toEqual([
      'api/x/changelog/2024-01-10-1.0.0.md: a deprecation without "sunset YYYY-MM-DD": `size`, use `limit`.\n',
      'api/x/changelog/2024-03-01-1.1.0.md: breaks clients in 1.1.0, which is not a breaking release',
      'api/x/changelog/2024-03-01-1.1.0.md: breaks what no earlier entry deprecated with that sunset: `size`, deprecated in 1.0.0 with sunset 2024-07-10.\n',
    ]);
  });

  it('catch a breaking change that nobody announced, as a required field in a preview release', () => {
    const history = [
      entry('0.3.0', '2024-10-08', {Added: 'Added\n\n- `expires_at`.\n'}),
      entry('0.4.0', '2025-04-01', {Changed: 'Changed\n\n- `token_type` is now required.\n'}),
      entry('1.0.0', '2025-09-01', {
        Changed: 'Changed\n\n- Revoking twice answers `204` instead of `404`, a compatible change.\n',
      }),
    ];
    expect(changelogProblems(history, '1.0.0')).toEqual([
      'api/x/changelog/2025-04-01-0.4.0.md: breaks what no earlier entry deprecated with that sunset: `token_type` is now required.\n',
    ]);
  });

  it('catch a window that is too short and a removal before the sunset', () => {
    const history = [
      entry('1.3.0', '2024-10-08', {Deprecated: 'Deprecated\n\n- `hits`, sunset 2025-01-08.\n'}),
      entry('2.0.0', '2024-12-01', {Removed: 'Removed\n\n- `hits`, deprecated in 1.3.0 with sunset 2025-01-08.\n'}),
    ];
    expect(changelogProblems(history, '2.0.0')).toEqual([
      'api/x/changelog/2024-10-08-1.3.0.md: sunset 2025-01-08 is earlier than 2025-04-08',
      'api/x/changelog/2024-12-01-2.0.0.md: breaks a part before its sunset 2025-01-08',
    ]);
  });
});
