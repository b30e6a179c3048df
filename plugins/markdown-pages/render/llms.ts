import {markdownPath} from '../paths';
import type {PageRecord, SectionKey} from '../collect/types';

/** What the site is, in one paragraph: the llms.txt summary. */
export interface SiteSummary {
  readonly title: string;
  readonly siteUrl: string;
  readonly summary: string;
}

/** llms.txt sections in reading order; a section with groups gets one heading per group. */
const SECTIONS: readonly {key: SectionKey; title: string; byGroup: boolean}[] = [
  {key: 'guides', title: 'Guides', byGroup: true},
  {key: 'rest', title: 'REST API', byGroup: false},
  {key: 'graphql', title: 'GraphQL', byGroup: false},
  {key: 'libraries', title: 'Libraries', byGroup: true},
  {key: 'apps', title: 'Apps', byGroup: false},
  {key: 'blog', title: 'Blog', byGroup: false},
  {key: 'changelogs', title: 'Changelogs', byGroup: false},
];

const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** Pages under their llms.txt headings, in the order of SECTIONS and of first appearance. */
export function groupPages(pages: readonly PageRecord[]): {heading: string; pages: PageRecord[]}[] {
  return SECTIONS.flatMap(({key, title, byGroup}) => {
    const inSection = pages.filter((page) => page.section === key);
    if (!byGroup) return inSection.length > 0 ? [{heading: title, pages: inSection}] : [];
    const groups = [...new Set(inSection.map((page) => page.group ?? title))];
    return groups.map((group) => ({
      heading: group === title ? title : `${title}: ${group}`,
      pages: inSection.filter((page) => (page.group ?? title) === group),
    }));
  });
}

/** llms.txt (llmstxt.org): title, summary, then one link with a one-line description per page. */
export function llmsTxt(site: SiteSummary, pages: readonly PageRecord[], fullFiles: readonly FullFile[]): string {
  const home = pages.find((page) => page.section === 'home');
  const full =
    fullFiles.length === 1
      ? `[${fullFiles[0]!.file}](${site.siteUrl}/${fullFiles[0]!.file}) holds the whole documentation.`
      : `The whole documentation is in ${fullFiles.length} files: ${fullFiles.map((f) => `[${f.file}](${site.siteUrl}/${f.file}) (${f.holds})`).join(', ')}.`;
  const intro = [
    `# ${site.title}`,
    `> ${oneLine(site.summary)}`,
    `Every page of the ${site.title} is also served as Markdown at its URL plus \`.md\`, and the links below point at that Markdown.` +
      (home ? ` The [home page](${site.siteUrl}${markdownPath(home.path)}) says where to start.` : '') +
      ` ${full}`,
  ];
  const sections = groupPages(pages).map(
    ({heading, pages: list}) =>
      `## ${heading}\n\n${list
        .map((page) => {
          const description = oneLine(page.summary);
          return `- [${page.title}](${site.siteUrl}${markdownPath(page.path)})${description ? `: ${description}` : ''}`;
        })
        .join('\n')}`,
  );
  return `${[...intro, ...sections].join('\n\n')}\n`;
}

/** One file of the whole documentation, and what it holds in words. */
export interface FullFile {
  readonly file: string;
  readonly holds: string;
  readonly text: string;
}

/**
 * Above this size the whole documentation is split: the REST reference (most of it, and the part a
 * reader needs least often in full) gets a file of its own, so the rest stays small enough to read
 * in one go.
 */
export const FULL_TEXT_LIMIT = 2_000_000;

const fullText = (site: SiteSummary, pages: readonly PageRecord[], note: string): string =>
  [`# ${site.title}\n\n> ${oneLine(site.summary)}\n\n${note}\n`, ...pages.map((page) => page.markdown)].join(
    '\n---\n\n',
  );

/**
 * The whole documentation: every page's Markdown in llms.txt order, in one file, or split in two
 * with the largest services' references in files of their own.
 */
export function llmsFullFiles(site: SiteSummary, pages: readonly PageRecord[]): FullFile[] {
  const ordered = [...pages.filter((page) => page.section === 'home'), ...groupPages(pages).flatMap((g) => g.pages)];
  const whole = fullText(site, ordered, 'Every page of the documentation, one after the other.');
  if (Buffer.byteLength(whole) <= FULL_TEXT_LIMIT) return [{file: 'llms-full.txt', holds: 'everything', text: whole}];
  const rest = ordered.filter((page) => page.section === 'rest');
  const others = ordered.filter((page) => page.section !== 'rest');
  const restBytes = rest.reduce((sum, page) => sum + Buffer.byteLength(page.markdown), 0);
  const own =
    restBytes > FULL_TEXT_LIMIT ? rest.filter((page) => Buffer.byteLength(page.markdown) > OWN_FILE_LIMIT) : [];
  return [...splitFiles(site, others, rest, own), ...own.map((page) => ownFile(site, page))];
}

/**
 * Above this size a service's reference (the largest imported specs: hundreds of operations) is a
 * file of its own once the REST reference is split off, so a reader or an assistant fetches the
 * service it needs instead of every service at once.
 */
export const OWN_FILE_LIMIT = 500_000;

/** The file of a service's own reference: `llms-full-rest-<route>.txt`. */
const ownFileName = (page: PageRecord): string =>
  `llms-full-rest-${page.path.replace(/^\/api\//, '').replace(/[^a-z0-9-]+/gi, '-')}.txt`;

const ownFile = (site: SiteSummary, page: PageRecord): FullFile => ({
  file: ownFileName(page),
  holds: `the ${page.title} reference`,
  text: fullText(
    site,
    [page],
    `The ${page.title} reference. The other services are in ${site.siteUrl}/llms-full-rest.txt.`,
  ),
});

function splitFiles(
  site: SiteSummary,
  others: readonly PageRecord[],
  rest: readonly PageRecord[],
  own: readonly PageRecord[],
): FullFile[] {
  const inRest = rest.filter((page) => !own.includes(page));
  const elsewhere =
    own.length > 0
      ? ` Services too large to share a file have their own: ${own.map((page) => `${site.siteUrl}/${ownFileName(page)}`).join(', ')}.`
      : '';
  return [
    {
      file: 'llms-full.txt',
      holds: 'guides, GraphQL, libraries, Apps, blog and changelogs',
      text: fullText(
        site,
        others,
        `Every page but the REST reference, which is in ${site.siteUrl}/llms-full-rest.txt.`,
      ),
    },
    {
      file: 'llms-full-rest.txt',
      holds: own.length > 0 ? 'the REST reference of the other services' : 'the REST reference',
      text: fullText(
        site,
        inRest,
        `The REST reference: the index and ${own.length > 0 ? 'the services' : 'every service'}. The other pages are in ${site.siteUrl}/llms-full.txt.${elsewhere}`,
      ),
    },
  ];
}
