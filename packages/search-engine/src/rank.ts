import type {QueryWord} from './query.js';
import type {Scored, WeightedTerm} from './scoring.js';
import {processTerm, tokenize} from './text.js';
import type {SearchDocument} from './types.js';

export interface Ranked {
  readonly id: number;
  readonly score: number;
}

/** How many of the best documents the final order looks at (their documents load first). */
export const CANDIDATES = 12;
/** How many of the best documents by words the prior of the known documents may lift among the candidates. */
export const POOL = 60;

/**
 * How steeply the share of the reader's words a document answers scales its score. Squared, a
 * document missing one word of four lost 44 % and a guide naming the action in other words lost to
 * pages repeating the other three; 1.5 measured better on every question set (plugins/search/README.md).
 */
export const COORDINATION = 1.5;

/**
 * The order by words. Coordination, as in Lucene's classic scoring: a document that answers every
 * word of the question beats one that answers some of them very well (filler words do not count).
 */
export function byWords(scored: ReadonlyMap<number, Scored>, groups: number, documentCount = 0): Ranked[] {
  const weights = wordWeights(scored, groups, documentCount);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return [...scored]
    .map(([id, {score, groups: matched}]) => {
      const answered = [...matched].reduce((sum, group) => sum + (weights[group] ?? 0), 0);
      return {id, score: score * (answered / total) ** COORDINATION};
    })
    .sort((a, b) => b.score - a.score);
}

/**
 * How much each of the reader's words tells documents apart: its inverse document frequency over
 * the documents that match it. In a whole sentence, missing a word most pages hold ("minute",
 * "record") then costs less than missing the one that names the topic ("webhook", "429").
 * Without a document count every word weighs the same (the share of words answered).
 */
function wordWeights(scored: ReadonlyMap<number, Scored>, groups: number, documentCount: number): number[] {
  const counts: number[] = Array.from({length: groups}, () => 0);
  for (const {groups: matched} of scored.values())
    for (const group of matched) counts[group] = (counts[group] ?? 0) + 1;
  return counts.map((count) => (documentCount > 0 ? Math.log(1 + documentCount / (count + 0.5)) : 1));
}

/**
 * Queries of up to this many content words name a topic ("access token", "cancel an order"), and
 * the prior applies; longer ones are questions, whose answer is a section (see `sectionsFirst`).
 */
export const SHORT_QUERY = 3;

/** Each further hit of the same page weighs this much of the one before it (see `distinct`). */
export const SAME_PAGE = 0.8;

/**
 * Variety across pages, as hosted search's "distinct": each hit of a page after its first weighs
 * less, so one page whose every section repeats the query's words (a REST service named like the
 * topic, a library's enumeration) does not fill the first places before the next page is shown.
 * `pageOf` names a document's page; the order within a page stays as it was.
 */
export function distinct(ranked: readonly Ranked[], pageOf: (id: number) => string): Ranked[] {
  const seen = new Map<string, number>();
  return ranked
    .map(({id, score}) => {
      const page = pageOf(id);
      const earlier = seen.get(page) ?? 0;
      seen.set(page, earlier + 1);
      return {id, score: score * SAME_PAGE ** earlier};
    })
    .sort((a, b) => b.score - a.score);
}

/** Words that ask for a data structure: a schema is then what the reader wants. */
const STRUCTURE = new Set(
  'schema schemas field fields enum enums object model type types property properties attribute attributes payload body json response request structure shape format value values contain contains'.split(
    ' ',
  ),
);

/** Words that ask to do something through the API: an operation is then what the reader wants. */
const ACTIONS = new Set(
  (
    'create add get list read fetch delete remove update change edit patch put post cancel submit send upload ' +
    'download search find assign unassign approve reject invite replay trigger retrigger generate execute run ' +
    'compute check verify revoke rotate mark move archive restore duplicate export import install apply ' +
    'upsert set reset close open call'
  ).split(' '),
);

