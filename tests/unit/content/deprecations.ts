import {platformServices as services} from '@energy-xrm/specs';
import type {LoadedSpecs} from './specs';

type Json = Record<string, unknown>;

/** A part a spec marks `deprecated: true`, as the api-first table names it. */
export interface DeprecatedPart {
  readonly route: string;
  /** The operationId of a deprecated operation, else the parameter or field name. */
  readonly name: string;
  readonly since: string;
  readonly sunset: string;
}

const DEPRECATED = /Deprecated\s+since\s+(\d+\.\d+\.\d+),\s+sunset\s+(\d{4}-\d{2}-\d{2})/;

function walk(node: unknown, visit: (node: Json, keys: readonly string[]) => void, keys: string[] = []): void {
  if (!node || typeof node !== 'object') return;
  if (!Array.isArray(node)) visit(node as Json, keys);
  for (const [key, child] of Object.entries(node)) walk(child, visit, [...keys, key]);
}

/** Every deprecated operation, parameter and field of every spec, each once. */
export function deprecatedParts(specs: LoadedSpecs): DeprecatedPart[] {
  const found = new Map<string, DeprecatedPart>();
  for (const service of services) {
    walk(specs.documents.get(service.specName), (node, keys) => {
      if (node.deprecated !== true) return;
      const [, since = '?', sunset = '?'] = String(node.description ?? '').match(DEPRECATED) ?? [];
      const isOperation = keys[0] === 'paths' && keys.length === 3;
      const isParameter = keys.at(-2) === 'parameters' || (keys[0] === 'components' && keys[1] === 'parameters');
      const name = isOperation ? String(node.operationId) : isParameter ? String(node.name) : keys.at(-1)!;
      const part = {route: service.route, name, since, sunset};
      found.set(JSON.stringify(part), part);
    });
  }
  return [...found.values()];
}

/** The rows of the api-first table of deprecated parts, read the same way: route, name, since, sunset. */
export function tableParts(section: string, titles: ReadonlyMap<string, string>): DeprecatedPart[] {
  const rows = section.split('\n').filter((line) => /^\| .*\| \d{4}-\d{2}-\d{2} \|/.test(line));
  return rows.map((row) => {
    const [part = '', since = '', sunset = ''] = row
      .split('|')
      .slice(1)
      .map((cell) => cell.trim());
    const route = part.match(/\]\(\/api\/([\w-]+)[#)]/)?.[1] ?? '?';
    const name = part.match(/^`([^`]+)`/)?.[1] ?? part.match(/^\[([^\]]+)\]/)?.[1] ?? part;
    const version = since.match(/(\d+\.\d+\.\d+)/)?.[1] ?? '?';
    const service = since.replace(version, '').trim();
    if (titles.get(route) !== service) return {route: `${route} (titled "${service}")`, name, since: version, sunset};
    return {route, name, since: version, sunset};
  });
}
