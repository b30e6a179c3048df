/** The llms.txt section a page is listed in. */
export type SectionKey = 'home' | 'guides' | 'rest' | 'graphql' | 'libraries' | 'apps' | 'blog' | 'changelogs';

/** One step of the sidebar path to a page: a category's label, and its page when it has one. */
export interface Crumb {
  readonly label: string;
  /** URL path of the category's own page (`/docs/pricing`); none for a category that only groups. */
  readonly path?: string;
}

/** A page that gets a Markdown version, before its Markdown is made. */
export interface PagePlan {
  /** URL path of the page, without a trailing slash (`/docs/webhooks`). */
  readonly path: string;
  readonly title: string;
  /** One line that says what the page is for, as written in its front matter ('' when it has none). */
  readonly description: string;
  readonly section: SectionKey;
  /** The sidebar section or library the page belongs to, where its section has several. */
  readonly group?: string;
  /**
   * The sidebar categories above the page, outermost first, as the HTML page's breadcrumbs name
   * them: given to generated reference pages only (see collect/docs.ts).
   */
  readonly trail?: readonly Crumb[];
  /** Facts printed under the description (publication date, tags). */
  readonly facts?: readonly string[];
  /** The MDX or Markdown source of the page's content, when it has one. */
  readonly file?: string;
  /** A finished Markdown file another plugin wrote (the REST reference): listed, not written again. */
  readonly markdownFile?: string;
  /** Content made from data (lists of posts, the home page). */
  readonly body?: (tools: BodyTools) => string;
}

/** What made content needs: links, and other pages' content shown inside it. */
export interface BodyTools {
  /** The absolute URL of a page path: its Markdown when it has one. */
  readonly linkTo: (pagePath: string) => string;
  /** The Markdown of a source file's content, its headings `headingShift` levels deeper. */
  readonly include: (file: string, headingShift: number) => string;
}

/** A page with its finished Markdown file. */
export interface PageRecord extends Omit<PagePlan, 'body' | 'file'> {
  /** The canonical URL (HTML) the Markdown names. */
  readonly url: string;
  /** The description, or the first sentence of the content when the page has none. */
  readonly summary: string;
  readonly markdown: string;
}
