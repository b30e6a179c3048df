import {indexFileName, SYNONYMS_FILE} from '@energy-xrm/search-engine';

/**
 * The files every first search reads (the tags' index files and the synonyms), asked for the moment
 * the reader shows intent or presses the shortcut: before, they waited for the engine's code to
 * arrive and run. Only the file names come from the engine here; its code stays in its own chunk.
 */
const started = new Map<string, Promise<Response>>();
/** Every file asked for ahead in this visit: once the engine has it, asking again would fetch it twice. */
const asked = new Set<string>();

export function prefetchIndexes(baseUrl: string, tags: readonly string[]): void {
  for (const file of [...tags.map(indexFileName), SYNONYMS_FILE]) {
    const url = `${baseUrl}${file}`;
    if (asked.has(url)) continue;
    asked.add(url);
    const response = fetch(url);
    // A failure surfaces when the engine takes the response (and is retried there), not here.
    response.catch(() => undefined);
    started.set(url, response);
  }
}

/** The response of a file asked for ahead, once: the engine keeps what it read, and a retry asks anew. */
export function takePrefetched(url: string): Promise<Response> | undefined {
  const response = started.get(url);
  started.delete(url);
  return response;
}
