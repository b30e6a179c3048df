import {Children, type ComponentProps} from 'react';

/**
 * A table header cell from Markdown. The empty top-left cell of a comparison table
 * (`| | Sandbox | Production |`) heads nothing, so it is a plain cell: an empty header cell is an
 * accessibility error (axe rule "empty-table-header") and tells screen readers nothing.
 */
export default function HeaderCell({children, ...props}: ComponentProps<'th'>): React.JSX.Element {
  const empty = Children.toArray(children).every((child) => typeof child === 'string' && child.trim() === '');
  return empty ? <td {...(props as ComponentProps<'td'>)} /> : <th {...props}>{children}</th>;
}
