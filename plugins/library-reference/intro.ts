import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

interface PackageJson {
  readonly name: string;
  readonly private?: boolean;
  readonly dependencies?: Readonly<Record<string, string>>;
}

/** The text of the `@packageDocumentation` comment that opens `src/index.ts`: what the library is for. */
export function packageSummary(indexSource: string): string {
  const comment = /^\/\*\*([\s\S]*?)\*\//.exec(indexSource.trimStart())?.[1] ?? '';
  if (!comment.includes('@packageDocumentation')) return '';
  return comment
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, '').trim())
    .filter((line) => line && !line.startsWith('@'))
    .join(' ');
}

/**
 * The opening of a library's index page: what the library is for (its own package comment, so the
 * words live in one place, beside the code), how to get it into a project (from its package.json)
 * and where the guide shows it in use. TypeDoc's index alone is a bare list of exports.
 */
export function libraryIntro(pkg: PackageJson, summary: string, packageDir: string, guide: string): string {
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
    summary,
    '',
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

/** Puts the intro under the index page's first heading (or at its top, after the front matter). */
export function addIntro(out: string, siteDir: string, packageDir: string, guide: string): void {
  const dir = path.join(siteDir, packageDir);
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as PackageJson;
  const summary = packageSummary(readFileSync(path.join(dir, 'src', 'index.ts'), 'utf8'));
  const index = path.join(out, 'index.md');
  const markdown = readFileSync(index, 'utf8');
  const intro = libraryIntro(pkg, summary, packageDir, guide);
  const heading = /^# .+\n/m.exec(markdown);
  const at = heading ? heading.index + heading[0].length : (/^---\n[\s\S]*?\n---\n/.exec(markdown)?.[0].length ?? 0);
  writeFileSync(index, `${markdown.slice(0, at)}\n${intro}\n${markdown.slice(at)}`);
}
