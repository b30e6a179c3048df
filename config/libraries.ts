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
}

export const libraries: readonly LibraryEntry[] = [
  {
    id: 'deadlines',
    packageDir: 'packages/deadlines',
    out: 'docs/deadlines/library',
    label: '@energy-xrm/deadlines',
  },
  {id: 'pricing', packageDir: 'packages/pricing', out: 'docs/pricing/pricing-library', label: '@energy-xrm/pricing'},
];
