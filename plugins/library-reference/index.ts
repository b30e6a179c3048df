import {writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import typedocPlugin from 'docusaurus-plugin-typedoc';
import {addIntro} from './intro';
import {labelKinds} from './kinds';
import {addTitles} from './titles';

export interface LibraryReferenceOptions {
  /** Workspace package folder, for example `packages/deadlines`. */
  readonly packageDir: string;
  /** Output folder inside the docs, for example `docs/deadlines/library`. */
  readonly out: string;
  /** Sidebar label of the generated category. */
  readonly label: string;
  /** The guide section that shows the library in use, linked from the reference's index page. */
  readonly guide: string;
}

/**
 * A library's reference, generated from its TSDoc by TypeDoc when the site builds (the output is
 * not committed). Wraps docusaurus-plugin-typedoc and labels the generated sidebar category, which
 * the docs sidebar picks up from its folder. The category has no position, so it follows the
 * section's guides (those with a `sidebar_position`, then the others by file name: `intro` first).
 */
export default async function libraryReferencePlugin(
  context: LoadContext,
  options: LibraryReferenceOptions & {id: string},
): Promise<Plugin> {
  const packageDir = path.join(context.siteDir, options.packageDir);
  const out = path.join(context.siteDir, options.out);
  const plugin = (await typedocPlugin(context, {
    id: options.id,
    entryPoints: [path.join(packageDir, 'src', 'index.ts')],
    tsconfig: path.join(packageDir, 'tsconfig.build.json'),
    out,
    readme: 'none',
    disableSources: true,
    excludePrivate: true,
    hideBreadcrumbs: true,
    hidePageHeader: true,
    parametersFormat: 'table',
    // Members stay headings (not table rows): TSDoc links point at their anchors.
    useCodeBlocks: true,
    sidebar: {autoConfiguration: false},
    logLevel: 'Warn',
  } as never)) as Plugin;
  addTitles(out);
  addIntro(out, context.siteDir, options.packageDir, options.guide);
  writeFileSync(path.join(out, '_category_.json'), `${JSON.stringify({label: options.label}, null, 2)}\n`);
  labelKinds(out);
  return {...plugin, name: `library-reference-${options.id}`};
}
