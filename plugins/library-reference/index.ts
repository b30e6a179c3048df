import {writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import typedocPlugin from 'docusaurus-plugin-typedoc';

export interface LibraryReferenceOptions {
  /** Workspace package folder, for example `packages/deadlines`. */
  readonly packageDir: string;
  /** Output folder inside the docs, for example `docs/deadlines/library`. */
  readonly out: string;
  /** Sidebar label of the generated category. */
  readonly label: string;
}

/**
 * A library's reference, generated from its TSDoc by TypeDoc when the site builds (the output is
 * not committed). Wraps docusaurus-plugin-typedoc and labels the generated sidebar category, which
 * the docs sidebar picks up from its folder.
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
  writeFileSync(
    path.join(out, '_category_.json'),
    `${JSON.stringify({label: options.label, position: 99}, null, 2)}\n`,
  );
  return {...plugin, name: `library-reference-${options.id}`};
}
