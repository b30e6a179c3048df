import {Children, isValidElement, type ReactNode} from 'react';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {TabsProvider, useTabsContextValue} from '@docusaurus/theme-common/internal';
import TabItem from '@theme/TabItem';
import {LANGUAGE_TAB_GROUP, languageLabel, type SampleLanguage} from '@site/config/languages';
import TabList from './TabList';

interface LanguageProps {
  readonly value: SampleLanguage;
  readonly children: ReactNode;
}

/** One language's version of a sample; only meaningful inside `<LanguageTabs>`, which renders it. */
export function Language({children}: LanguageProps): React.JSX.Element {
  return <>{children}</>;
}

/**
 * The same sample in several languages, as tabs of the site-wide language group: choosing Python
 * here selects Python in every other group tab on the site and in the REST reference, across pages
 * and reloads (stored under `docusaurus.tab.language`), and `?language=python` links to it.
 *
 * Built from the theme's tab state (the same storage, query string and panels as its `<Tabs>`)
 * rather than `<Tabs>` itself: `<Tabs>` remounts its panels once the page hydrates, which throws
 * away the code blocks' build-time highlighting and downloads Prism to redo it (plugins/code-blocks).
 * The stored choice is applied after hydration by the state's own effect, so no remount is needed.
 *
 * ```mdx
 * <LanguageTabs>
 * <Language value="curl">…</Language>
 * <Language value="python">…</Language>
 * </LanguageTabs>
 * ```
 */
export default function LanguageTabs({children}: {readonly children: ReactNode}): React.JSX.Element {
  const items = Children.toArray(children)
    .filter(isValidElement<LanguageProps>)
    .map(({props}) => (
      <TabItem key={props.value} value={props.value} label={languageLabel(props.value)}>
        {props.children}
      </TabItem>
    ));
  const state = useTabsContextValue({groupId: LANGUAGE_TAB_GROUP, queryString: true, children: items});
  return (
    <TabsProvider value={state}>
      <div className={`${ThemeClassNames.tabs.container} tabs-container margin-bottom--md`}>
        <TabList />
        <div className="margin-top--md">{items}</div>
      </div>
    </TabsProvider>
  );
}
