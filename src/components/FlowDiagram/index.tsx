import styles from './styles.module.css';

export interface FlowStep {
  /** Who acts, for example "Your server". */
  readonly from: string;
  /** Who receives, for example "Webhooks API". */
  readonly to: string;
  /** What happens in this step, in a few words. */
  readonly label: string;
}

interface Props {
  /** One sentence that says what the diagram shows; read by screen readers and shown as a caption. */
  readonly title: string;
  readonly steps: readonly FlowStep[];
}

/**
 * A static sequence diagram in HTML and CSS: one numbered row per step, "from → to: label".
 * No diagram library reaches the reader's browser.
 */
export default function FlowDiagram({title, steps}: Props): React.JSX.Element {
  return (
    <figure className={styles.figure}>
      <ol className={styles.steps}>
        {steps.map((step, index) => (
          <li key={`${index}-${step.label}`} className={styles.step}>
            <span className={styles.actor}>{step.from}</span>
            <span className={styles.arrow}>
              <span aria-hidden="true">→</span>
              <span className={styles.visuallyHidden}> sends to </span>
            </span>
            <span className={styles.actor}>{step.to}</span>
            <span className={styles.label}>{step.label}</span>
          </li>
        ))}
      </ol>
      <figcaption className={styles.caption}>{title}</figcaption>
    </figure>
  );
}
