// Moves every inline script of the built HTML into a file of its own, so that the pages run under a
// Content-Security-Policy of `script-src 'self'`: no hash list to keep in step with the build, and a
// script added later by a plugin or the theme is moved too. The theme's colour-mode script, the
// announcement reset and main-bundle check (plugins/site-shell) and the client-redirect pages have
// inline scripts; JSON-LD blocks are data, not script, and stay.
import {createHash} from 'node:crypto';

/** Where the moved scripts go, under the hashed assets (cached for a year, kept across deploys). */
export const INLINE_SCRIPT_DIR = 'assets/js';

const SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script\s*>/gi;
const TYPE = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const SRC = /(?:^|\s)src\s*=/i;
const JS_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** Whether a <script> with these attributes and this body is code the browser runs from the page. */
function isInlineCode(attributes, body) {
  if (SRC.test(attributes) || body.trim() === '') return false;
  const match = attributes.match(TYPE);
  const type = (match?.[1] ?? match?.[2] ?? match?.[3] ?? '').trim().toLowerCase();
  return JS_TYPES.has(type);
}

/** The file name of a moved script: its content hash, as the bundler names its chunks. */
export function inlineScriptName(body) {
  return `inline.${createHash('sha256').update(body).digest('hex').slice(0, 12)}.js`;
}

/**
 * Rewrites one HTML document: each inline script becomes `<script src="/assets/js/inline.<hash>.js">`
 * with its other attributes kept. Returns the new HTML and the moved scripts by file name.
 */
export function moveInlineScripts(html) {
  /** @type {Map<string, string>} */
  const scripts = new Map();
  const rewritten = html.replace(SCRIPT, (whole, attributes = '', body) => {
    if (!isInlineCode(attributes, body)) return whole;
    const name = inlineScriptName(body);
    scripts.set(name, body);
    return `<script${attributes} src="/${INLINE_SCRIPT_DIR}/${name}"></script>`;
  });
  return {html: rewritten, scripts};
}

/** Whether any inline code is left in an HTML document (the build fails if so). */
export function hasInlineCode(html) {
  return [...html.matchAll(SCRIPT)].some(([, attributes = '', body]) => isInlineCode(attributes, body));
}
