import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {isDeepStrictEqual} from 'node:util';
import {parse} from 'yaml';
import {operationsOf, shared, type BundledSpec} from './conventions';
import {SITE_DIR} from './pages';

type Json = Record<string, unknown>;

/** One changelog entry of a service (`api/<route>/changelog/<date>-<version>.md`). */
export interface ChangelogEntry {
  readonly file: string;
  readonly version: string;
  readonly date: string;
  /** `## Added`, `## Deprecated`, … with their text. */
  readonly sections: ReadonlyMap<string, string>;
}

/** The policy of docs/architecture/api-first.mdx#versions-and-deprecation, in months of overlap. */
export const WINDOW_MONTHS = {stable: 6, preview: 3};

const DEPRECATED = /Deprecated\s+since\s+(\d+\.\d+\.\d+),\s+sunset\s+(\d{4}-\d{2}-\d{2})/;

export function readChangelog(route: string): ChangelogEntry[] {
  const dir = path.join(SITE_DIR, 'api', route, 'changelog');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.md'))
    .sort()
    .map((file) => {
      const text = readFileSync(path.join(dir, file), 'utf8');
      const [, head = '', body = ''] = text.match(/^---\n([\s\S]*?)\n---\n([\s\S]*)$/) ?? [];
      const front = parse(head) as {slug: string; date: string | Date};
      const sections = new Map(
        body
          .split(/^## /m)
          .slice(1)
          .map((part) => [part.slice(0, part.indexOf('\n')).trim(), part] as const),
      );
      const date = front.date instanceof Date ? front.date.toISOString().slice(0, 10) : String(front.date);
      return {file: `api/${route}/changelog/${file}`, version: String(front.slug), date, sections};
    });
}

/** Words of a change that breaks clients, unless the bullet says why it does not. */
const BREAKING = /\b(?:now required|instead of|no longer|removed?)\b/i;
const COMPATIBLE = /compatible change|not a breaking change/i;
const bullets = (section: string | undefined) => (section ? section.split(/^- /m).slice(1) : []);

const parts = (version: string) => version.split('.').map(Number) as [number, number, number];
const compare = (a: string, b: string) => parts(a).reduce((order, part, index) => order || part - parts(b)[index]!, 0);
const isPreview = (version: string) => parts(version)[0] === 0;

/** The earliest sunset the policy allows for a part deprecated on `date` in `version`. */
export function earliestSunset(version: string, date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCMonth(day.getUTCMonth() + (isPreview(version) ? WINDOW_MONTHS.preview : WINDOW_MONTHS.stable));
  return day.toISOString().slice(0, 10);
}

/** Whether `next` may remove what `previous` had: a major release, or a minor one while in preview. */
export function mayBreak(previous: string, next: string): boolean {
  const [major, minor] = parts(previous);
  const [nextMajor, nextMinor] = parts(next);
  return nextMajor > major || (major === 0 && nextMajor === 0 && nextMinor > minor);
}

/** Changelog rules: every deprecation dated, every removal announced in time and shipped in a breaking release. */
export function changelogProblems(entries: readonly ChangelogEntry[], specVersion: string): string[] {
  const problems: string[] = [];
  const newest = entries.at(-1);
  if (newest && newest.version !== specVersion) {
    problems.push(`${newest.file}: the newest entry is ${newest.version}, the spec says ${specVersion}`);
  }
  entries.forEach((entry, index) => {
    for (const bullet of bullets(entry.sections.get('Deprecated'))) {
      const sunset = bullet.match(/sunset\s+(\d{4}-\d{2}-\d{2})/)?.[1];
      if (!sunset) problems.push(`${entry.file}: a deprecation without "sunset YYYY-MM-DD": ${bullet.slice(0, 60)}`);
      else if (sunset < earliestSunset(entry.version, entry.date)) {
        problems.push(`${entry.file}: sunset ${sunset} is earlier than ${earliestSunset(entry.version, entry.date)}`);
      }
    }
    const previous = entries[index - 1];
    const breaking = [
      ...bullets(entry.sections.get('Removed')),
      ...bullets(entry.sections.get('Changed')).filter((b) => BREAKING.test(b) && !COMPATIBLE.test(b)),
    ];
    if (breaking.length > 0 && (!previous || !mayBreak(previous.version, entry.version))) {
      problems.push(`${entry.file}: breaks clients in ${entry.version}, which is not a breaking release`);
    }
    for (const bullet of breaking) {
      const [, version, sunset] =
        bullet.match(/deprecated\s+in\s+(\d+\.\d+\.\d+)\s+with\s+sunset\s+(\d{4}-\d{2}-\d{2})/) ?? [];
      const announcing = entries.find((candidate) => candidate.version === version);
      const announced = announcing?.sections.get('Deprecated')?.replace(/\s+/g, ' ');
      if (!announced?.includes(`sunset ${sunset}`)) {
        problems.push(
          `${entry.file}: breaks what no earlier entry deprecated with that sunset: ${bullet.slice(0, 60)}`,
        );
      } else if (sunset! > entry.date) {
        problems.push(`${entry.file}: breaks a part before its sunset ${sunset}`);
      }
    }
  });
  return problems;
}

function walk(node: unknown, visit: (node: Json, where: string) => void, where = ''): void {
  if (!node || typeof node !== 'object') return;
  if (!Array.isArray(node)) visit(node as Json, where);
  for (const [key, child] of Object.entries(node)) walk(child, visit, `${where}/${key}`);
}

/** Spec rules: every deprecated part says since when and until when, within the policy. */
export function deprecationProblems(doc: BundledSpec & {info: {version: string}}, entries: readonly ChangelogEntry[]) {
  const problems: string[] = [];
  const newestDate = entries.at(-1)?.date ?? '';
  walk(doc, (node, where) => {
    if (node.deprecated !== true) return;
    const [, since, sunset] = String(node.description ?? '').match(DEPRECATED) ?? [];
    if (!since || !sunset) {
      problems.push(`${where}: a deprecated part needs "Deprecated since <version>, sunset <YYYY-MM-DD>"`);
      return;
    }
    if (compare(since, doc.info.version) > 0) {
      problems.push(`${where}: deprecated since ${since}, after the spec's version ${doc.info.version}`);
    }
    const announcing = entries.find((entry) => entry.version === since);
    if (announcing && sunset < earliestSunset(since, announcing.date)) {
      problems.push(`${where}: sunset ${sunset} is earlier than ${earliestSunset(since, announcing.date)}`);
    }
    if (sunset <= newestDate) problems.push(`${where}: sunset ${sunset} passed before the newest release`);
  });
  return problems;
}

function usesDeprecated(doc: BundledSpec, node: unknown, seen = new Set<string>()): boolean {
  if (!node || typeof node !== 'object') return false;
  const ref = (node as Json).$ref;
  if (typeof ref === 'string') {
    if (seen.has(ref)) return false;
    seen.add(ref);
    const target = ref
      .slice(2)
      .split('/')
      .reduce<unknown>((value, key) => (value as Json | undefined)?.[key], doc);
    return usesDeprecated(doc, target, seen);
  }
  if ((node as Json).deprecated === true) return true;
  const {properties, items, allOf, oneOf, anyOf} = node as Json;
  return [...Object.values((properties ?? {}) as Json), items, allOf, oneOf, anyOf]
    .flat()
    .some((child) => usesDeprecated(doc, child, seen));
}

/** Operations that are deprecated, or take a deprecated parameter or request field, announce it in headers. */
export function deprecationHeaderProblems(doc: BundledSpec): string[] {
  const wanted = {Deprecation: shared.headers.Deprecation, Sunset: shared.headers.Sunset};
  return operationsOf(doc).flatMap((op) => {
    const body = ((op.raw.requestBody as Json | undefined)?.content as Json | undefined)?.['application/json'];
    const deprecatedInput =
      op.raw.deprecated === true ||
      op.parameters.some((parameter) => parameter.deprecated === true) ||
      usesDeprecated(doc, (body as Json | undefined)?.schema);
    if (!deprecatedInput) return [];
    return Object.entries(op.raw.responses as Record<string, Json>)
      .filter(([status]) => status.startsWith('2'))
      .flatMap(([status, response]) =>
        Object.entries(wanted)
          .filter(([name, header]) => {
            const declared = (response.headers as Record<string, Json> | undefined)?.[name];
            const resolved = declared?.$ref
              ? (doc.components as {headers?: Record<string, Json>} | undefined)?.headers?.[
                  String(declared.$ref).split('/').pop()!
                ]
              : declared;
            return !isDeepStrictEqual(resolved, header);
          })
          .map(([name]) => `${op.id}: ${status} lacks the shared ${name} header (it takes a deprecated part)`),
      );
  });
}
