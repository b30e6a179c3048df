import {TIMEOUT_MS, type NoAnswer} from './send';
import {isLocalHost, LOCAL_MOCK} from './servers';

/** The command that starts this service's mock on the port of `baseUrl`. */
export const mockCommand = (service: string, baseUrl: string): string =>
  `npm run mock -- ${service} --port ${new URL(baseUrl).port || new URL(LOCAL_MOCK).port}`;

/**
 * A failed send in one line: what happened and what to do next. A refused call to this machine
 * almost always means the mock is not running, so that line is the command that starts it.
 */
export function failureMessage(result: NoAnswer, service: string, baseUrl: string): string {
  if (result.blockedByPolicy) {
    return `This site's Content-Security-Policy blocks calls to ${result.blockedByPolicy}: use Copy as curl and run the request in a terminal.`;
  }
  if (result.stop === 'timeout') {
    return `No answer within ${TIMEOUT_MS / 1000} seconds, so the request was stopped: check that the server is running and the URL is right, then Send again.`;
  }
  if (result.stop === 'cancelled') return 'Cancelled before the server answered.';
  if (isLocal(baseUrl)) {
    return baseUrl === LOCAL_MOCK
      ? `The local mock is not running: start it with ${mockCommand(service, baseUrl)} and Send again.`
      : `Nothing answers at ${baseUrl}: start your server there (for this service's mock: ${mockCommand(service, baseUrl)}) and Send again.`;
  }
  return 'The server did not answer, or it refuses calls from other sites (CORS): use Copy as curl and run the request in a terminal.';
}

function isLocal(baseUrl: string): boolean {
  try {
    return isLocalHost(new URL(baseUrl).hostname);
  } catch {
    return false;
  }
}
