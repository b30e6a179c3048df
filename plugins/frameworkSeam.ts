import {existsSync, readFileSync, realpathSync} from 'node:fs';
import path from 'node:path';

/**
 * A place where the site reaches past a framework's public API: a bundler rule or alias aimed at a
 * file inside a package, or a theme component shadowed by one of ours. Nothing in the framework
 * promises these files, so an upgrade can move one and the rule would then quietly stop applying.
 * `frameworkSeam` checks the seam when the plugin starts and stops the build with a message
 * instead.
 */
export interface FrameworkSeam {
  /** The site file that holds the seam, named in the error: `plugins/code-blocks/index.ts`. */
  readonly owner: string;
  /** Why the site reaches inside the framework here, one sentence. */
  readonly why: string;
  /** The package that holds the file; without it, `file` is an absolute path. */
  readonly package?: string;
  /** The file the seam depends on, relative to the package folder (`lib/nprogress.js`), or absolute. */
  readonly file: string;
  /** The pattern of the bundler rule that targets the file: it has to match the file's path. */
  readonly pattern?: RegExp;
  /**
   * A file of the same package that has to go on naming ours, so that the framework still reaches
   * the file the way the seam intercepts it (the theme's client-module list, an import).
   */
  readonly reachedFrom?: {readonly file: string; readonly text: string};
}

/** The folder of an installed package, found the way Node looks for it; `exports` maps do not hide it. */
function packageFolder(name: string): string | undefined {
  return (require.resolve.paths(name) ?? [])
    .map((dir) => path.join(dir, name))
    .find((dir) => existsSync(path.join(dir, 'package.json')));
}

function installedVersion(folder: string): string {
  const manifest = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as {version?: string};
  return manifest.version ?? 'unknown version';
}

function seamError(seam: FrameworkSeam, problem: string, installed?: string): Error {
  return new Error(
    [
      `Framework seam broken in ${seam.owner}: ${problem}.`,
      `Why the seam exists: ${seam.why}`,
      ...(installed === undefined ? [] : [`Installed: ${installed}.`]),
      `What to do: an upgrade (or a rename) moved the file. Find where it lives now, or the public option ` +
        `that now does the same job, update the seam in ${seam.owner} and check that the reason above still ` +
        'holds; remove the seam if the framework has fixed the problem it works around.',
    ].join('\n'),
  );
}

/**
 * Checks one seam and returns the absolute path of the file it depends on. Throws an error that
 * names the seam's owner, the missing piece and why the seam exists when the file is gone, the
 * pattern no longer matches its path, or the framework no longer reaches it.
 *
 * @example
 * ```ts
 * const hook = frameworkSeam({
 *   owner: 'plugins/code-blocks/index.ts',
 *   why: 'the word-wrap hook of the theme throws on a resize while a block unmounts',
 *   package: '@docusaurus/theme-common',
 *   file: 'lib/hooks/useCodeWordWrap.js',
 *   pattern: /theme-common[\\/]lib[\\/]hooks[\\/]useCodeWordWrap(\.js)?$/,
 * });
 * ```
 */
export function frameworkSeam(seam: FrameworkSeam): string {
  const folder = seam.package === undefined ? undefined : packageFolder(seam.package);
  if (seam.package !== undefined && folder === undefined) {
    throw seamError(seam, `package ${seam.package} is not installed`);
  }
  const installed = folder === undefined ? undefined : `${seam.package} ${installedVersion(folder)}`;
  const file = folder === undefined ? seam.file : path.join(folder, seam.file);
  if (!existsSync(file)) throw seamError(seam, `${file} does not exist`, installed);
  if (seam.pattern !== undefined && !seam.pattern.test(file)) {
    throw seamError(seam, `the pattern ${String(seam.pattern)} does not match ${file}`, installed);
  }
  const reachedFrom = seam.reachedFrom;
  if (folder !== undefined && reachedFrom !== undefined) {
    const from = path.join(folder, reachedFrom.file);
    if (!existsSync(from) || !readFileSync(from, 'utf8').includes(reachedFrom.text)) {
      throw seamError(seam, `${seam.package}/${reachedFrom.file} no longer contains ${reachedFrom.text}`, installed);
    }
  }
  // The bundler sees a module at its real path (it follows symlinks): a site whose node_modules is a
  // link (the corpus and scale builds' copies) named the linked path here, and no seam applied there.
  return realpathSync(file);
}
