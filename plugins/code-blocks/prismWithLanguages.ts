import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import lineStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';
import {codeToHtml, type CodeToHtmlOptions} from './codeToHtml';

// The theme registers these languages from a client module on every page; that module is replaced
// (noPrismLanguages.ts), so they are registered here, where code is highlighted.
prismIncludeLanguages(Prism as never);

const lineNumberClasses = {
  line: lineStyles.codeLine!,
  number: lineStyles.codeLineNumber!,
  content: lineStyles.codeLineContent!,
};

/** Highlights code with Prism and the site's extra languages (see codeToHtml.ts). */
export function highlight(code: string, options: Omit<CodeToHtmlOptions, 'lineNumberClasses'>): string {
  return codeToHtml(Prism, code, {...options, lineNumberClasses});
}
