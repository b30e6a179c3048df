import {readFileSync} from 'node:fs';
import type {Blockquote, Heading, Paragraph, PhrasingContent, Root, RootContent, Text} from 'mdast';
import type {ContainerDirective} from 'mdast-util-directive';
import {literal} from './attributes';
import {readBindings} from './bindings';
import {componentHandlers, unwrap} from './components';
import {absoluteLink} from './links';
import {parseMdx} from './parse';
import {type Context, type JsxElement, isPhrasing} from './types';

/** Docusaurus' admonition keywords and the label each shows when it has no title of its own. */
const ADMONITIONS: Readonly<Record<string, string>> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  important: 'Important',
  warning: 'Warning',
  caution: 'Caution',
  danger: 'Danger',
  success: 'Success',
  secondary: 'Note',
};

/** An explicit heading id (`{#custom-id}`), which only Docusaurus reads. */
const HEADING_ID = /\s*\{#[^}]*\}\s*$/;

/** Turns an MDX tree into a tree of plain Markdown nodes: every JSX, ESM and directive node is gone. */
export function convertTree(tree: Root, context: Context): Root {
  const bindings = new Map(context.bindings);
  for (const node of tree.children) {
    if (node.type === 'mdxjsEsm') readBindings(node, context.file, bindings);
  }
  return {type: 'root', children: convertNodes(tree.children, {...context, bindings})};
}

export function convertNodes(nodes: readonly RootContent[], context: Context): RootContent[] {
  return nodes.flatMap((node) => convertNode(node, context));
}

function convertNode(node: RootContent, context: Context): RootContent[] {
  switch (node.type) {
    case 'yaml':
    case 'mdxjsEsm':
    case 'html':
      return [];
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return expression(node.value, context);
    case 'mdxJsxFlowElement':
      return toFlow(element(node, context));
    case 'mdxJsxTextElement':
      return element(node, context).flatMap((part) => (part.type === 'paragraph' ? part.children : [part]));
    case 'containerDirective':
      return ADMONITIONS[node.name] ? [admonition(node, context)] : [asSource(node, context)];
    case 'leafDirective':
    case 'textDirective':
      return [asSource(node, context)];
    case 'link':
    case 'definition':
      return [withChildren({...node, url: absoluteLink(node.url, context.scope, context)}, context)];
    case 'image':
      return [{...node, url: absoluteLink(node.url, context.scope, context)}];
    case 'heading':
      return [heading(node, context)];
    default:
      return [withChildren(node, context)];
  }
}

function withChildren<T extends RootContent>(node: T, context: Context): T {
  if (!('children' in node)) return node;
  return {...node, children: convertNodes(node.children, context)} as T;
}

function element(node: JsxElement, context: Context): RootContent[] {
  const name = node.name ?? '';
  const binding = context.bindings.get(name);
  if (binding?.kind === 'partial') return partial(binding.file, context);
  const handler = componentHandlers[binding?.name ?? name];
  if (handler) return handler(node, context, convertNodes);
  if (/^[A-Z]/.test(name)) context.warn(`<${name}> has no Markdown form: only its content is kept`);
  return unwrap(node, context, convertNodes);
}

/** An imported Markdown file shows its content in place; its links resolve from its own folder. */
function partial(file: string, context: Context): RootContent[] {
  if (context.partials.includes(file)) {
    context.warn(`${file} includes itself; the inner copy was left out`);
    return [];
  }
  const source = readFileSync(file, 'utf8');
  const inner = {...context, file, source, bindings: new Map(), partials: [...context.partials, file]};
  return convertTree(parseMdx(source), inner).children;
}

/** Block-level JSX may turn into inline nodes (a link): each run of them becomes a paragraph. */
function toFlow(nodes: RootContent[]): RootContent[] {
  const flow: RootContent[] = [];
  let run: PhrasingContent[] = [];
  const flush = () => {
    if (run.some((node) => node.type !== 'text' || node.value.trim() !== ''))
      flow.push({type: 'paragraph', children: run});
    run = [];
  };
  for (const node of nodes) {
    if (isPhrasing(node)) run.push(node);
    else {
      flush();
      flow.push(node);
    }
  }
  flush();
  return flow;
}

/** `{'<'}` prints its string; comments such as `{/* truncate *\/}` print nothing. */
function expression(value: string, context: Context): RootContent[] {
  const parsed = literal(value);
  if (typeof parsed === 'string' || typeof parsed === 'number') return [{type: 'text', value: String(parsed)}];
  const code = value.replace(/\/\*[\s\S]*?\*\//g, '').trim();
  if (code !== '') context.warn(`the expression {${code}} cannot be printed as Markdown and was left out`);
  return [];
}

/** Admonitions become block quotes whose first words are the admonition's label in bold. */
function admonition(node: ContainerDirective, context: Context): Blockquote {
  const [first, ...rest] = node.children;
  const titled = first?.type === 'paragraph' && first.data?.directiveLabel === true;
  const label: PhrasingContent[] = titled
    ? (convertNodes(first.children, context) as PhrasingContent[])
    : [{type: 'text', value: ADMONITIONS[node.name] ?? node.name}];
  const body = convertNodes(titled ? rest : node.children, context);
  const lead: Paragraph = {type: 'paragraph', children: [{type: 'strong', children: label}]};
  const [head, ...tail] = body;
  if (head?.type === 'paragraph') {
    const colon: Text = {type: 'text', value: titled ? ' ' : ': '};
    const children = [{...head, children: [...lead.children, colon, ...head.children]}, ...tail];
    return {type: 'blockquote', children: children as Blockquote['children']};
  }
  return {type: 'blockquote', children: [lead, ...body] as Blockquote['children']};
}

/** Text such as `entity:search` parses as a directive; give back exactly what was written. */
function asSource(node: RootContent, context: Context): RootContent {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  const value = start === undefined || end === undefined ? '' : context.source.slice(start, end);
  return node.type === 'textDirective' ? {type: 'text', value} : {type: 'paragraph', children: [{type: 'text', value}]};
}

function heading(node: Heading, context: Context): Heading {
  const depth = Math.min(6, node.depth + context.headingShift) as Heading['depth'];
  // An id written `{#id}` reaches this point as text, never as an expression: parseMdx escapes it
  // first, as Docusaurus does.
  const children = convertNodes(node.children, context) as PhrasingContent[];
  const last = children.at(-1);
  if (last?.type === 'text') {
    const value = last.value.replace(HEADING_ID, '');
    return {
      ...node,
      depth,
      children: value === '' ? children.slice(0, -1) : [...children.slice(0, -1), {...last, value}],
    };
  }
  return {...node, depth, children};
}
