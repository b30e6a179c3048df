import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import corpusPages from './pages.json';

/**
 * The corpus specs the browser tests read, by what each is there for. `npm test` builds the corpus
 * site with only these (scripts/test-all.mjs); `largest` must be the corpus's largest spec, since
 * largestPage() finds it among those built.
 */
export const CORPUS_PAGES: Readonly<Record<keyof typeof corpusPages, string>> = corpusPages;

/** The build the corpus tests run against (playwright.corpus.config.ts). */
export const BUILD_DIR = process.env.E2E_BUILD_DIR ?? 'build-corpus';

export interface OperationFact {
  readonly id: string;
  readonly summary: string;
  readonly path: string;
}

export interface ReferencePage {
  readonly route: string;
  readonly url: string;
  /** The page's first load, as served: its HTML file gzipped by deploy/finish-build.mjs. */
  readonly gzipBytes: number;
  readonly operations: readonly OperationFact[];
  /** The ids of the callback requests under its operations, wherever they are (page or part). */
  readonly callbackAnchors: readonly string[];
  /** The anchors of its webhooks. */
  readonly webhookAnchors: readonly string[];
  /** The anchors of its data models, whose entries come in parts (`#schema-<Name>`). */
  readonly modelAnchors: readonly string[];
}

/** A REST page of the build, read from its static HTML: its operations' ids, summaries and paths. */
export function referencePage(route: string): ReferencePage {
  const file = path.join(BUILD_DIR, 'api', `${route}.html`);
  const $ = load(readFileSync(file, 'utf8'));
  const operations = $('section.apiref-operation')
    .toArray()
    .map((section) => ({
      id: $(section).attr('id')!,
      summary: $(section).find('h3').first().contents().first().text().trim(),
      path: $(section).find('.apiref-endpoint code').first().text(),
    }));
  const callbackAnchors = [
    ...$('.apiref-callback[id]')
      .toArray()
      .map((element) => $(element).attr('id')!),
    ...$('section.apiref-operation[data-part-anchors]')
      .toArray()
      .flatMap((element) => $(element).attr('data-part-anchors')!.split(' ')),
  ];
  const modelAnchors = $('.apiref-schema-group[data-part-anchors]')
    .toArray()
    .flatMap((element) => $(element).attr('data-part-anchors')!.split(' '));
  const webhookAnchors = $('section.apiref-webhook')
    .toArray()
    .map((element) => $(element).attr('id')!);
  return {
    route,
    url: `/api/${route}`,
    gzipBytes: statSync(`${file}.gz`).size,
    operations,
    callbackAnchors,
    webhookAnchors,
    modelAnchors,
  };
}

/**
 * The REST page with the most operations in the build: found, not named, so the tests follow the
 * corpus (today DigitalOcean's public API, about 670 operations).
 */
export function largestPage(): ReferencePage {
  const dir = path.join(BUILD_DIR, 'api');
  const largest = readdirSync(dir)
    .filter((name) => name.endsWith('.html'))
    .map((name) => ({name, bytes: statSync(path.join(dir, name)).size}))
    .reduce((a, b) => (b.bytes > a.bytes ? b : a));
  return referencePage(largest.name.replace(/\.html$/, ''));
}
