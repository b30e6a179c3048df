import path from 'node:path';
import type {DocMetadata, LoadedContent, LoadedVersion} from '@docusaurus/plugin-content-docs';
import {normalizePath} from '../paths';
import type {Crumb, PagePlan, SectionKey} from './types';

type SidebarItem = LoadedVersion['sidebars'][string][number];

/** A folder of generated library reference pages inside the docs. */
export interface LibraryFolder {
  /** Folder relative to the site, for example `docs/deadlines/library`. */
  readonly out: string;
  readonly label: string;
}

/** A category on the way to a doc: its label, and the doc or generated index it opens, if any. */
interface CategoryStep {
  readonly label: string;
  readonly docId?: string;
  readonly permalink?: string;
}

interface SidebarEntry {
  readonly id: string;
  /** The label of the top-level sidebar entry the doc sits under. */
  readonly group: string | undefined;
  /** Every category above the doc, outermost first (a category's own doc is not inside itself). */
  readonly categories: readonly CategoryStep[];
}

/** Docs in sidebar order, each with the categories it sits in. */
function sidebarOrder(version: LoadedVersion): SidebarEntry[] {
  const order: SidebarEntry[] = [];
  const walk = (items: readonly SidebarItem[], group: string | undefined, categories: readonly CategoryStep[]) => {
    for (const item of items) {
      if (item.type === 'doc' || item.type === 'ref') {
        order.push({id: item.id, group: group ?? item.label ?? item.id, categories});
      }
      if (item.type === 'category') {
        const link = item.link;
        if (link?.type === 'doc') order.push({id: link.id, group: group ?? item.label, categories});
        const step: CategoryStep =
          link?.type === 'doc'
            ? {label: item.label, docId: link.id}
            : link?.type === 'generated-index'
              ? {label: item.label, permalink: link.permalink}
              : {label: item.label};
        walk(item.items, group ?? item.label, [...categories, step]);
      }
    }
  };
  for (const sidebar of Object.values(version.sidebars)) walk(sidebar, undefined, []);
  return order;
}

/**
 * Only a generated reference page gets its trail: its content documents one function, type or
 * field and never says which library or which kind of schema member it is, which the HTML page's
 * breadcrumbs do. A guide says where it belongs in its own words.
 */
const TRAIL_SECTIONS: ReadonlySet<SectionKey> = new Set(['libraries', 'graphql']);

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
  const rest = version.docs
    .filter((doc) => !listed.has(doc.id))
    .map((doc): SidebarEntry => ({id: doc.id, group: undefined, categories: []}));
  const crumb = (step: CategoryStep): Crumb => {
    const permalink = step.docId ? byId.get(step.docId)?.permalink : step.permalink;
    return permalink ? {label: step.label, path: normalizePath(permalink)} : {label: step.label};
  };
  return [...ordered, ...rest].flatMap(({id, group, categories}) => {
    const doc = byId.get(id);
    if (!doc || doc.unlisted) return [];
    const file = path.join(options.siteDir, doc.source.replace(/^@site\//, ''));
    const library = options.libraries?.find((lib) => file.startsWith(path.join(options.siteDir, lib.out) + path.sep));
    const section = library ? 'libraries' : options.section;
    const page = plan(doc, file, section, library?.label ?? group);
    return [TRAIL_SECTIONS.has(section) && categories.length > 0 ? {...page, trail: categories.map(crumb)} : page];
  });
}

/** Only a written description: the one Docusaurus derives stops at the first line break. */
function plan(doc: DocMetadata, file: string, section: SectionKey, group: string | undefined): PagePlan {
  const description = typeof doc.frontMatter.description === 'string' ? doc.frontMatter.description : '';
  return {path: normalizePath(doc.permalink), title: doc.title, description, section, group, file};
}