/**
 * A document's weight before its words count, for readers new to the platform. A short topic
 * query ("webhook", "access token") is best answered by a guide: the reference's schema and tag
 * fragments, which repeat a topic's words in every property, step back unless the query asks for
 * a data structure; an operation keeps its place when the query names an action. In a question
 * (more words), the words decide, except that those fragments still step back: a reader asking how
 * to do something wants the operation or the guide that does it, not the data it describes.
 */
export function prior(document: SearchDocument | undefined, words: readonly QueryWord[]): number {
  if (!document || words.length === 0) return 1;
  const asks = (list: ReadonlySet<string>) => words.some(({word}) => list.has(word));
  // An operation whose summary the reader's words cover ("terminate a supply contract" and
  // "Terminate a contract") is the thing asked for, however many other words the question has.
  if (operation(document) && namedAfter(document.sectionTitle, words, 2)) return NAMED;
  if (words.length > SHORT_QUERY) return fragment(document) && !asks(STRUCTURE) ? QUESTION_FRAGMENT : 1;
  if (document.type === 'docs') {
    // A library's generated reference is a fragment like a schema: a guide answers a topic better.
    if (LIBRARY_REFERENCE.test(document.pageTitle)) return asks(STRUCTURE) ? 1 : SCHEMA;
    // The GraphQL reference is reference too (among docs pages, only its entries have a kind): its
    // types step back as REST schemas do (unless the query names their kind, `partner status
    // enum`), its queries and mutations stand as operations.
    if (document.kind !== undefined) {
      if (!GRAPHQL_TYPES.has(document.kind)) return 1;
      return asks(STRUCTURE) || words.some(({word}) => word === document.kind) ? 1 : SCHEMA;
    }
    const top = document.sectionTitle === document.pageTitle;
    if (top && titleAnswers(document.pageTitle, words))
      return namedAfter(document.pageTitle, words) ? NAMED : PAGE_TITLE;
    return titleAnswers(`${document.pageTitle} ${document.sectionTitle}`, words) ? SECTION_TITLE : 1;
  }
  if (document.kind === 'schema') return asks(STRUCTURE) ? 1 : SCHEMA;
  const topic = words.length <= 2 && !asks(ACTIONS) && !asks(STRUCTURE);
  if (topic && (document.kind === 'tag' || /^(get|post|put|patch|delete)$/.test(document.kind ?? ''))) return TOPIC;
  return 1;
}

/** A REST operation or a GraphQL query or mutation: reference that does something. */
function operation(document: SearchDocument): boolean {
  return /^(get|post|put|patch|delete|query|mutation)$/.test(document.kind ?? '');
}

/** A schema, a tag's introduction, a library's or GraphQL's type: reference that describes, not does. */
function fragment(document: SearchDocument): boolean {
  if (document.type === 'docs') {
    if (LIBRARY_REFERENCE.test(document.pageTitle)) return true;
    return document.kind !== undefined && GRAPHQL_TYPES.has(document.kind);
  }
  return document.kind === 'schema' || document.kind === 'tag';
}

/** The kinds of GraphQL entry that describe data. */
const GRAPHQL_TYPES: ReadonlySet<string> = new Set([
  'object',
  'input',
  'enum',
  'interface',
  'union',
  'scalar',
  'directive',
]);

/** A page of a library's generated reference (TypeDoc): reference, not a guide, whatever its title. */
const LIBRARY_REFERENCE = /^(Interface|Function|Variable|Enumeration|Class|Type Alias|Namespace): /;

/** Weights of the prior, measured with `npm run bench:search` side by side (plugins/search/README.md). */
const PAGE_TITLE = 1.3;
/** A guide page named exactly what the reader typed ("Automation", "Rate limits") is the topic's own page. */
const NAMED = 1.6;
const SECTION_TITLE = 1.15;
const SCHEMA = 0.9;
const TOPIC = 1;
/** A fragment's weight in a question (more than SHORT_QUERY words) that does not ask for a structure. */
const QUESTION_FRAGMENT = 0.8;

