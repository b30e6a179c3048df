import type {Json, JsonObject} from './data.js';

export const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const asString = (value: Json | undefined): string => (typeof value === 'string' ? value : '');

/** The value at a local JSON pointer (`#/components/schemas/Order`), if there is one. */
export function atPointer(document: JsonObject, pointer: string): Json | undefined {
  if (!pointer.startsWith('#/')) return undefined;
  let node: Json | undefined = document;
  for (const raw of pointer.slice(2).split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    node = isObject(node) ? node[key] : undefined;
  }
  return node;
}
