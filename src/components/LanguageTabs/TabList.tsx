import clsx from 'clsx';
import {useRef} from 'react';
import {useScrollPositionBlocker, useTabs} from '@docusaurus/theme-common/internal';

/**
 * The row of tabs, as the theme's Tabs draw it (Infima's `tabs` classes): a click or Enter selects,
 * the arrow keys move between tabs, and the page does not jump when a tab's panel changes height.
 */
export default function TabList(): React.JSX.Element {
  const {selectedValue, selectValue, tabValues} = useTabs();
  const tabs = useRef<(HTMLLIElement | null)[]>([]);
  const {blockElementScrollPositionUntilNextRender} = useScrollPositionBlocker();

  const select = (tab: HTMLLIElement, value: string) => {
    if (value === selectedValue) return;
    blockElementScrollPositionUntilNextRender(tab);
    selectValue(value);
  };
  const onKeyDown = (event: React.KeyboardEvent<HTMLLIElement>, index: number, value: string) => {
    const count = tabValues.length;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      select(event.currentTarget, value);
    } else if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      tabs.current[(index + (event.key === 'ArrowRight' ? 1 : count - 1)) % count]?.focus();
    }
  };

  return (
    <ul role="tablist" aria-orientation="horizontal" className="tabs">
      {tabValues.map(({value, label}, index) => (
        <li
          key={value}
          ref={(tab) => {
            tabs.current[index] = tab;
          }}
          role="tab"
          tabIndex={selectedValue === value ? 0 : -1}
          aria-selected={selectedValue === value}
          className={clsx('tabs__item', selectedValue === value && 'tabs__item--active')}
          onClick={(event) => select(event.currentTarget, value)}
          onKeyDown={(event) => onKeyDown(event, index, value)}>
          {label ?? value}
        </li>
      ))}
    </ul>
  );
}
