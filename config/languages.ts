/**
 * The languages of code samples: one tab group for the whole site (the REST reference's samples,
 * the guides' language tabs, the SDK guide), so that a reader's choice follows them everywhere.
 */
export const LANGUAGE_TAB_GROUP = 'language';

/**
 * Where the choice is kept: Docusaurus Tabs store a group's value under `docusaurus.tab.<groupId>`
 * (specification, section 4), so the reference's static HTML reads and writes the same key.
 */
export const LANGUAGE_STORAGE_KEY = `docusaurus.tab.${LANGUAGE_TAB_GROUP}`;

export const SAMPLE_LANGUAGES = [
  {value: 'curl', label: 'curl'},
  {value: 'javascript', label: 'JavaScript'},
  {value: 'python', label: 'Python'},
  {value: 'typescript', label: 'TypeScript SDK'},
] as const;

export type SampleLanguage = (typeof SAMPLE_LANGUAGES)[number]['value'];

export const languageLabel = (value: SampleLanguage): string =>
  SAMPLE_LANGUAGES.find((language) => language.value === value)?.label ?? value;
