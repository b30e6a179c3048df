import JSON5 from 'json5';
import type {JsxElement} from './types';

/**
 * A JSX attribute's value: a string as written, or the value of a literal expression such as
 * `steps={[{from: 'A', to: 'B'}]}`. JSON5 reads JavaScript literals without running any code;
 * anything that is not a literal gives undefined.
 */
export function attribute(element: JsxElement, name: string): unknown {
  for (const attr of element.attributes) {
    if (attr.type !== 'mdxJsxAttribute' || attr.name !== name) continue;
    if (attr.value === null || attr.value === undefined) return true;
    if (typeof attr.value === 'string') return attr.value;
    return literal(attr.value.value);
  }
  return undefined;
}

export function stringAttribute(element: JsxElement, name: string): string | undefined {
  const value = attribute(element, name);
  return typeof value === 'string' ? value : undefined;
}

/** The value of a JavaScript literal, or undefined when the text is not one. */
export function literal(expression: string): unknown {
  try {
    return JSON5.parse(expression);
  } catch {
    return undefined;
  }
}
