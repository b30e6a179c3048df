import {useEffect, useId, useRef, useState, type FormEvent} from 'react';
import {loadOperation} from './records';
import FormFields from './FormFields';
import {buildRequest, toCurl, type BuiltRequest, type FormValues, type TryItRecord} from './request';
import Result from './Result';
import {failureMessage} from './failure';
import {isAnswer, send, type Answer} from './send';
import {defaultServer, LOCAL_MOCK, serverNote} from './servers';
import {rememberedToken, rememberToken} from './storage';
import TokenField from './TokenField';
import {InputProblem, isSendableToken} from './validate';
import styles from './styles.module.css';

const CUSTOM = 'custom';

type Outcome =
  | {readonly kind: 'answer'; readonly request: BuiltRequest; readonly answer: Answer; readonly ms: number}
  | {readonly kind: 'failure'; readonly request?: BuiltRequest; readonly message: string};

/** The Try it panel of one operation: loaded only when a reader presses its button. */
export default function TryIt({
  recordsUrl,
  operationId,
  service,
}: {
  /** The service's try-it.json. */
  readonly recordsUrl: string;
  readonly operationId: string;
  /** The service's route, as `npm run mock` takes it. */
  readonly service: string;
}): React.JSX.Element {
  const id = useId();
  const [operation, setOperation] = useState<TryItRecord>();
  const [loadError, setLoadError] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  const [server, setServer] = useState('');
  const [custom, setCustom] = useState('');
  const [initialToken] = useState(rememberedToken);
  const [token, setToken] = useState(initialToken);
  const [remembered, setRemembered] = useState(true);
  const [values, setValues] = useState<Record<string, string>>({});
  const [body, setBody] = useState<string>();
  const [form, setForm] = useState<FormValues>({});
  const [outcome, setOutcome] = useState<Outcome>();
  const sending = useRef<AbortController | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const failure = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    let current = true;
    loadOperation(recordsUrl, operationId)
      .then((op) => {
        if (!current) return;
        setOperation(op);
        setServer(defaultServer(op.servers, window.location.hostname));
        setValues(Object.fromEntries(op.parameters.map((p) => [`${p.location}:${p.name}`, p.example])));
        setBody(op.body);
        setForm(Object.fromEntries((op.form?.fields ?? []).filter((f) => !f.file).map((f) => [f.name, f.example])));
      })
      .catch((error: Error) => current && setLoadError(error.message));
    return () => {
      current = false;
    };
  }, [recordsUrl, operationId, attempt]);

  useEffect(() => () => sending.current?.abort(), []);

  // The panel is long and the error comes last: bring it on screen, or Send seems to do nothing.
  useEffect(() => {
    if (outcome?.kind === 'failure') failure.current?.scrollIntoView({block: 'nearest'});
  }, [outcome]);

  if (loadError)
    return (
      <div role="alert" className={styles.error}>
        <p>Try it could not load the operation: {loadError}</p>
        <button
          type="button"
          className="button button--secondary button--sm"
          onClick={() => {
            setLoadError(undefined);
            setAttempt(attempt + 1);
          }}>
          Retry
        </button>
      </div>
    );
  if (!operation) return <p className={styles.panel}>Loading…</p>;

  const onToken = (next: string) => {
    setToken(next);
    // A token that cannot be sent is not passed on to the tab's other panels.
    setRemembered(rememberToken(isSendableToken(next) ? next : ''));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    let request: BuiltRequest;
    const baseUrl = server === CUSTOM ? custom : server;
    try {
      request = buildRequest(operation, baseUrl, values, token, body, form);
    } catch (error) {
      if (!(error instanceof InputProblem)) throw error;
      setOutcome({kind: 'failure', message: error.message});
      return;
    }
    const controller = new AbortController();
    sending.current = controller;
    setBusy(true);
    setOutcome(undefined);
    const started = performance.now();
    const result = await send(request, controller.signal);
    sending.current = undefined;
    setBusy(false);
    setOutcome(
      isAnswer(result)
        ? {kind: 'answer', request, answer: result, ms: Math.round(performance.now() - started)}
        : {kind: 'failure', request, message: failureMessage(result, service, baseUrl)},
    );
  };

  const note = serverNote(server, operation.servers, service);
  return (
    <form className={styles.panel} onSubmit={onSubmit} aria-label={`Try ${operationId}`}>
      <label className={styles.field}>
        <span>Server</span>
        <select
          value={server}
          onChange={(e) => setServer(e.target.value)}
          aria-describedby={note ? `${id}-server` : undefined}>
          {operation.servers.map((url) => (
            <option key={url} value={url}>
              {url}
            </option>
          ))}
          <option value={LOCAL_MOCK}>Local mock ({LOCAL_MOCK}, npm run mock)</option>
          <option value={CUSTOM}>Custom URL</option>
        </select>
      </label>
      {note && (
        <p id={`${id}-server`} className={styles.note}>
          {note}
        </p>
      )}
      {server === CUSTOM && (
        <label className={styles.field}>
          <span>Custom base URL</span>
          <input
            type="url"
            required
            value={custom}
            onChange={(e) => setCustom(e.target.value)}
            placeholder="http://127.0.0.1:4012"
          />
        </label>
      )}
      {operation.auth.kind === 'bearer' && (
        <TokenField initial={initialToken} remembered={remembered} onChange={onToken} />
      )}
      {operation.parameters.map((p) => {
        const key = `${p.location}:${p.name}`;
        return (
          <label key={key} className={styles.field}>
            <span>
              {p.name}{' '}
              <small>
                ({p.location}
                {p.required ? ', required' : ''})
              </small>
            </span>
            <input
              value={values[key] ?? ''}
              required={p.required}
              onChange={(e) => setValues({...values, [key]: e.target.value})}
            />
          </label>
        );
      })}
      {body !== undefined && (
        <label className={styles.field}>
          <span>JSON body</span>
          <textarea
            rows={Math.min(16, body.split('\n').length + 1)}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            spellCheck={false}
          />
        </label>
      )}
      {operation.form && <FormFields form={operation.form} values={form} onChange={setForm} />}
      <div className={styles.actions}>
        <button type="submit" className="button button--primary button--sm" disabled={busy}>
          {busy ? 'Sending…' : 'Send'}
        </button>
        {busy && (
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={() => sending.current?.abort()}>
            Cancel
          </button>
        )}
        {outcome?.request && (
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={() => void navigator.clipboard.writeText(toCurl(outcome.request!))}>
            Copy as curl
          </button>
        )}
      </div>
      <div aria-live="polite" id={`${id}-result`}>
        {outcome?.kind === 'failure' && (
          <p ref={failure} role="alert" className={styles.error}>
            {outcome.message}
          </p>
        )}
        {outcome?.kind === 'answer' && <Result answer={outcome.answer} ms={outcome.ms} />}
      </div>
    </form>
  );
}
