import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {announcementBar} from '../../config/announcement';
import {frameworkSeam, type FrameworkSeam} from '../frameworkSeam';

/**
 * The theme's inline script hides a dismissed announcement before React starts, but it ignores the
 * bar's id, so a new announcement stayed hidden until the next full page load. This script runs
 * right after it and shows the bar again when the stored id differs from the configured one.
 */
const announcementResetScript = `(function(){try{if(localStorage.getItem('docusaurus.announcement.id')!==${JSON.stringify(
  announcementBar.id,
)}){document.documentElement.setAttribute('data-announcement-bar-initially-dismissed','false')}}catch(e){}})();`;

/** The theme's progress bar, swapped by an alias on its file: checked when the plugin starts. */
export const progressBarSeam: FrameworkSeam = {
  owner: 'plugins/site-shell/index.ts',
  why:
    "the classic theme's navigation progress bar starts after a fixed 200 ms with no option to change it; " +
    'an alias on its client module loads progressBar.ts (the timings of the specification) in its place.',
  package: '@docusaurus/theme-classic',
  file: 'lib/nprogress.js',
  reachedFrom: {file: 'lib/index.js', text: "'./nprogress'"},
};

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
  const themeProgressBar = frameworkSeam(progressBarSeam);
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
