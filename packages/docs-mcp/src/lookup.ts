import type {LoadedData, OperationData, PageData, SchemaData, ServiceData, ServiceDetails} from './data.js';

/** A wrong argument: the message says what was wrong and what would be right. */
export class ArgumentError extends Error {}

const fold = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]/g, '');
const words = (text: string): string[] =>
  text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** Choices sharing most words with what was asked for, best first. */
export function closest(asked: string, choices: readonly string[], count: number): string[] {
  const wanted = new Set(words(asked));
  return choices
    .map((choice) => ({choice, shared: words(choice).filter((word) => wanted.has(word)).length}))
    .filter((entry) => entry.shared > 0)
    .sort((a, b) => b.shared - a.shared)
    .slice(0, count)
    .map((entry) => entry.choice);
}

/** A service by its route (`entity`), title (`Entity API`) or its URL. */
export function findService(data: LoadedData, asked: string): ServiceData {
  const key = fold(asked.replace(/^.*\/api\//, '').replace(/\.md$/, ''));
  const found = data.services.find(
    (s) => fold(s.route) === key || fold(s.title) === key || fold(`${s.route}api`) === key,
  );
  if (found) return found;
  throw new ArgumentError(
    `Unknown service "${asked}". Valid services: ${data.services.map((s) => s.route).join(', ')}.`,
  );
}

/**
 * An operation by its operationId, or by its anchor on the reference page (which an operation
 * without an operationId is known by): the exact spelling first, then any case.
 */
export function findOperation(service: ServiceData, details: ServiceDetails, asked: string): OperationData {
  const lower = asked.toLowerCase();
  const {operations} = details;
  const names = (op: OperationData): (string | undefined)[] => [op.operationId, op.anchor];
  const found =
    operations.find((op) => names(op).includes(asked)) ??
    operations.find((op) => names(op).some((name) => name?.toLowerCase() === lower));
  if (found) return found;
  const ids = operations.flatMap((op) => (op.operationId === undefined ? [] : [op.operationId]));
  const anchors = operations.flatMap((op) => (op.operationId === undefined ? [op.anchor] : []));
  const message = [
    `The ${service.title} (${service.route}) has no operation "${asked}".`,
    ids.length > 0 ? `Valid operationIds: ${ids.join(', ')}.` : '',
    anchors.length > 0 ? `Operations without an operationId, by their anchor: ${anchors.join(', ')}.` : '',
  ];
  throw new ArgumentError(message.filter(Boolean).join(' '));
}

/** A component schema by its name: the exact spelling first, then any case. */
export function findSchema(service: ServiceData, details: ServiceDetails, asked: string): SchemaData {
  const {schemas} = details;
  const found =
    schemas.find((s) => s.name === asked) ?? schemas.find((s) => s.name.toLowerCase() === asked.toLowerCase());
  if (found) return found;
  const names = schemas.map((s) => s.name);
  const near = closest(asked, names, 5);
  throw new ArgumentError(
    `The ${service.title} (${service.route}) has no schema "${asked}".${near.length > 0 ? ` Closest: ${near.join(', ')}.` : ''} Valid schemas: ${names.join(', ')}.`,
  );
}

/** The path a page is known by: no origin, no `.md`, no anchor or query, no trailing slash. */
export function pagePath(asked: string): string {
  const noOrigin = asked.trim().replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '');
  const bare = noOrigin
    .replace(/[?#].*$/, '')
    .replace(/\.md$/, '')
    .replace(/\/+$/, '');
  const rooted = bare.startsWith('/') ? bare : `/${bare}`;
  return rooted === '/index' || rooted === '' ? '/' : rooted;
}

export function findPage(data: LoadedData, asked: string): PageData {
  const wanted = pagePath(asked);
  const page =
    data.pages.find((p) => p.path === wanted) ?? data.pages.find((p) => p.path.toLowerCase() === wanted.toLowerCase());
  if (page) return page;
  const near = closest(
    wanted,
    data.pages.map((p) => p.path),
    8,
  );
  throw new ArgumentError(
    `No page at "${wanted}". ${near.length > 0 ? `Pages with similar paths: ${near.join(', ')}. ` : ''}` +
      `list_pages names all ${data.pages.length} pages; search_docs finds pages by topic.`,
  );
}
