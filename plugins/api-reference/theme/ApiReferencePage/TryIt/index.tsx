import {useEffect, useId, useState, type FormEvent} from 'react';
import {buildRequest, recordFor, toCurl, type BuiltRequest, type TryItRecord, type TryItRecords} from './request';
import styles from './styles.module.css';

/** Kept for the browser tab only: never in localStorage, never sent anywhere but the chosen server. */
const TOKEN_KEY = 'energy-xrm.try-it.token';
const LOCAL_MOCK = 'http://127.0.0.1:4010';
const CUSTOM = 'custom';

interface Outcome {
  readonly request: BuiltRequest;
  readonly status?: number;
  readonly statusText?: string;
  readonly ms?: number;
  readonly headers?: [string, string][];
  readonly body?: string;
  readonly failure?: string;
}

/** Each service's try-it.json, loaded once per page view and shared by its operations. */
const loaded = new Map<string, Promise<TryItRecords>>();
function loadRecords(url: string): Promise<TryItRecords> {
  if (!loaded.has(url)) {
    loaded.set(
      url,
      fetch(url).then((r) =>
        r.ok ? (r.json() as Promise<TryItRecords>) : Promise.reject(new Error(`HTTP ${r.status}`)),
      ),
    );
  }
  return loaded.get(url)!;
}

function formatBody(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

async function send(request: BuiltRequest): Promise<Outcome> {
  const started = performance.now();
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      mode: 'cors',
      credentials: 'omit',
    });
    const body = await response.text();
    const headers: [string, string][] = [];
    response.headers.forEach((value, name) => headers.push([name, value]));
    return {
      request,
      status: response.status,
      statusText: response.statusText,
      ms: Math.round(performance.now() - started),
      headers,
      body: formatBody(body),
    };
  } catch {
    return {
      request,
      failure:
        'The request did not get an answer the browser may show. Either the server cannot be reached (is the mock running? is the URL right?) or it does not allow calls from this site (CORS). The local mock allows them; production hosts may not, so copy the request as curl and run it in a terminal instead.',
    };
  }
}

/** The Try it panel of one operation: loaded only when a reader presses its button. */
export default function TryIt({
  recordsUrl,
  operationId,
}: {
  /** The service's try-it.json. */
  readonly recordsUrl: string;
  readonly operationId: string;
}): React.JSX.Element {
  const id = useId();
  const [operation, setOperation] = useState<TryItRecord>();
  const [loadError, setLoadError] = useState<string>();
  const [server, setServer] = useState('');
  const [custom, setCustom] = useState('');
  const [token, setToken] = useState(() => sessionStorage.getItem(TOKEN_KEY) ?? '');
  const [values, setValues] = useState<Record<string, string>>({});
  const [body, setBody] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    loadRecords(recordsUrl)
      .then((records) => {
        const op = recordFor(records, operationId);
        setOperation(op);
        setServer(op.servers[0] ?? LOCAL_MOCK);
        setValues(Object.fromEntries(op.parameters.map((p) => [`${p.location}:${p.name}`, p.example])));
        setBody(op.body);
      })
      .catch((error: Error) => setLoadError(error.message));
  }, [recordsUrl, operationId]);

  useEffect(() => {
    if (token) sessionStorage.setItem(TOKEN_KEY, token);
    else sessionStorage.removeItem(TOKEN_KEY);
  }, [token]);

  if (loadError)
    return (
      <p role="alert" className={styles.error}>
        Try it could not load the spec: {loadError}
      </p>
    );
  if (!operation) return <p className={styles.panel}>Loading…</p>;

  const baseUrl = server === CUSTOM ? custom : server;
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setOutcome(await send(buildRequest(operation, baseUrl, values, token, body)));
    setBusy(false);
  };

  return (
    <form className={styles.panel} onSubmit={onSubmit} aria-label={`Try ${operationId}`}>
      <label className={styles.field}>
        <span>Server</span>
        <select value={server} onChange={(e) => setServer(e.target.value)}>
          {operation.servers.map((url) => (
            <option key={url} value={url}>
              {url}
            </option>
          ))}
          <option value={LOCAL_MOCK}>Local mock ({LOCAL_MOCK}, npm run mock)</option>
          <option value={CUSTOM}>Custom URL</option>
        </select>
      </label>
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
        <label className={styles.field}>
          <span>Access token (kept in this tab only)</span>
          <input type="password" autoComplete="off" value={token} onChange={(e) => setToken(e.target.value)} />
        </label>
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
      <div className={styles.actions}>
        <button type="submit" className="button button--primary button--sm" disabled={busy}>
          {busy ? 'Sending…' : 'Send'}
        </button>
        {outcome && (
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={() => void navigator.clipboard.writeText(toCurl(outcome.request))}>
            Copy as curl
          </button>
        )}
      </div>
      <div aria-live="polite" id={`${id}-result`}>
        {outcome?.failure && (
          <p role="alert" className={styles.error}>
            {outcome.failure}
          </p>
        )}
        {outcome?.status !== undefined && (
          <div className={styles.result}>
            <p>
              <strong data-testid="try-it-status">
                {outcome.status} {outcome.statusText}
              </strong>{' '}
              in {outcome.ms} ms
            </p>
            <details>
              <summary>Response headers</summary>
              <pre>{outcome.headers?.map(([name, value]) => `${name}: ${value}`).join('\n')}</pre>
            </details>
            <pre tabIndex={0} data-testid="try-it-body">
              {outcome.body}
            </pre>
          </div>
        )}
      </div>
    </form>
  );
}
