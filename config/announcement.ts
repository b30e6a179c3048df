import type {ThemeConfig} from '@docusaurus/theme-common';

type AnnouncementBarConfig = NonNullable<ThemeConfig['announcementBar']>;

/**
 * Change `id` whenever `content` changes: readers who dismissed the previous announcement
 * then see the new one (the theme resets the stored dismissal when the id differs).
 */
export const announcementBar = {
  id: 'sdk-and-mock-servers-2025',
  content:
    'New: every REST reference page now ships curl, JavaScript and Python samples. <a href="/api">Browse the REST API</a>.',
  backgroundColor: '#2b2566',
  textColor: '#ffffff',
  isCloseable: true,
} satisfies AnnouncementBarConfig;
