import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {frameworkSeam, type FrameworkSeam} from '../frameworkSeam';
import {announcementResetScript, appLoaderScript} from './inlineScripts';

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

/** The framework's route preload, swapped for its own relative imports: checked when the plugin starts. */
export const routePreloadSeam: FrameworkSeam = {
  owner: 'plugins/site-shell/index.ts',
  why:
    "Docusaurus's navigation reloads the whole page when the next page's code fails to load, which offline " +
    "lands the reader on the browser's offline page; routePreload.ts stands in for the `preload` it imports " +
    'and shows the error box instead.',
  package: '@docusaurus/core',
  file: 'lib/client/preload.js',
  reachedFrom: {file: 'lib/client/PendingNavigation.js', text: "from './preload'"},
};

/** The framework's prefetch helper, swapped for its own relative import: checked when the plugin starts. */
export const prefetchSeam: FrameworkSeam = {
  owner: 'plugins/site-shell/index.ts',
  why:
    'Docusaurus prefetches every chunk of every linked route, and where the browser lacks rel=prefetch its ' +
    'fallback fetches chunks shared by many routes again for each of them; prefetchOnce.ts requests each once.',
  package: '@docusaurus/core',
  file: 'lib/client/prefetch.js',
  reachedFrom: {file: 'lib/client/docusaurus.js', text: "from './prefetch'"},
};

/** The generated route table's component factory, swapped for lazyRoutes.ts: checked when the plugin starts. */
export const routeComponentSeam: FrameworkSeam = {
  owner: 'plugins/site-shell/index.ts',
  why:
    "Docusaurus's generated route table builds a loadable component for every route while the main bundle " +
    'is evaluated, in the longest task of a phone start-up; lazyRoutes.ts builds each when its route is ' +
    'first preloaded or rendered.',
  package: '@docusaurus/core',
  file: 'lib/client/exports/ComponentCreator.js',
  reachedFrom: {file: 'lib/server/codegen/codegenRoutes.js', text: "from '@docusaurus/ComponentCreator'"},
};

/**
 * Site-wide behaviour the classic theme has no option for.
 *
 * The theme starts its navigation progress bar after a fixed 200 ms; the specification wants
 * 1000 ms, minimum 0.08 and trickle 800 ms. The theme's client module is swapped for ours by a
 * bundler alias, so the theme's own bar never loads and only one bar exists. The framework's route
 * `preload`, imported by its navigation and start-up code, is swapped for routePreload.ts so that a
 * page whose code fails to load shows the error box (loadErrorBox.ts) instead of a reload. The
 * announcement bar gets a reset script, the site's code loads once the page is drawn and a page
 * whose code fails gets a readable message (inlineScripts.ts), a malformed hash is repaired before
 * the router sees it (hashGuard.ts), link prefetching waits for idle time (idlePrefetch.ts), and the
 * framework's prefetch helper is swapped for one that requests each chunk once (prefetchOnce.ts).
 * The route table's components are built when first needed (lazyRoutes.ts).
 */
export default function siteShellPlugin(): Plugin {
  const themeProgressBar = frameworkSeam(progressBarSeam);
  const ourProgressBar = path.join(__dirname, 'progressBar.ts');
  const coreClientDir = path.dirname(frameworkSeam(routePreloadSeam));
  const ourModules: Record<string, string> = {
    './preload': path.join(__dirname, 'routePreload.ts'),
    [`./${path.basename(frameworkSeam(prefetchSeam), '.js')}`]: path.join(__dirname, 'prefetchOnce.ts'),
  };
  frameworkSeam(routeComponentSeam);
  const ourRouteComponents = path.join(__dirname, 'lazyRoutes.ts');
  return {
    name: 'site-shell',
    getClientModules() {
      return [
        path.join(__dirname, 'hashGuard.ts'),
        path.join(__dirname, 'loadErrorBox.ts'),
        path.join(__dirname, 'idlePrefetch.ts'),
      ];
    },
    injectHtmlTags() {
      // Body-start scripts, after the theme's: the build moves them into one file (deploy/inlineScripts.mjs).
      return {
        preBodyTags: [
          {tagName: 'script', innerHTML: announcementResetScript},
          {tagName: 'script', innerHTML: appLoaderScript},
        ],
      };
    },
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        resolve: {
          alias: {
            [themeProgressBar]: ourProgressBar,
            [themeProgressBar.replace(/\.js$/, '')]: ourProgressBar,
          },
        },
        plugins: [
          // Only the framework's own relative imports: routePreload.ts imports the original by package path.
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /^\.\/pre(load|fetch)$/,
            (resource: {context?: string; request?: string}) => {
              const ours = resource.request === undefined ? undefined : ourModules[resource.request];
              if (resource.context === coreClientDir && ours) resource.request = ours;
            },
          ),
          // The generated route table's import only: lazyRoutes.ts imports the original by its file.
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /^@docusaurus\/ComponentCreator$/,
            (resource: {request?: string}) => {
              resource.request = ourRouteComponents;
            },
          ),
        ],
      };
    },
  };
}
