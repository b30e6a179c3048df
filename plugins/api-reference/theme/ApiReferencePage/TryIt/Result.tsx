import {MAX_BODY_BYTES, TIMEOUT_MS, type Answer} from './send';
import styles from './styles.module.css';

const size = (bytes: number): string =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MiB`
    : `${Math.ceil(bytes / 1024)} KiB`;

/** Why the body shown is not the whole body, in words. */
function cutNote(answer: Answer): string | undefined {
  const shown = size(answer.bytes);
  const of = answer.declaredBytes === undefined ? '' : ` of ${size(answer.declaredBytes)}`;
  switch (answer.cut) {
    case 'size':
      return `Showing the first ${size(MAX_BODY_BYTES)}${of}; the rest was not downloaded. Use Copy as curl to get all of it.`;
    case 'timeout':
      return `The body did not finish within ${TIMEOUT_MS / 1000} seconds; showing the ${shown}${of} that arrived.`;
    case 'cancelled':
      return `Cancelled; showing the ${shown}${of} that arrived.`;
    default:
      return undefined;
  }
}

/** The status, headers and body of an answer. */
export default function Result({answer, ms}: {readonly answer: Answer; readonly ms: number}): React.JSX.Element {
  const note = cutNote(answer);
  return (
    <div className={styles.result}>
      <p>
        <strong data-testid="try-it-status">
          {answer.status} {answer.statusText}
        </strong>{' '}
        in {ms} ms
      </p>
      {note && (
        <p className={styles.note} data-testid="try-it-cut">
          {note}
        </p>
      )}
      <details>
        <summary>Response headers</summary>
        <pre>{answer.headers.map(([name, value]) => `${name}: ${value}`).join('\n')}</pre>
      </details>
      <pre tabIndex={0} data-testid="try-it-body">
        {answer.body}
      </pre>
    </div>
  );
}
