import {useEffect, useRef, useState, type KeyboardEvent} from 'react';
import styles from './styles.module.css';

interface Props {
  readonly id: string;
  readonly markdownUrl: string;
  /** Closes the menu; `refocus` returns focus to the button that opened it. */
  readonly onClose: (refocus: boolean) => void;
}

/** The items of the Copy page menu. Arrow keys move between them, Escape closes the menu. */
export default function Menu({id, markdownUrl, onClose}: Props): React.JSX.Element {
  const panel = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState('');

  useEffect(() => {
    panel.current?.querySelector<HTMLElement>('button, a')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!panel.current?.parentElement?.contains(event.target as Node)) onClose(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [onClose]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const items = Array.from(panel.current?.querySelectorAll<HTMLElement>('button, a') ?? []);
    const at = items.indexOf(document.activeElement as HTMLElement);
    items[(at + (event.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length]?.focus();
  };

  const copy = async () => {
    setStatus('Copying…');
    const {copyFromUrl} = await import('./copy');
    setStatus(await copyFromUrl(markdownUrl));
  };

  return (
    <div
      id={id}
      ref={panel}
      className={styles.menu}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!panel.current?.parentElement?.contains(event.relatedTarget as Node | null)) onClose(false);
      }}>
      <button type="button" className={styles.item} onClick={() => void copy()}>
        Copy as Markdown
        <span className={styles.hint}>The page as text for an AI assistant</span>
      </button>
      <a className={styles.item} href={markdownUrl} target="_self">
        View as Markdown
        <span className={styles.hint}>Open the .md file</span>
      </a>
      <p role="status" className={styles.status}>
        {status}
      </p>
    </div>
  );
}
