import {Children, isValidElement, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

/** Plain-text children joined into one string (copyable); anything with elements as it is. */
function asText(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

/**
 * The theme's code block, without its remount after hydration. The theme remounted every block
 * once the page had hydrated, to swap the light theme's inline token colours for the current
 * mode's. Token colours are CSS classes here (plugins/code-blocks), so the remount only cost time,
 * and it would have thrown away the HTML highlighted at build time.
 */
export default function CodeBlock({children, ...props}: Props): ReactNode {
  const content = asText(children);
  return typeof content === 'string' ? (
    <StringContent {...props}>{content}</StringContent>
  ) : (
    <ElementContent {...props}>{content}</ElementContent>
  );
}