/**
 * True when the title holds no word beyond the query's (it is named after what the reader typed)
 * and at least `least` words (an operation's one-word name, `Contract`, names a topic, not an action).
 */
function namedAfter(title: string, words: readonly QueryWord[], least = 1): boolean {
  const terms = tokenize(title).flatMap((word) => processTerm(word) ?? []);
  return terms.length >= least && terms.every((titleTerm) => words.some(({term}) => titleTerm.startsWith(term)));
}

/** True when every word of the query is in the guide's page or section title (a word it begins counts). */
function titleAnswers(text: string, words: readonly QueryWord[]): boolean {
  const title = tokenize(text).flatMap((word) => processTerm(word) ?? []);
  return words.every(({term}) => title.some((titleTerm) => titleTerm.startsWith(term)));
}

/**
 * The order with the prior applied to the documents `documentOf` knows, the others left as they
 * are: a guide's document is known before its candidates are chosen (so a guide that answers a
 * topic is among them), a REST document only once its service's file has loaded.
 */
export function byReader(
  ranked: readonly Ranked[],
  documentOf: (id: number) => SearchDocument | undefined,
  words: readonly QueryWord[],
): Ranked[] {
  return ranked
    .map(({id, score}) => {
      const document = documentOf(id);
      return {id, score: document ? score * prior(document, words) : score};
    })
    .sort((a, b) => b.score - a.score);
}

/**
 * The reader's words as the ranking's prior sees them: a misspelt word as its closest correction
 * (`authetication` asks for the page titled Authentication), a word the index lacks left out (it
 * cannot be in any title, so it would keep every guide from answering the question).
 */
export function priorWords(
  words: readonly QueryWord[],
  unknown: readonly QueryWord[],
  typos: readonly WeightedTerm[],
): QueryWord[] {
  return words.flatMap((word) => {
    if (!unknown.includes(word)) return [word];
    const correction = typos.find(({groups}) => groups[0] === word.group);
    return correction ? [{...word, word: correction.term, term: correction.term}] : [];
  });
}

/**
 * In a question (more than SHORT_QUERY content words), a page's overview (its top document: a
 * guide's title, intro and description, a REST service's description) answers many of the words
 * because it sums up the whole page, yet the reader wants the part that answers the question: each
 * overview in `ranked` gives its place to the best section of its page by words (`byWordsOrder`)
 * that is not shown yet. A page whose sections answer nothing stays as its overview.
 */
export function sectionsFirst(
  ranked: readonly Ranked[],
  byWordsOrder: readonly Ranked[],
  pageOf: (id: number) => string,
  isOverview: (id: number) => boolean,
): Ranked[] {
  // Each overview's page and its sections in order of words, as many as could be needed: one pass
  // over the list, each document's page asked once (a hostile query matches most of the index).
  const byPage = new Map<string, number[]>();
  const sectionsOf = new Map<number, number[]>();
  for (const {id} of ranked) {
    if (!isOverview(id)) continue;
    const list: number[] = [];
    byPage.set(pageOf(id), list);
    sectionsOf.set(id, list);
  }
  let missing = byPage.size;
  for (const {id, score} of byWordsOrder) {
    if (missing === 0 || score <= 0) break;
    const list = sectionsOf.has(id) ? undefined : byPage.get(pageOf(id));
    if (list === undefined) continue;
    list.push(id);
    if (list.length === ranked.length) missing -= 1;
  }
  const shown = new Set<number>();
  return ranked.flatMap(({id, score}) => {
    if (shown.has(id)) return [];
    const section = sectionsOf.get(id)?.find((item) => !shown.has(item));
    const chosen = section ?? id;
    shown.add(chosen);
    return [{id: chosen, score}];
  });
}
