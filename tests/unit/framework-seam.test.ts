import {existsSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {codeBlockSeams} from '../../plugins/code-blocks/seams';
import {frameworkSeam, type FrameworkSeam} from '../../plugins/frameworkSeam';
import {prefetchSeam, progressBarSeam, routeComponentSeam, routePreloadSeam} from '../../plugins/site-shell';

const wordWrap = codeBlockSeams.wordWrapHook;

describe('framework seams', () => {
  const installed: [string, FrameworkSeam][] = [
    ...Object.entries(codeBlockSeams),
    ['progressBar', progressBarSeam],
    ['routePreload', routePreloadSeam],
    ['prefetch', prefetchSeam],
    ['routeComponent', routeComponentSeam],
  ];

  it.each(installed)('%s resolves to a file its pattern matches in the installed framework', (_name, seam) => {
    const file = frameworkSeam(seam);
    expect(path.isAbsolute(file)).toBe(true);
    expect(existsSync(file)).toBe(true);
    if (seam.pattern) expect(file).toMatch(seam.pattern);
  });

  it('resolves files that the package hides behind its exports map', () => {
    expect(() => require.resolve('@docusaurus/theme-common/lib/hooks/useCodeWordWrap.js')).toThrow();
    expect(frameworkSeam(wordWrap)).toMatch(/node_modules[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]hooks/);
  });

  it('stops with the owner, the missing file, the reason and what to do when the file is gone', () => {
    const moved = {...wordWrap, file: 'lib/hooks/codeWordWrap/index.js'};
    expect(() => frameworkSeam(moved)).toThrow(
      /^Framework seam broken in plugins\/code-blocks\/seams\.ts: \S+theme-common[\\/]lib[\\/]hooks[\\/]codeWordWrap[\\/]index\.js does not exist\.\nWhy the seam exists: the theme's useCodeWordWrap reads .*\nInstalled: @docusaurus\/theme-common 3\.\d+\.\d+\.\nWhat to do: an upgrade \(or a rename\) moved the file\./,
    );
  });

  it('stops when the pattern of the bundler rule no longer matches the file', () => {
    const renamed = {...wordWrap, pattern: /theme-common[\\/]lib[\\/]hooks[\\/]useCodeWrap(\.js)?$/};
    expect(() => frameworkSeam(renamed)).toThrow(
      /the pattern \/theme-common\[\\\\\/\]lib\[\\\\\/\]hooks\[\\\\\/\]useCodeWrap\(\\\.js\)\?\$\/ does not match \S+useCodeWordWrap\.js\./,
    );
  });

  it('stops when the framework no longer reaches the file the way the seam intercepts it', () => {
    const unused = {...progressBarSeam, reachedFrom: {file: 'lib/index.js', text: "'./navigationProgress'"}};
    expect(() => frameworkSeam(unused)).toThrow(
      "Framework seam broken in plugins/site-shell/index.ts: @docusaurus/theme-classic/lib/index.js no longer contains './navigationProgress'.",
    );
  });

  it('stops when the package is not installed at all', () => {
    expect(() => frameworkSeam({...progressBarSeam, package: '@docusaurus/theme-modern'})).toThrow(
      'Framework seam broken in plugins/site-shell/index.ts: package @docusaurus/theme-modern is not installed.',
    );
  });

  it('checks a generated file, such as a data module, against the pattern of the rule that targets it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'seam-'));
    const data = path.join(dir, 'api-reference', 'default', 'html-entity.json');
    const seam = {owner: 'plugins/api-reference/index.ts', why: 'client gets {}', file: data};
    const pattern = /api-reference[\\/][^\\/]+[\\/]html-[^\\/]+\.json$/;
    expect(() => frameworkSeam({...seam, pattern})).toThrow(`${data} does not exist.`);
    mkdirSync(path.dirname(data), {recursive: true});
    writeFileSync(data, '{}');
    expect(frameworkSeam({...seam, pattern})).toBe(data);
    writeFileSync(path.join(dir, 'html-entity.json'), '{}');
    const flat = path.join(dir, 'html-entity.json');
    expect(() => frameworkSeam({...seam, file: flat, pattern})).toThrow(
      `Framework seam broken in plugins/api-reference/index.ts: the pattern ${String(pattern)} does not match ${flat}.\nWhy the seam exists: client gets {}\nWhat to do:`,
    );
  });

  it('names a file reached through a linked folder by its real path, the one the bundler compares', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'seam-'));
    const real = path.join(dir, 'site', 'node_modules', 'theme', 'nprogress.js');
    mkdirSync(path.dirname(real), {recursive: true});
    writeFileSync(real, '');
    mkdirSync(path.join(dir, 'copy'));
    symlinkSync(path.join(dir, 'site', 'node_modules'), path.join(dir, 'copy', 'node_modules'));
    const seam = {
      owner: 'plugins/site-shell/index.ts',
      why: 'a linked install',
      file: path.join(dir, 'copy', 'node_modules', 'theme', 'nprogress.js'),
    };
    expect(frameworkSeam(seam)).toBe(real);
  });
});
