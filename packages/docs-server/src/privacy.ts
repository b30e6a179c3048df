/**
 * Queries a reader may have pasted by mistake: an e-mail address, a token, a key, a password. Such
 * a query is dropped before storage (with its event), so the database never holds one.
 */
const PATTERNS: readonly RegExp[] = [
  // e-mail addresses
  /[^\s@]+@[^\s@]+\.[^\s@]+/,
  // JSON Web Tokens
  /\beyJ[\w-]{5,}\.[\w-]{5,}/,
  // Authorization header values
  /\b(?:bearer|basic)\s+\S{8,}/i,
  // `password=…`, `api_key: …` and the like
  /\b(?:password|passwd|pwd|secret|token|api[_-]?key|client[_-]?secret)\s*[:=]\s*\S+/i,
  // prefixed keys: Stripe-style sk_live_…, GitHub ghp_…, Slack xoxb-…, GitLab glpat-…, webhook whsec_…
  /\b(?:sk|pk|rk|ak|whsec|ghp|gho|ghs|github_pat|xox[abprs]|glpat|doi|pl)[_-][\w-]{8,}/i,
  // AWS access key ids
  /\bAKIA[0-9A-Z]{16}\b/,
  // long hexadecimal strings (hashes, keys)
  /\b[0-9a-f]{32,}\b/i,
];

/** A long word that mixes letters and digits throughout reads as a generated secret, not a search term. */
function looksGenerated(word: string): boolean {
  if (word.length < 24 || !/^[\w+/=.-]+$/.test(word)) return false;
  const digits = word.replace(/\D/g, '').length;
  const letters = word.replace(/[^a-z]/gi, '').length;
  return digits >= 3 && letters >= 3;
}

export function isSensitive(query: string): boolean {
  return PATTERNS.some((pattern) => pattern.test(query)) || query.split(/\s+/).some(looksGenerated);
}
