/** German market terms of docs/glossary.mdx, with the spellings guides use for them. */
export const GLOSSARY_TERMS: readonly {readonly anchor: string; readonly pattern: RegExp}[] = [
  {anchor: 'abschlag', pattern: /\bAbschlag\w*/},
  {anchor: 'arbeitspreis', pattern: /\bArbeitspreis\b/},
  {anchor: 'bonitaetspruefung', pattern: /\bBonitätsprüfung\b/},
  {anchor: 'geli-gas', pattern: /\bGeLi Gas\b/},
  {anchor: 'getag', pattern: /\bGetAG\b/},
  {anchor: 'gpke', pattern: /\bGPKE\b/},
  {anchor: 'grundpreis', pattern: /\bGrundpreis\b/},
  {anchor: 'lfw24', pattern: /\bLFW24\b/},
  {anchor: 'lieferantenwechsel', pattern: /\bLieferantenwechsel\b/},
  {anchor: 'malo-id', pattern: /\bMaLo-ID\b|\bmalo_id\b|\bMarktlokation\b/},
  {anchor: 'marktkommunikation', pattern: /\bMarktkommunikation\b/},
  {anchor: 'melo-id', pattern: /\bMeLo-ID\b|\bmelo_id\b/},
  {anchor: 'netzbetreiber', pattern: /\bNetzbetreiber\b/},
  {anchor: 'obis', pattern: /\bOBIS\b/},
  {anchor: 'widerruf', pattern: /\bWiderruf\w*/},
  {anchor: 'zaehlerstand', pattern: /\bZählerstand\w*/},
];

const blank = (text: string) => text.replace(/[^\n]/g, ' ');

/**
 * The page's running text with everything else blanked out, so that offsets stay those of the
 * file: front matter, code blocks, imports, JSX elements and headings are not where a reader meets
 * a term first.
 */
export function runningText(source: string): string {
  return source
    .replace(/^---\n[\s\S]*?\n---\n/, blank)
    .replace(/^( *)```[\s\S]*?\n\1```/gm, blank)
    .replace(/^import .*$/gm, blank)
    .replace(/<[A-Z][\w.]*[\s\S]*?\/>/g, blank)
    .replace(/^#{1,6} .*$/gm, blank)
    .replace(/\]\([^)]*\)/g, (link) => `]${blank(link.slice(1))}`);
}

/** Where each glossary term first appears in a page, and whether that place links to the glossary. */
export function firstMentions(source: string): {anchor: string; index: number; linked: boolean; text: string}[] {
  const text = runningText(source);
  const links = [...source.matchAll(/\[([^\]]*)\]\(\/docs\/glossary#([\w-]+)\)/g)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
    anchor: m[2]!,
  }));
  return GLOSSARY_TERMS.flatMap(({anchor, pattern}) => {
    const match = text.match(pattern);
    if (!match || match.index === undefined) return [];
    const index = match.index;
    const linked = links.some((l) => l.anchor === anchor && l.start <= index && index < l.end);
    return [{anchor, index, linked, text: match[0]}];
  });
}
