import type {PhrasingContent, RootContent} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx';
import type {LinkOrigin, LinkScope} from './links';

export type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** What a name used as a JSX tag refers to, from the page's imports. */
export type Binding =
  {readonly kind: 'component'; readonly name: string} | {readonly kind: 'partial'; readonly file: string};

/** Everything a conversion step needs to know about the page (or partial) it works on. */
export interface Context extends LinkOrigin {
  /** The text of `file`, to give back source that only looked like a directive (`a:b`). */
  readonly source: string;
  /** The page's own URL (HTML), for parts that only work in the browser. */
  readonly pageUrl: string;
  readonly scope: LinkScope;
  readonly bindings: ReadonlyMap<string, Binding>;
  /** Partials being inlined, outermost first: a partial that includes itself stops here. */
  readonly partials: readonly string[];
  readonly found: PageFacts;
  /** Levels added to every heading, for a page shown inside another (a release in its changelog). */
  readonly headingShift: number;
  readonly warn: (message: string) => void;
}

/** Facts the conversion finds on its way, for the page's header. */
export interface PageFacts {
  canonical?: string;
}

/** Converts a list of nodes (children of an element) with the same context. */
export type ConvertNodes = (nodes: readonly RootContent[], context: Context) => RootContent[];

/** A component's Markdown form. */
export type ComponentHandler = (element: JsxElement, context: Context, convert: ConvertNodes) => RootContent[];

const PHRASING = new Set<string>([
  'text',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'link',
  'linkReference',
  'image',
  'imageReference',
  'break',
  'footnoteReference',
  'html',
]);

export const isPhrasing = (node: RootContent): node is PhrasingContent => PHRASING.has(node.type);
