import type {List, PhrasingContent, RootContent} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {SAMPLE_LANGUAGES} from '../../../config/languages';
import {attribute, stringAttribute} from './attributes';
import {absoluteLink} from './links';
import type {ComponentHandler, Context, ConvertNodes, JsxElement} from './types';

/** The element's content, converted, without the element itself. */
export const unwrap: ComponentHandler = (element, context, convert) => convert(element.children, context);

const phrasing = (nodes: RootContent[]): PhrasingContent[] =>
  nodes.flatMap((node) => (node.type === 'paragraph' ? node.children : [node])) as PhrasingContent[];

const isJsx = (node: RootContent): node is JsxElement =>
  node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';

const text = (value: string): PhrasingContent => ({type: 'text', value});

const link = (to: string | undefined, element: JsxElement, context: Context, convert: ConvertNodes): RootContent[] => {
  const children = phrasing(convert(element.children, context));
  return to === undefined ? children : [{type: 'link', url: absoluteLink(to, context.scope, context), children}];
};

const inlineCode: ComponentHandler = (element) => [{type: 'inlineCode', value: toString(element)}];

/** What each calculator does, said in one sentence, since only the web page can run it. */
const CALCULATORS: Readonly<Record<string, string>> = {
  DeadlineCalculator:
    'The web page has an interactive switching deadline calculator at this point: choose a commodity, a use case and a request date to see the earliest possible supply start and each weekend day and holiday skipped while counting.',
  PriceCalculator:
    'The web page has an interactive price calculator at this point: enter a pricing model, its tiers, the consumption, the quantity and the tax settings to see the amounts that the pricing library computes.',
};

/** A component's name as its module gives it (bindings.ts), whatever the page calls it. */
function moduleName(element: JsxElement, context: Context): string {
  const binding = context.bindings.get(element.name ?? '');
  return binding?.kind === 'component' ? binding.name : (element.name ?? '');
}

const calculator: ComponentHandler = (element, context) => [
  {
    type: 'paragraph',
    children: [
      {type: 'emphasis', children: [text(CALCULATORS[moduleName(element, context)] ?? '')]},
      text(' '),
      {type: 'link', url: context.pageUrl, children: [text('Open the calculator')]},
      text('.'),
    ],
  },
];

interface FlowStep {
  readonly from: string;
  readonly to: string;
  readonly label: string;
}

const isFlowStep = (value: unknown): value is FlowStep =>
  typeof value === 'object' &&
  value !== null &&
  ['from', 'to', 'label'].every((key) => typeof (value as Record<string, unknown>)[key] === 'string');

/** A sequence diagram reads as its caption and a numbered list of "from → to: what". */
const flowDiagram: ComponentHandler = (element, context) => {
  const steps = attribute(element, 'steps');
  const valid = Array.isArray(steps) ? steps.filter(isFlowStep) : [];
  if (valid.length === 0) context.warn('<FlowDiagram> without readable steps');
  const list: List = {
    type: 'list',
    ordered: true,
    spread: false,
    children: valid.map((step) => ({
      type: 'listItem',
      spread: false,
      children: [{type: 'paragraph', children: [text(`${step.from} → ${step.to}: ${step.label}`)]}],
    })),
  };
  const title = stringAttribute(element, 'title');
  const caption: RootContent[] = title
    ? [{type: 'paragraph', children: [{type: 'strong', children: [text(title)]}]}]
    : [];
  return [...caption, list];
};

const labelled = (label: string, element: JsxElement, context: Context, convert: ConvertNodes): RootContent[] => [
  {type: 'paragraph', children: [{type: 'strong', children: [text(label)]}]},
  ...convert(element.children, context),
];

/** Tabs read as labelled sections, one after the other. */
const tabItem: ComponentHandler = (element, context, convert) =>
  labelled(stringAttribute(element, 'label') ?? stringAttribute(element, 'value') ?? '', element, context, convert);

/** A sample language of the site-wide language tabs, labelled as its tab is. */
const language: ComponentHandler = (element, context, convert) => {
  const value = stringAttribute(element, 'value') ?? '';
  const label = SAMPLE_LANGUAGES.find((entry) => entry.value === value)?.label ?? value;
  return labelled(label, element, context, convert);
};

