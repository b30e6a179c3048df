import path from 'node:path';
import type {MdxjsEsm} from 'mdast-util-mdx';
import type {Binding} from './types';

const PARTIAL = /\.mdx?$/;

/**
 * Names a page imports: a Markdown file is a partial whose content is inlined; anything else is a
 * component, known by the last segment of its module (`@site/src/components/SiteLink` → SiteLink),
 * so a renamed import keeps its Markdown form.
 */
export function readBindings(node: MdxjsEsm, file: string, into: Map<string, Binding>): void {
  for (const statement of node.data?.estree?.body ?? []) {
    if (statement.type !== 'ImportDeclaration' || typeof statement.source.value !== 'string') continue;
    const from = statement.source.value;
    for (const specifier of statement.specifiers) {
      const local = specifier.local.name;
      if (PARTIAL.test(from)) {
        into.set(local, {kind: 'partial', file: path.resolve(path.dirname(file), from)});
      } else {
        const imported = specifier.type === 'ImportSpecifier' ? specifier.imported : undefined;
        const name = imported?.type === 'Identifier' ? imported.name : (from.split('/').pop() ?? local);
        into.set(local, {kind: 'component', name});
      }
    }
  }
}
