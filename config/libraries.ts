/**
 * The workspace libraries whose TypeDoc reference is generated into the docs when the site builds
 * (plugins/library-reference). The Markdown build lists their pages as libraries, not as guides.
 */
export interface LibraryEntry {
  readonly id: string;
  /** Workspace package folder. */
  readonly packageDir: string;
  /** Output folder inside the docs; its pages are served below the same path. */
  readonly out: string;
  /** Sidebar label of the generated category. */
  readonly label: string;
  /** The guide section that shows the library in use, linked from its reference's index page. */
  readonly guide: string;
}

export const libraries: readonly LibraryEntry[] = [
  {
    id: 'deadlines',
    packageDir: 'packages/deadlines',
    out: 'docs/deadlines/library',
    label: '@energy-xrm/deadlines',
    guide: '/docs/deadlines/intro#use-the-package',
  },
  {
    id: 'pricing',
    packageDir: 'packages/pricing',
    out: 'docs/pricing/pricing-library',
    label: '@energy-xrm/pricing',
    guide: '/docs/pricing/pricing-models#compute-prices-in-your-code',
  },
];
