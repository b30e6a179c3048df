import {useEffect, useRef, useState, type ComponentProps} from 'react';
import {SCROLL_HINT} from './hint';
import styles from './styles.module.css';

/**
 * A wide table scrolls sideways inside this region, and says so under it: a scroll bar alone is
 * easy to miss (phones hide it until one scrolls), and a reader then sees only the first columns.
 * The region takes keyboard focus so that keyboard users can scroll it too (WCAG 2.1.1; axe rule
 * "scrollable-region-focusable").
 */
export default function ScrollableTable(props: ComponentProps<'table'>): React.JSX.Element {
  const scroller = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  const [atEnd, setAtEnd] = useState(false);

  useEffect(() => {
    const element = scroller.current;
    const table = element?.firstElementChild;
    if (!element || !table) return undefined;
    const measure = () => {
      setOverflows(element.scrollWidth > element.clientWidth + 1);
      setAtEnd(element.scrollLeft + element.clientWidth >= element.scrollWidth - 1);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    observer.observe(table);
    element.addEventListener('scroll', measure, {passive: true});
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', measure);
    };
  }, []);

  return (
    <div className={styles.frame}>
      <div ref={scroller} className={styles.scroller} tabIndex={0} data-more={(overflows && !atEnd) || undefined}>
        <table {...props} />
      </div>
      {overflows && (
        <p className={styles.hint} aria-hidden="true">
          {SCROLL_HINT}
        </p>
      )}
    </div>
  );
}
