import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {announcementBar} from '../../config/announcement';

/**
 * The theme's inline script hides a dismissed announcement before React starts, but it ignores the
 * bar's id, so a new announcement stayed hidden until the next full page load. This script runs
 * right after it and shows the bar again when the stored id differs from the configured one.
 */
const announcementResetScript = `(function(){try{if(localStorage.getItem('docusaurus.announcement.id')!==${JSON.stringify(
  announcementBar.id,
)}){document.documentElement.setAttribute('data-announcement-bar-initially-dismissed','false')}}catch(e){}})();`;

/**
 * Site-wide behaviour the classic theme has no option for.
 *
 * The theme starts its navigation progress bar after a fixed 200 ms; the specification wants
 * 1000 ms, minimum 0.08 and trickle 800 ms. The theme's client module is swapped for ours by a
 * bundler alias, so the theme's own bar never loads and only one bar exists. The announcement bar
 * gets the reset script above, a page whose code fails to load gets an error box
 * (loadErrorBox.ts), and link prefetching waits for idle time (idlePrefetch.ts).
 */
export default function siteShellPlugin(): Plugin {
  const themeProgressBar = require.resolve('@docusaurus/theme-classic/lib/nprogress');
  const ourProgressBar = path.join(__dirname, 'progressBar.ts');
  return {
    name: 'site-shell',
    getClientModules() {
      return [path.join(__dirname, 'loadErrorBox.ts'), path.join(__dirname, 'idlePrefetch.ts')];
    },
    injectHtmlTags() {
      return {preBodyTags: [{tagName: 'script', innerHTML: announcementResetScript}]};
    },
    configureWebpack() {
      return {
        resolve: {
          alias: {
            [themeProgressBar]: ourProgressBar,
            [themeProgressBar.replace(/\.js$/, '')]: ourProgressBar,
          },
        },
      };
    },
  };
}
