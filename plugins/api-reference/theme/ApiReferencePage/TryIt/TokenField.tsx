import {useEffect, useRef} from 'react';
import styles from './styles.module.css';

/**
 * The access token input. It is uncontrolled on purpose: React writes a controlled input's value
 * into its `value` attribute, which put the token into the page's serialized HTML. Here the value
 * is only ever set as a property.
 */
export default function TokenField({
  initial,
  remembered,
  onChange,
}: {
  readonly initial: string;
  readonly remembered: boolean;
  readonly onChange: (token: string) => void;
}): React.JSX.Element {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (input.current) input.current.value = initial;
  }, [initial]);
  return (
    <label className={styles.field}>
      <span>
        Access token {remembered ? '(kept in this tab only)' : '(this browser does not let the page keep it)'}
      </span>
      <input
        ref={input}
        type="password"
        autoComplete="off"
        spellCheck={false}
        onInput={(e) => onChange(e.currentTarget.value)}
      />
    </label>
  );
}
