import {test as base, expect, type Page} from '@playwright/test';
import {APP_SCRIPTS_META} from '../../config/htmlTemplate';
import {LOAD_ERROR_BOX_ID} from '../../plugins/site-shell/errorBoxId';

export interface PageProblems {
  readonly consoleErrors: string[];
  readonly pageErrors: string[];
  readonly foreignRequests: string[];
}

/**
 * The site's code loads once the page has been drawn (config/htmlTemplate.ts), which on a fast
 * machine can be after the window's load event, where `goto` and `reload` resolve. A reader is
 * never that quick: they resolve here once React has hydrated the page (Docusaurus then sets
 * `data-has-hydrated` on <html>), or the code's failure is shown (with `waitUntil: 'load'`, the
 * default; a test that asks for less gets less).
 */
async function untilHydrated(page: Page, waitUntil: string | undefined): Promise<void> {
  if (waitUntil !== undefined && waitUntil !== 'load') return;
  await page.waitForFunction(
    ([meta, box]) =>
      !document.querySelector(`meta[name="${meta}"]`) ||
      document.documentElement.dataset.hasHydrated === 'true' ||
      document.getElementById(box!) !== null,
    [APP_SCRIPTS_META, LOAD_ERROR_BOX_ID],
  );
}

/**
 * Every test watches its page: console errors, uncaught exceptions and requests to another origin
 * fail the test unless it allows them with the `allowConsoleErrors` / `allowPageErrors` options.
 */
export const test = base.extend<{
  problems: PageProblems;
  allowConsoleErrors: RegExp[];
  allowPageErrors: RegExp[];
  allowForeignRequests: RegExp[];
}>({
  allowConsoleErrors: [[], {option: true}],
  allowPageErrors: [[], {option: true}],
  allowForeignRequests: [[], {option: true}],
  page: async ({page, javaScriptEnabled}, provide) => {
    if (javaScriptEnabled !== false) {
      const [goto, reload] = [page.goto.bind(page), page.reload.bind(page)];
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await untilHydrated(page, options?.waitUntil);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        await untilHydrated(page, options?.waitUntil);
        return response;
      };
    }
    await provide(page);
  },
  problems: [
    async ({page, baseURL, allowConsoleErrors, allowPageErrors, allowForeignRequests}, use) => {
      const problems: PageProblems = {consoleErrors: [], pageErrors: [], foreignRequests: []};
      const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
      watch(page, origin, problems);
      page.context().on('page', (other) => watch(other, origin, problems));
      await use(problems);
      const consoleErrors = problems.consoleErrors.filter((text) => !allowConsoleErrors.some((re) => re.test(text)));
      expect(consoleErrors, 'console errors on the page').toEqual([]);
      const pageErrors = problems.pageErrors.filter((text) => !allowPageErrors.some((re) => re.test(text)));
      expect(pageErrors, 'uncaught exceptions on the page').toEqual([]);
      const foreign = problems.foreignRequests.filter((url) => !allowForeignRequests.some((re) => re.test(url)));
      expect(foreign, 'requests that left the site origin').toEqual([]);
    },
    {auto: true},
  ],
});

function watch(page: Page, origin: string, problems: PageProblems): void {
  page.on('console', (message) => {
    if (message.type() === 'error' || (message.type() === 'warning' && /hydrat/i.test(message.text()))) {
      problems.consoleErrors.push(message.text());
    }
  });
  page.on('pageerror', (error) => problems.pageErrors.push(error.message));
  page.on('request', (request) => {
    const url = request.url();
    if (/^https?:/.test(url) && new URL(url).origin !== origin) {
      problems.foreignRequests.push(url);
    }
  });
}

export {expect};
