import type {LoadedData, PageData} from './data.js';

export interface GraphqlEntry {
  readonly name: string;
  /** queries, mutations, objects, inputs, enums, directives, scalars … */
  readonly kind: string;
  readonly page: PageData;
}

const KIND = /^\/graphql\/[^/]+\/([^/]+)\/[^/]+$/;
const fold = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The GraphQL reference's pages that document one schema entry each. */
export function graphqlEntries(data: LoadedData): GraphqlEntry[] {
  return data.pages.flatMap((page) => {
    const kind = KIND.exec(page.path)?.[1];
    return page.section === 'graphql' && kind ? [{name: page.title, kind, page}] : [];
  });
}

/**
 * Entries whose name matches: exact (ignoring case, `-` and `_`) first, then names that contain
 * the query, then names that contain each of its words (`sharing partner` → SharingPartnerInput).
 */
export function findGraphql(entries: readonly GraphqlEntry[], query: string): GraphqlEntry[] {
  const wanted = fold(query);
  const parts = query
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const rank = (entry: GraphqlEntry): number => {
    const name = fold(entry.name);
    if (name === wanted) return 3;
    if (wanted !== '' && name.includes(wanted)) return 2;
    return parts.length > 0 && parts.every((part) => name.includes(part)) ? 1 : 0;
  };
  return entries
    .map((entry) => ({entry, score: rank(entry)}))
    .filter((item) => item.score > 0)
    .sort((a, b) => b.score - a.score || a.entry.name.length - b.entry.name.length)
    .map((item) => item.entry);
}
