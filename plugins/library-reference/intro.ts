import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

interface PackageJson {
  readonly name: string;
  readonly private?: boolean;
  readonly dependencies?: Readonly<Record<string, string>>;
}

/**
 * What a library's index page says between what the library is for (its `@packageDocumentation`
 * comment, which TypeDoc renders under the title, so the words live beside the code) and the list of
 * exports: how to get it into a project (from its package.json) and where the guide shows it in use.
 */
export function libraryIntro(pkg: PackageJson, packageDir: string, guide: string): string {
  const dependencies = Object.entries(pkg.dependencies ?? {}).map(([name, version]) => `\`${name}\` ${version}`);
  const install = pkg.private
    ? `\`${pkg.name}\` is a package of the Dev Center's npm workspace and is not published to a registry. ` +
      'Inside the repository you import it by name: npm links every workspace package, so there is nothing to install. ' +
      `Build its \`dist/\` with \`npm run build -w ${packageDir}\` before another package or the site imports it.`
    : `Install it with \`npm install ${pkg.name}\` and import it by name.`;
  const runtime = dependencies.length
    ? `At run time it needs ${dependencies.join(', ')}, which npm installs with it.`
    : 'It has no runtime dependencies.';
  return [
    '## Install',
    '',
    `${install} ${runtime} It is an ES module with TypeScript types. The [guide](${guide}) shows it in use.`,
    '',
    '## Reference',
    '',
    `The pages below document every export of \`${pkg.name}\`, generated from the TSDoc in \`${packageDir}/src\` ` +
      'each time the site is built, so they always match the code.',
    '',
  ].join('\n');
}

/** Puts the intro before the index page's first section (the first kind of export), or at its end. */
export function addIntro(out: string, siteDir: string, packageDir: string, guide: string): void {
  const pkg = JSON.parse(readFileSync(path.join(siteDir, packageDir, 'package.json'), 'utf8')) as PackageJson;
  const index = path.join(out, 'index.md');
  const markdown = readFileSync(index, 'utf8');
  const section = /^## /m.exec(markdown);
  const at = section ? section.index : markdown.length;
  writeFileSync(index, `${markdown.slice(0, at)}${libraryIntro(pkg, packageDir, guide)}\n${markdown.slice(at)}`);
}
