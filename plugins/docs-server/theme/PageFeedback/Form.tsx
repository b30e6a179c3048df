import {useEffect, useId, useRef, useState} from 'react';
import {newVoteId, onServerDown, sendFeedback} from '../../client/events';
import styles from './styles.module.css';

/** The service's limit (packages/docs-server, src/schemas.ts). */
const MAX_COMMENT = 1000;
const STORAGE_PREFIX = 'docs-feedback:';

/** `id` names the vote the Yes or No click stored; the comment joins it. */
type Voted = {helpful: boolean; id: string};
type Step = {name: 'ask'} | ({name: 'comment'} & Voted) | ({name: 'sending'} & Voted) | {name: 'done'};

/** The answer is remembered for the visit (the tab's session), per page; storage may be unavailable. */
function remembered(url: string): boolean {
  try {
    return sessionStorage.getItem(STORAGE_PREFIX + url) === 'sent';
  } catch {
    return false;
  }
}
function remember(url: string): void {
  try {
    sessionStorage.setItem(STORAGE_PREFIX + url, 'sent');
  } catch {
    // Without storage the form asks again on the next visit to the page.
  }
}

export default function Form({url}: {url: string}): React.JSX.Element | null {
  const [step, setStep] = useState<Step>(() => (remembered(url) ? {name: 'done'} : {name: 'ask'}));
  const [comment, setComment] = useState('');
  const [hidden, setHidden] = useState(false);
  const id = useId();
  const commentBox = useRef<HTMLTextAreaElement>(null);
  const thanks = useRef<HTMLParagraphElement>(null);
  const calls = useRef<Promise<boolean>>(Promise.resolve(true));

  /** Set when this visit's answer was just sent: the thanks then takes the focus once drawn. */
  const sentNow = useRef(false);

  useEffect(() => onServerDown(() => setHidden(true)), []);
  // After the commit that drew the step, not a frame after the call that asked for it: that frame
  // could come before React drew the thanks, and the focus was then lost (seen in a CI run).
  useEffect(() => {
    if (step.name === 'comment') commentBox.current?.focus();
    if (step.name === 'done' && sentNow.current) thanks.current?.focus();
  }, [step.name]);

  if (hidden) return null;
  if (step.name === 'done') {
    return (
      <p ref={thanks} className={styles.thanks} role="status" tabIndex={-1}>
        Thank you for your feedback.
      </p>
    );
  }

  /**
   * Calls go one after another, so the service sees a changed answer or a comment after the vote
   * it belongs to. Resolves to whether this call (and so the vote) was stored.
   */
  const deliver = (answer: {id: string; helpful: boolean; comment?: string}): Promise<boolean> => {
    const sent = calls.current.then(() => sendFeedback({url, ...answer}));
    calls.current = sent;
    return sent.then((ok) => {
      if (!ok) setHidden(true);
      return ok;
    });
  };

  // The click itself is the vote: a reader who answers and leaves is counted.
  const vote = (helpful: boolean) => {
    if (step.name === 'comment' && step.helpful === helpful) return;
    const voteId = step.name === 'comment' ? step.id : newVoteId();
    setStep({name: 'comment', helpful, id: voteId});
    // Now, not when the answer arrives: a reader who leaves at once has answered too.
    remember(url);
    void deliver({id: voteId, helpful});
  };

  const send = async (voted: Voted) => {
    setStep({...voted, name: 'sending'});
    const text = comment.trim();
    // Without a comment there is nothing to add: only wait until the vote is stored.
    const ok = await (text ? deliver({...voted, comment: text}) : calls.current);
    if (!ok) return;
    sentNow.current = true;
    setStep({name: 'done'});
  };

  return (
    <form
      className={styles.form}
      aria-labelledby={`${id}-question`}
      onSubmit={(event) => {
        event.preventDefault();
        if (step.name === 'comment') void send({helpful: step.helpful, id: step.id});
      }}>
      <p id={`${id}-question`} className={styles.question}>
        Was this page helpful?
      </p>
      <div className={styles.answers}>
        {[true, false].map((helpful) => (
          <button
            key={String(helpful)}
            type="button"
            className="button button--sm button--outline button--secondary"
            aria-pressed={step.name !== 'ask' && step.helpful === helpful}
            disabled={step.name === 'sending'}
            onClick={() => vote(helpful)}>
            {helpful ? 'Yes' : 'No'}
          </button>
        ))}
      </div>
      {step.name !== 'ask' && (
        <div className={styles.comment}>
          <label htmlFor={`${id}-comment`}>
            {step.helpful ? 'What helped? (optional)' : 'What was missing or wrong? (optional)'}
          </label>
          <textarea
            ref={commentBox}
            id={`${id}-comment`}
            rows={3}
            maxLength={MAX_COMMENT}
            value={comment}
            aria-describedby={`${id}-count`}
            onChange={(event) => setComment(event.target.value.slice(0, MAX_COMMENT))}
          />
          <div className={styles.row}>
            <span id={`${id}-count`} className={styles.count}>
              {comment.length} / {MAX_COMMENT} characters
            </span>
            <button type="submit" className="button button--sm button--primary" disabled={step.name === 'sending'}>
              Send
            </button>
          </div>
        </div>
      )}
    </form>
  );
}
