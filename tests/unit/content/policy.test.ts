import {beforeAll, describe, expect, it} from 'vitest';
import {serviceFiles, platformServices as services} from '@energy-xrm/specs';
import {deprecatedParts, tableParts} from './deprecations';
import {readPage} from './pages';
import {loadSpecs, type LoadedSpecs} from './specs';
import {readChangelog} from './versioning';

/**
 * The versioning policy on api-first, checked against what the specs and changelogs really hold:
 * the table of deprecated parts, which services keep a changelog, and each version the policy
 * names. The policy is written once, there; these tests keep it true.
 */
const page = readPage('docs/architecture/api-first.mdx').body;
const policy = page.split(/^## /m).find((part) => part.startsWith('Versions and deprecation')) ?? '';
const titles = new Map(services.map((service) => [service.route, service.title]));
const withChangelog = services.filter((service) => serviceFiles(service).hasChangelog);
const notAfter = (a: string, b: string) => {
  const [x, y] = [a, b].map((v) => v.split('.').map(Number));
  return x!.reduce((order, part, i) => order || part - y![i]!, 0) <= 0;
};
const key = (p: {route: string; name: string; since: string; sunset: string}) =>
  `${p.route} ${p.name} since ${p.since}, sunset ${p.sunset}`;

let specs: LoadedSpecs;
beforeAll(async () => {
  specs = await loadSpecs();
}, 60_000);

describe('the deprecated parts on api-first', () => {
  it('are every part the specs mark deprecated, with the same release and sunset', () => {
    const stated = tableParts(policy, titles).map(key).sort();
    expect(stated, 'Update the table in docs/architecture/api-first.mdx#versions-and-deprecation').toEqual(
      [...new Set(deprecatedParts(specs).map(key))].sort(),
    );
  });
});

describe('the changelog policy on api-first', () => {
  it('names exactly the services that have a changelog', () => {
    const named = new Set([...policy.matchAll(/\(\/api\/([\w-]+)\/changelog\)/g)].map((m) => m[1]));
    expect([...named].sort(), 'link each service with api/<route>/changelog/, and no other').toEqual(
      withChangelog.map((service) => service.route).sort(),
    );
  });

  it('names only releases that exist: an entry where the service has a changelog, else at most its spec version', () => {
    const problems: string[] = [];
    for (const service of services) {
      const versions = readChangelog(service.route).map((entry) => entry.version);
      const spec = specs.documents.get(service.specName) as {info: {version: string}};
      const mentioned = [...policy.matchAll(new RegExp(`${service.title} (\\d+\\.\\d+\\.\\d+)`, 'g'))].map(
        (m) => m[1]!,
      );
      for (const version of mentioned) {
        const exists = versions.length > 0 ? versions.includes(version) : notAfter(version, spec.info.version);
        if (!exists) problems.push(`${service.title} ${version}: no such release`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('has an entry for each release a spec of a service with a changelog names as deprecating a part', () => {
    const problems = deprecatedParts(specs)
      .filter((part) => withChangelog.some((service) => service.route === part.route))
      .filter((part) => {
        const entry = readChangelog(part.route).find((e) => e.version === part.since);
        return !entry?.sections.get('Deprecated')?.includes(part.name);
      })
      .map((part) => `${part.route}: ${part.name} is deprecated since ${part.since}; that entry does not list it`);
    expect(problems).toEqual([]);
  });

  it('says how each kind of breaking release in the changelogs is versioned', () => {
    const kinds = new Set<string>();
    for (const service of withChangelog) {
      const entries = readChangelog(service.route);
      entries.forEach((entry, i) => {
        if (i === 0 || !(entry.sections.has('Removed') || entry.sections.has('Changed'))) return;
        const [major, minor] = entries[i - 1]!.version.split('.').map(Number);
        const [nextMajor] = entry.version.split('.').map(Number);
        if (major! > 0) kinds.add('a **major** release');
        else if (nextMajor! > 0) kinds.add('or releases 1.0.0');
        else if (minor !== undefined) kinds.add('raises the minor version');
      });
    }
    for (const phrase of kinds) expect(policy, `the policy must say a breaking release "${phrase}"`).toContain(phrase);
  });
});
