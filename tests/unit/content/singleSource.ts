import {readdirSync} from 'node:fs';
import path from 'node:path';
import {codeBlocks, guidePages, readPage, SITE_DIR, type Page} from './pages';

/** The page that states the rate limits, the retry rules and the debounce advice, each once. */
export const RULE_PAGE = 'docs/architecture/rate-limits.mdx';

/** Every hand-written page a reader can land on: guides, partials read into them, blog posts. */
export function allPages(): Page[] {
  const blog = readdirSync(path.join(SITE_DIR, 'blog'))
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => readPage(`blog/${file}`));
  return [...guidePages(), ...blog];
}

/** The sentences of a page's prose (no code), table rows and list items counted as sentences. */
export function sentences(body: string): string[] {
  const prose = body.replace(/^( *)```[\s\S]*?\n\1```/gm, '\n\n').replace(/^import .*$/gm, '');
  return prose
    .split(/\n\s*\n|\n(?=\s*(?:\||- |\d+\. ))/)
    .flatMap((block) => block.replace(/\s*\n\s*/g, ' ').split(/(?<=[^\d\s][.!?])\s+(?=[A-Z`[])/))
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

export const statusesIn = (text: string) => new Set([...text.matchAll(/`?\b([45]\d\d)\b`?/g)].map((m) => Number(m[1])));

/** The facts the rule page states, read from its own words so that the test follows its edits. */
export interface RuleFacts {
  /** Requests per minute in the table of limits. */
  readonly figures: ReadonlySet<number>;
  /** Statuses answered with `Retry-After`. */
  readonly retryAfter: ReadonlySet<number>;
  /** Statuses never to retry unchanged. */
  readonly never: ReadonlySet<number>;
}

export function ruleFacts(): RuleFacts {
  const all = sentences(readPage(RULE_PAGE).body);
  const rows = all.filter((s) => /^\| Per |^\| Public /.test(s));
  const figures = new Set(
    rows.map((row) => Number(row.match(/\| ([\d,]+) requests per minute/)?.[1]?.replace(',', ''))),
  );
  const retryAfter = statusesIn(all.find((s) => /^\d+\. On `\d+` or `\d+`, wait .*Retry-After/.test(s)) ?? '');
  const never = statusesIn(all.find((s) => /^Never retry/.test(s)) ?? '');
  return {figures, retryAfter, never};
}

const RATE = /\b\d[\d,]*\s*(?:(?:API\s+)?requests?\s+)?(?:per minute|a minute|\/\s*min\b)/i;
const DEBOUNCE = /debounc|typing pause|keystroke/i;
const DURATION = /\b\d+\s*(?:ms|milliseconds)\b/;
const RETRY = /\bretr(?:y|ies|ied|ying)\b|send (?:it|the same request) again/i;
const ALLOWING = /\b(?:except|exceptions?|when the|once the|until the)\b/i;
/** Sentences about the platform calling your endpoint (webhook deliveries), which has its own retries. */
const INBOUND = /\bdeliver|your endpoint|\bconfig\b/i;

/** What a page other than the rule page says that only the rule page may say, or says differently. */
export function restatements(page: Page, facts: RuleFacts): string[] {
  const problems: string[] = [];
  const quote = (s: string) => `${page.file}: "${s.slice(0, 110)}"`;
  for (const s of sentences(page.body)) {
    if (RATE.test(s) && /request|rate limit|API/i.test(s)) problems.push(`${quote(s)} states a request rate`);
    if (DEBOUNCE.test(s) && DURATION.test(s)) problems.push(`${quote(s)} states a debounce time`);
    if (INBOUND.test(s)) continue;
    const statuses = statusesIn(s);
    if (RETRY.test(s) && ALLOWING.test(s) && [...statuses].some((st) => facts.never.has(st))) {
      problems.push(`${quote(s)} allows retrying a status the rule page says never to retry`);
    }
    if (/Retry-After/.test(s) && statuses.size > 0) {
      const extra = [...statuses].filter((st) => !facts.retryAfter.has(st) && !facts.never.has(st) && st !== 500);
      if (extra.length > 0) problems.push(`${quote(s)} ties Retry-After to ${extra.join(', ')}`);
      const missing = [...facts.retryAfter].filter((st) => !statuses.has(st));
      if (/\bonly\b|\botherwise\b/i.test(s) && missing.length > 0) {
        problems.push(`${quote(s)} limits Retry-After to fewer statuses than ${[...facts.retryAfter].join(' and ')}`);
      }
    }
  }
  return problems;
}

/**
 * Code that retries `5xx` answers must not repeat a `POST` without its `Idempotency-Key`: the
 * first attempt may have created something. Applies to the rule page's own example too.
 */
export function unsafeRetryCode(page: Page): string[] {
  return codeBlocks(page.body)
    .filter(({code}) => /setTimeout/.test(code) && /retry/i.test(code) && /\b50[024]\b|>= ?500|status >= 5/.test(code))
    .filter(({code}) => !/Idempotency-Key|method/i.test(code))
    .map(({meta}) => `${page.file}: the code block ${meta || '(untitled)'} retries 5xx for any request`);
}