/**
 * Inline content without the blank at its two ends: the space or line break that stood beside a
 * summary taken out of a paragraph would otherwise print as `&#x20;` or `&#xA;`.
 */
function trimEdges(nodes: readonly PhrasingContent[]): PhrasingContent[] {
  const trimmed = nodes.map((node, index) => {
    if (node.type !== 'text') return node;
    const start = index === 0 ? node.value.trimStart() : node.value;
    return {...node, value: index === nodes.length - 1 ? start.trimEnd() : start};
  });
  return trimmed.filter((node) => node.type !== 'text' || node.value !== '');
}

/** The `<summary>` of a `<details>`, written on its own line or inside the first paragraph. */
function findSummary(element: JsxElement): {summary?: JsxElement; rest: RootContent[]} {
  const rest: RootContent[] = [...element.children];
  const without = (index: number, ...insert: RootContent[]) => [
    ...rest.slice(0, index),
    ...insert,
    ...rest.slice(index + 1),
  ];
  for (const [index, child] of rest.entries()) {
    if (isJsx(child) && child.name === 'summary') return {summary: child, rest: without(index)};
    if (child.type === 'paragraph') {
      const inner = child.children.find((node) => node.type === 'mdxJsxTextElement' && node.name === 'summary');
      if (inner?.type === 'mdxJsxTextElement') {
        const remaining = trimEdges(child.children.filter((node) => node !== inner));
        return {
          summary: inner,
          rest: without(index, ...(remaining.length > 0 ? [{...child, children: remaining}] : [])),
        };
      }
    }
  }
  return {rest};
}

/** A collapsible block shows its summary in bold, then its content. */
const details: ComponentHandler = (element, context, convert) => {
  const {summary, rest} = findSummary(element);
  const heading = summary ? phrasing(convert(summary.children, context)) : [text('Details')];
  return [{type: 'paragraph', children: [{type: 'strong', children: heading}]}, ...convert(rest, context)];
};

/** `<head>` only carries metadata; a canonical link there names the page's canonical URL. */
const head: ComponentHandler = (element, context) => {
  for (const child of element.children) {
    if (isJsx(child) && child.name === 'link' && stringAttribute(child, 'rel') === 'canonical') {
      context.found.canonical = stringAttribute(child, 'href');
    }
  }
  return [];
};

export const componentHandlers: Readonly<Record<string, ComponentHandler>> = {
  SiteLink: (element, context, convert) => link(stringAttribute(element, 'to'), element, context, convert),
  Link: (element, context, convert) =>
    link(stringAttribute(element, 'to') ?? stringAttribute(element, 'href'), element, context, convert),
  a: (element, context, convert) => link(stringAttribute(element, 'href'), element, context, convert),
  FlowDiagram: flowDiagram,
  DeadlineCalculator: calculator,
  PriceCalculator: calculator,
  Tabs: unwrap,
  TabItem: tabItem,
  LanguageTabs: unwrap,
  Language: language,
  details,
  Details: details,
  head,
  code: inlineCode,
  kbd: inlineCode,
  b: (element, context, convert) => [{type: 'strong', children: phrasing(convert(element.children, context))}],
  strong: (element, context, convert) => [{type: 'strong', children: phrasing(convert(element.children, context))}],
  em: (element, context, convert) => [{type: 'emphasis', children: phrasing(convert(element.children, context))}],
  i: (element, context, convert) => [{type: 'emphasis', children: phrasing(convert(element.children, context))}],
  br: () => [{type: 'break'}],
  img: (element, context) => [
    {
      type: 'image',
      url: absoluteLink(stringAttribute(element, 'src') ?? '', context.scope, context),
      alt: stringAttribute(element, 'alt') ?? '',
    },
  ],
  // The GraphQL reference's generator defines these three in each page: a separator, a kind label, a spec link.
  Bullet: () => [text(' · ')],
  Badge: (element) => [{type: 'emphasis', children: [text(stringAttribute(element, 'text') ?? '')]}],
  SpecifiedBy: (element, context) => [
    {
      type: 'link',
      url: absoluteLink(stringAttribute(element, 'url') ?? '', context.scope, context),
      children: [text('Specification')],
    },
  ],
};
