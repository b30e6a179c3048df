import {type CheerioAPI, load} from 'cheerio';
import type {AnyNode} from 'domhandler';
import type {IndexableDocument} from './types';

/**
 * Guides, blog posts and plain pages as search documents, read from the built HTML (what the reader
 * sees, after MDX and generated content). Docs and blog pages give one document per h2/h3 section,
 * other pages one document for their main area. The REST reference is not read here: its documents
 * come from the reference model (plugins/api-reference/render/searchDocuments.ts).
 */

/** Elements after which words must not run together. */
const BLOCK = new Set(
  'address article aside blockquote br dd div dl dt figcaption figure footer h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section table td th tr ul'.split(
    ' ',
  ),
);

function textOf($: CheerioAPI, nodes: AnyNode[]): string {
  let text = '';
  const walk = (node: AnyNode) => {
    if (node.type === 'text') text += node.data;
    else if (node.type === 'tag') {
      for (const child of node.children) walk(child);
      if (BLOCK.has(node.name) || $(node).hasClass('token-line')) text += ' ';
    }
  };
  nodes.forEach(walk);
  return text.replace(/\s+/g, ' ').trim();
}

/** GraphQL reference folders (one per kind of schema entry) and the kind each result shows. */
const GRAPHQL_KINDS: Record<string, string> = {
  queries: 'query',
  mutations: 'mutation',
  subscriptions: 'subscription',
  objects: 'object',
  interfaces: 'interface',
  unions: 'union',
  inputs: 'input',
  enums: 'enum',
  directives: 'directive',
  scalars: 'scalar',
};
const GRAPHQL_PAGE = /^\/graphql\/([^/]+)\/([^/]+)\//;

export type PageType = IndexableDocument['type'];

/** Which kind of page the built HTML is, from the page-type classes on `<html>`; null for pages not to index. */
export function pageType(htmlClasses: string): PageType | null {
  const classes = new Set(htmlClasses.split(/\s+/));
  if (classes.has('docs-doc-page')) return 'docs';
  if (classes.has('blog-post-page')) return 'blog';
  if (classes.has('plugin-pages') || classes.has('plugin-api-reference')) return 'other';
  // Lists, tag pages, archives and redirect pages repeat what their targets say.
  return null;
}

export interface ParsedPage {
  readonly tag: string;
  readonly documents: IndexableDocument[];
}

/** One built page as search documents; null when the page is not indexed. */
export function extractSections(html: string, route: string): ParsedPage | null {
  const $ = load(html);
  const tag = $('meta[name="docusaurus_tag"]').attr('content');
  const type = pageType($('html').attr('class') ?? '');
  if (!tag || !type) return null;
  const description = $('meta[name="description"]').attr('content')?.trim() ?? '';
  $('button, .hash-link, .theme-doc-toc-mobile, .theme-doc-breadcrumbs, nav, script, style').remove();
  // JSON blocks are example payloads: a tenth of the index for words the reference's operations and
  // schemas already carry, where a question about a field should land anyway.
  $('div.language-json').remove();

  if (type === 'other') {
    const main = $('main').first();
    const pageTitle = textOf($, $('h1').first().get()) || $('title').text();
    const content = textOf($, main.get());
    return {
      tag,
      documents: [
        {
          title: pageTitle,
          content,
          parentCategories: '',
          pageTitle,
          sectionTitle: pageTitle,
          sectionRoute: route,
          type,
        },
      ],
    };
  }

  const article = $('article').first();
  const pageTitle = textOf($, article.find('h1').first().get());
  const graphqlKind = GRAPHQL_KINDS[GRAPHQL_PAGE.exec(route)?.[2] ?? ''];
  const extra = graphqlKind ? {kind: graphqlKind, service: 'GraphQL'} : {};
  const documents: IndexableDocument[] = [];
  let current = {title: pageTitle, hash: '', nodes: [] as AnyNode[]};
  const flush = () => {
    const text = textOf($, current.nodes);
    // The page's description (its front matter) names what the whole page is about, often in words
    // the page's title does not use (`GPKE` for "Switching deadlines"): the top document searches it
    // with the weight of what a section sits within (a top document has no parent on its page). Not
    // in the title: thirty words there made the page's own title the weakest title match of all, so
    // a page named "Rate limits" lost "rate limits" to its sections and to reference fragments. A
    // description that Docusaurus took from the intro adds nothing new.
    const summary = current.hash === '' && description && !text.includes(description) ? description : '';
    if (current.hash === '' || text !== '' || current.title !== '') {
      documents.push({
        title: current.title,
        content: text,
        // A GraphQL entry's kind is its category in the reference (`partner status enum`).
        parentCategories: [current.hash === '' ? summary : pageTitle, graphqlKind ? `GraphQL ${graphqlKind}` : '']
          .filter(Boolean)
          .join(' '),
        pageTitle,
        sectionTitle: current.title,
        sectionRoute: current.hash ? `${route}#${current.hash}` : route,
        type,
        ...extra,
      });
    }
  };
  for (const node of article.find('.markdown').first().children().get()) {
    // A GraphQL entry is one document: its headings (Fields, Arguments …) and per-field h3s are
    // parts of one answer, and as documents of their own they crowded the entry out of the results.
    const heading = node.type === 'tag' && (node.name === 'h2' || node.name === 'h3') && $(node).attr('id');
    if (heading && !graphqlKind) {
      flush();
      current = {title: textOf($, [node]), hash: $(node).attr('id') ?? '', nodes: []};
    } else if (!(node.type === 'tag' && node.name === 'header')) {
      current.nodes.push(node);
    }
  }
  flush();
  return {tag, documents};
}
