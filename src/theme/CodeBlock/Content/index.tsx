import type {ComponentProps} from 'react';
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import Content from '@theme-original/CodeBlock/Content';

// The theme registers the extra languages from a client module that runs on every page; that module
// is replaced (plugins/site-shell/noPrismLanguages.ts), so Prism loads with the first code block.
prismIncludeLanguages(Prism as never);

export default function CodeBlockContent(props: ComponentProps<typeof Content>): React.JSX.Element {
  return <Content {...props} />;
}
