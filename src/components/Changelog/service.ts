/** A changelog's title is `<service title><suffix>` (config/changelogs.ts). */
export const CHANGELOG_TITLE_SUFFIX = ' changelog';

export interface ChangelogService {
  /** The service's reference page, `/api/<route>`. */
  readonly reference: string;
  readonly title: string;
  /** The changelog's index page, `/api/<route>/changelog`. */
  readonly changelog: string;
}

/**
 * The service a changelog belongs to, from the blog instance's own metadata: its base path
 * (`/api/<route>/changelog`) and title. The pages need no copy of the service registry for this.
 */
export function changelogService(basePath: string, blogTitle: string): ChangelogService {
  const changelog = basePath.replace(/\/+$/, '');
  return {
    reference: changelog.replace(/\/changelog$/, ''),
    title: blogTitle.endsWith(CHANGELOG_TITLE_SUFFIX) ? blogTitle.slice(0, -CHANGELOG_TITLE_SUFFIX.length) : blogTitle,
    changelog,
  };
}

/** The version a release note describes: the last segment of its permalink (its `slug`). */
export const versionOf = (permalink: string): string => permalink.split('/').pop() ?? permalink;

/** A release date as the reader sees it, the same on the server and in every time zone. */
export const formatReleaseDate = (isoDate: string): string =>
  new Date(isoDate).toLocaleDateString('en-US', {year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC'});
