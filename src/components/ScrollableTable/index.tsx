import type {ComponentProps} from 'react';
import styles from './styles.module.css';

/**
 * A wide table scrolls sideways inside this region. The region takes keyboard focus so that
 * keyboard users can scroll it too (WCAG 2.1.1; axe rule "scrollable-region-focusable").
 */
export default function ScrollableTable(props: ComponentProps<'table'>): React.JSX.Element {
  return (
    <div className={styles.scroller} tabIndex={0}>
      <table {...props} />
    </div>
  );
}
