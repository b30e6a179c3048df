import path from 'node:path';
import type {DocMetadata, LoadedContent, LoadedVersion} from '@docusaurus/plugin-content-docs';
import {normalizePath} from '../paths';
import type {PagePlan, SectionKey} from './types';

type SidebarItem = LoadedVersion['sidebars'][string][number];

/** A folder of generated library reference pages inside the docs. */
export interface LibraryFolder {
  /** Folder relative to the site, for example `docs/deadlines/library`. */
  readonly out: string;
  readonly label: string;
}

/** Docs in sidebar order, each with the label of the top-level sidebar entry it sits under. */
function sidebarOrder(version: LoadedVersion): {id: string; group: string}[] {
  const order: {id: string; group: string}[] = [];
  const walk = (items: readonly SidebarItem[], group: string | undefined) => {
    for (const item of items) {
      if (item.type === 'doc' || item.type === 'ref') order.push({id: item.id, group: group ?? item.label ?? item.id});
      if (item.type === 'category') {
        if (item.link?.type === 'doc') order.push({id: item.link.id, group: group ?? item.label});
        walk(item.items, group ?? item.label);
      }
    }
  };
  for (const sidebar of Object.values(version.sidebars)) walk(sidebar, undefined);
  return order;
}

/** Every published page of one docs instance, in the order its sidebar shows them. */
export function docsPages(
  content: LoadedContent,
  options: {siteDir: string; section: SectionKey; libraries?: readonly LibraryFolder[]},
): PagePlan[] {
  const version = content.loadedVersions[0];
  if (!version) return [];
  const byId = new Map(version.docs.map((doc) => [doc.id, doc]));
  const ordered = sidebarOrder(version).filter(
    (entry, index, all) => all.findIndex((e) => e.id === entry.id) === index,
  );
  const listed = new Set(ordered.map((entry) => entry.id));
  const rest = version.docs.filter((doc) => !listed.has(doc.id)).map((doc) => ({id: doc.id, group: undefined}));
  return [...ordered, ...rest].flatMap(({id, group}) => {
    const doc = byId.get(id);
    if (!doc || doc.unlisted) return [];
    const file = path.join(options.siteDir, doc.source.replace(/^@site\//, ''));
    const library = options.libraries?.find((lib) => file.startsWith(path.join(options.siteDir, lib.out) + path.sep));
    return [plan(doc, file, library ? 'libraries' : options.section, library?.label ?? group)];
  });
}

/** Only a written description: the one Docusaurus derives stops at the first line break. */
function plan(doc: DocMetadata, file: string, section: SectionKey, group: string | undefined): PagePlan {
  const description = typeof doc.frontMatter.description === 'string' ? doc.frontMatter.description : '';
  return {path: normalizePath(doc.permalink), title: doc.title, description, section, group, file};
}
