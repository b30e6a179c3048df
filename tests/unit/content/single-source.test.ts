import {describe, expect, it} from 'vitest';
import {allPages, restatements, RULE_PAGE, ruleFacts, unsafeRetryCode} from './singleSource';

/**
 * The rate-limit figures, the retry rules with Retry-After and the debounce advice live on one page
 * (docs/architecture/rate-limits.mdx). Every other page links there; a page that states a figure or
 * a rule again, or a different one, fails here.
 */
const facts = ruleFacts();
const FIX = `state it once, on ${RULE_PAGE}, and link there (/docs/architecture/rate-limits)`;

describe('the rule page', () => {
  it('states the figures and rules this test reads', () => {
    expect([...facts.figures].sort((a, b) => a - b)).toEqual([120, 600, 3000]);
    expect([...facts.retryAfter].sort()).toEqual([429, 503]);
    expect(facts.never.has(409)).toBe(true);
  });
});

describe('every other page', () => {
  it('links to the rate limits, retry rules and debounce advice instead of restating them', () => {
    const problems = allPages()
      .filter((page) => page.file !== RULE_PAGE)
      .flatMap((page) => restatements(page, facts));
    expect(problems, FIX).toEqual([]);
  });
});

describe('every page, the rule page included', () => {
  it('retries 5xx in its code only for requests that are safe to repeat', () => {
    expect(allPages().flatMap(unsafeRetryCode), 'check the method or the Idempotency-Key before repeating').toEqual([]);
  });
});
