import {LOCAL_MOCK} from '../../../urls';

export {LOCAL_MOCK};

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether a host name is this machine's. */
export const isLocalHost = (hostname: string): boolean => LOCAL_HOSTS.has(hostname);

/**
 * The server a panel starts with. Production API hosts answer only their own front ends (CORS),
 * so from a reader's browser a first Send to them usually fails. Served from this machine (npm
 * start, npm run serve), the reader is developing and most likely runs the mock: start with it.
 * Served from the public site, start with the documented server, and say what to expect (note()).
 */
export function defaultServer(documented: readonly string[], pageHostname: string): string {
  return LOCAL_HOSTS.has(pageHostname) || documented.length === 0 ? LOCAL_MOCK : documented[0]!;
}

/** What the panel says about the chosen server, so the first failure is not a surprise. */
export function serverNote(server: string, documented: readonly string[], service: string): string | undefined {
  if (server === LOCAL_MOCK) {
    return `Start the mock for this service first: npm run mock -- ${service} --port ${new URL(LOCAL_MOCK).port}. It accepts any token.`;
  }
  if (documented.includes(server)) {
    return 'Requests go from your browser straight to this server with your token. Production servers usually refuse calls from other sites (CORS); if Send fails, use Copy as curl in a terminal, or the local mock.';
  }
  return undefined;
}
