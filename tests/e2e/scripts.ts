import type {Page} from '@playwright/test';

/**
 * Records the text of every script the page loads from now on, so a test can tell which code
 * shipped where. `texts()` waits for bodies still arriving; a body that cannot be read counts as
 * empty.
 */
export function recordScripts(page: Page): {texts: () => Promise<string[]>} {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  return {texts: () => Promise.all(bodies)};
}
