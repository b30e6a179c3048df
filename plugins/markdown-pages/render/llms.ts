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
export function llmsTxt(site: SiteSummary, pages: readonly PageRecord[], fullFiles: readonly string[]): string {
  const home = pages.find((page) => page.section === 'home');
  const full = fullFiles.map((file) => `[${file}](${site.siteUrl}/${file})`).join(', ');
  const intro = [
    `# ${site.title}`,
    `> ${oneLine(site.summary)}`,
    `Every page of the ${site.title} is also served as Markdown at its URL plus \`.md\`, and the links below point at that Markdown.` +
      (home ? ` The [home page](${site.siteUrl}${markdownPath(home.path)}) says where to start;` : '') +
      ` ${full} ${fullFiles.length > 1 ? 'hold' : 'holds'} the whole documentation.`,
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

/** The whole documentation in one text: the summary, then every page's Markdown in llms.txt order. */
export function llmsFullTxt(site: SiteSummary, pages: readonly PageRecord[]): string {
  const ordered = [...pages.filter((page) => page.section === 'home'), ...groupPages(pages).flatMap((g) => g.pages)];
  return [`# ${site.title}\n\n> ${oneLine(site.summary)}\n`, ...ordered.map((page) => page.markdown)].join('\n---\n\n');
}
