import {beforeEach} from 'vitest';
import {compileSynonyms, type IndexableDocument, type Loader, SearchEngine, SYNONYMS_FILE} from '../src/index.js';
import {buildIndexFiles} from '../src/indexer/index.js';
import {guideSection as guide} from './documents.js';

/** A few guides and REST documents, written for these tests. */
export const guides: IndexableDocument[] = [
  guide('/docs/architecture/pagination', 'Pagination', 'Page through long lists with a cursor and a page size.'),
  guide('/docs/auth/authorization', 'Authorization', 'Roles and permissions decide what a token may do.'),
  guide('/docs/auth/access-tokens', 'Access tokens', 'Create a token and send it in the Authorization header.'),
  guide('/docs/entities/relations', 'Relations', 'Entities point at each other through relations.'),
  guide('/docs/deadlines/intro', 'Switching deadlines', 'The earliest supply start for a supplier switch.'),
  guide('/docs/messaging/threads#trash', 'Trash a thread', 'Move an email thread to the trash.', 'Threads'),
];

export const reference: IndexableDocument[] = [
  {
    ...guide('/api/permissions#listRoles', 'List roles', 'Returns the roles of the organization.'),
    type: 'other',
    kind: 'get',
    parentCategories: 'Permissions API Roles',
  },
];

export const synonyms = compileSynonyms([
  {term: 'trash', readers: ['throw away'], reason: 'Threads go to the trash.'},
  {term: 'thread', readers: ['conversation'], reason: 'Emails are grouped into threads.'},
  {term: 'deadline', readers: ['frist', 'fristen'], reason: 'German market word.'},
]);

/**
 * The index files, built again for each test (in a beforeEach that this module registers in the
 * test file importing it): mutation testing counts only what runs inside a test or its beforeEach
 * as covered by that test, so an index built when the file loads would hide the indexer's mutants.
 */
export let files = new Map<string, unknown>();
const buildFiles = () =>
  new Map<string, unknown>([
    ...buildIndexFiles(
      new Map([
        ['docs-default-current', {documents: guides}],
        ['default', {documents: [], parts: [{name: 'api-permissions', documents: reference}]}],
      ]),
    ),
    [SYNONYMS_FILE, synonyms],
  ]);
beforeEach(() => {
  files = buildFiles();
});

export const tags = ['default', 'docs-default-current'];

export const loader: Loader = (file) =>
  files.has(file) ? Promise.resolve(structuredClone(files.get(file))) : Promise.reject(new Error(`${file}: none`));

/** The section routes a query finds, best first. */
export async function routes(query: string, engine = new SearchEngine(loader)): Promise<string[]> {
  return (await engine.search(tags, query)).hits.map((hit) => hit.document.sectionRoute);
}
