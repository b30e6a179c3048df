import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';
import HeaderCell from '@site/src/components/ScrollableTable/HeaderCell';

/** The theme's MDX components, with tables that stay reachable by keyboard when they scroll. */
export default {...MDXComponents, table: ScrollableTable, th: HeaderCell};
