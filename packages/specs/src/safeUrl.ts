import {decodeHTML} from 'entities';

/** Schemes a link or image from a spec may use; anything else could run script on the site. */
const ALLOWED_SCHEMES = new Set(['http:', 'https:', 'mailto:']);

/**
 * The URL a browser would follow for a link written in a spec, if it is safe: http, https, mailto,
 * or relative (a path, `./`, `?query`, `#anchor`). `undefined` for anything else (`javascript:`,
 * `data:`, `vbscript:`, `file:` ...). Entities are decoded and the control characters and spaces a
 * browser ignores are removed first, so `javas&#99;ript:` or `java\tscript:` cannot pass.
 */
export function safeUrl(raw: string): string | undefined {
  // eslint-disable-next-line no-control-regex -- browsers drop these inside a scheme; so does the check
  const url = decodeHTML(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[0]?.toLowerCase();
  if (scheme === undefined) {
    // A leading `//` or `\\` is another host without a scheme: not relative, and not needed in a spec.
    return /^[/\\]{2}/.test(url) ? undefined : url;
  }
  return ALLOWED_SCHEMES.has(scheme) ? url : undefined;
}
