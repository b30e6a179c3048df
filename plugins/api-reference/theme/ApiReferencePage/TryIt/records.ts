import {recordFor, type TryItRecord, type TryItRecords} from './request';

/**
 * Each service's try-it.json, loaded once per page view and shared by its operations while the load
 * is pending or has succeeded. A failed load is forgotten at once, so the next panel, or Retry,
 * asks the server again instead of repeating the failure until the page is reloaded.
 */
const loads = new Map<string, Promise<TryItRecords>>();

function loadRecords(url: string): Promise<TryItRecords> {
  const pending = loads.get(url);
  if (pending) return pending;
  const load = fetch(url)
    .then((response) =>
      response.ok
        ? (response.json() as Promise<TryItRecords>)
        : Promise.reject(new Error(`the server answered ${response.status} for ${url}`)),
    )
    .catch((error: unknown) => {
      loads.delete(url);
      throw error instanceof TypeError ? new Error(`${url} could not be fetched (${error.message})`) : error;
    });
  loads.set(url, load);
  return load;
}

/** The record of one operation, loaded with its service's records. */
export async function loadOperation(url: string, operationId: string): Promise<TryItRecord> {
  return recordFor(await loadRecords(url), operationId);
}
