import type {Locator, Page} from '@playwright/test';
import {expect, test} from './fixtures';
import {HUGE_BYTES, startMisbehavingServer, type Misbehaving} from './misbehavingServer';
import {openTryIt, useServer} from './tryIt';

// Try it against a server started by the test that misbehaves on purpose (misbehavingServer.ts),
// and with hostile input in its fields. The page runs under the site's CSP (nginx), which allows
// 127.0.0.1 on any port, as for a local mock.

let server: Misbehaving;
test.beforeAll(async () => {
  server = await startMisbehavingServer();
});
test.afterAll(async () => server.close());
test.afterEach(async ({page}) => page.unrouteAll({behavior: 'ignoreErrors'}));
test.use({allowForeignRequests: [/^http:\/\/127\.0\.0\.1:\d+\//]});

const openPanel = (page: Page, operationId: string): Promise<Locator> => openTryIt(page, '/api/entity', operationId);

/** Types a value the keyboard cannot (a lone surrogate) into a React input, as a paste would. */
async function setValue(input: Locator, value: string): Promise<void> {
  await input.evaluate((element, text) => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(element, text);
    element.dispatchEvent(new Event('input', {bubbles: true}));
  }, value);
}

const send = (form: Locator) => form.getByRole('button', {name: 'Send'}).click();
const alertOf = (form: Locator) => form.getByRole('alert');

test.describe('answers that are too big or never end', () => {
  test('a 50 MiB answer is cut at 1 MiB and the rest is never downloaded', async ({page}) => {
    const form = await openPanel(page, 'listSchemas');
    await useServer(form, `${server.url}/huge`);
    await send(form);
    await expect(form.getByTestId('try-it-status')).toHaveText(/^200/);
    await expect(form.getByTestId('try-it-cut')).toHaveText(
      'Showing the first 1 MiB of 50 MiB; the rest was not downloaded. Use Copy as curl to get all of it.',
    );
    await expect(form.getByTestId('try-it-body')).toContainText('"a small object"');
    await expect.poll(() => server.hugeBytesSent(), {timeout: 15_000}).toBeDefined();
    expect(server.hugeBytesSent()!, 'the server stopped writing when Try it stopped reading').toBeLessThan(
      HUGE_BYTES / 2,
    );
    await expect(form.getByRole('button', {name: 'Send'})).toBeEnabled();
  });

  test('a body that trickles is stopped after 30 seconds, with what arrived', async ({page}) => {
    await page.clock.install();
    const form = await openPanel(page, 'listSchemas');
    await useServer(form, `${server.url}/trickle`);
    const answered = page.waitForResponse((response) => response.url().includes('/trickle'));
    await send(form);
    await expect(form.getByRole('button', {name: 'Sending…'})).toBeDisabled();
    // The 30 seconds must run out while the body trickles, not before the headers reach the page
    // (that is the next test's "No answer"): the response event says the headers are in, and the
    // page's fetch settles a moment after, in real time, which the installed clock does not move.
    await answered;
    await page.waitForTimeout(300);
    await page.clock.fastForward(31_000);
    await expect(form.getByTestId('try-it-cut')).toContainText(
      'The body did not finish within 30 seconds; showing the',
    );
    await expect(form.getByRole('button', {name: 'Send'})).toBeEnabled();
  });

  test('a server that never answers is given up after 30 seconds', async ({page}) => {
    await page.clock.install();
    const form = await openPanel(page, 'listSchemas');
    await useServer(form, `${server.url}/hang`);
    await send(form);
    await expect(form.getByRole('button', {name: 'Cancel'})).toBeVisible();
    await page.clock.fastForward(31_000);
    await expect(alertOf(form)).toHaveText(
      'No answer within 30 seconds, so the request was stopped: check that the server is running and the URL is right, then Send again.',
    );
    await expect(form.getByRole('button', {name: 'Send'})).toBeEnabled();
  });

  test('Cancel stops a request that is waiting and closes its connection', async ({page}) => {
    const form = await openPanel(page, 'listSchemas');
    await useServer(form, `${server.url}/hang`);
    await send(form);
    await form.getByRole('button', {name: 'Cancel'}).click();
    await expect(alertOf(form)).toHaveText('Cancelled before the server answered.');
    await expect(form.getByRole('button', {name: 'Cancel'})).toHaveCount(0);
    await expect.poll(() => server.hangClosed()).toBe(true);
  });
});

test.describe('storage the browser refuses', () => {
  const cases = {
    'reading sessionStorage throws SecurityError': () =>
      Object.defineProperty(window, 'sessionStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      }),
    'writing to sessionStorage throws QuotaExceededError': () => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
        if (this === window.sessionStorage) {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        }
        setItem.call(this, key, value);
      };
    },
  };
  for (const [name, refuse] of Object.entries(cases)) {
    test(`Try it works without remembering the token when ${name}`, async ({page}) => {
      await page.addInitScript(refuse);
      const form = await openPanel(page, 'listSchemas');
      await useServer(form, `${server.url}/echo`);
      const token = form.getByLabel(/Access token/);
      await token.fill('tok-123');
      await expect(form.getByText('(this browser does not let the page keep it)')).toBeVisible();
      await send(form);
      await expect(form.getByTestId('try-it-status')).toHaveText(/^200/);
      await expect(form.getByTestId('try-it-body')).toContainText('"authorization": "Bearer tok-123"');
    });
  }
});

test.describe('input that cannot be sent as typed', () => {
  const pathCases: [string, string][] = [
    [
      '\uD800',
      'The path parameter slug contains a broken character at position 1 (half of a UTF-16 surrogate pair), which cannot be written into a URL.',
    ],
    [
      'con\uDC00tact',
      'The path parameter slug contains a broken character at position 4 (half of a UTF-16 surrogate pair), which cannot be written into a URL.',
    ],
    [
      '..',
      'The path parameter slug cannot be “..”: the browser would resolve it and send the request to another path.',
    ],
    ['.', 'The path parameter slug cannot be “.”: the browser would resolve it and send the request to another path.'],
  ];
  for (const [value, message] of pathCases) {
    test(`a path parameter ${JSON.stringify(value)} is refused with its reason`, async ({page}) => {
      const form = await openPanel(page, 'getEntity');
      await useServer(form, `${server.url}/ok`);
      const before = server.requests.length;
      await setValue(form.getByLabel(/^slug/), value);
      await send(form);
      await expect(alertOf(form)).toHaveText(message);
      await expect(form.getByRole('button', {name: 'Send'})).toBeEnabled();
      expect(server.requests.length, 'nothing was sent').toBe(before);
    });
  }

  test('a token an HTTP header cannot carry is named, and does not spoil the other panels', async ({page}) => {
    const form = await openPanel(page, 'listSchemas');
    await useServer(form, `${server.url}/ok`);
    await form.getByLabel(/Access token/).fill('tök€n');
    await send(form);
    await expect(alertOf(form)).toHaveText(
      'The access token contains “€” (U+20AC) at position 4; an HTTP header can only carry Latin-1 characters. Tokens are plain ASCII: check that you pasted the token and nothing else.',
    );
    const other = page.locator('section#getSchema');
    await other.getByRole('button', {name: 'Try it'}).click();
    const second = other.getByRole('form', {name: 'Try getSchema'});
    await expect(second.getByLabel(/Access token/)).toHaveValue('');
    await useServer(second, `${server.url}/ok`);
    await send(second);
    await expect(second.getByTestId('try-it-status')).toHaveText(/^200/);
  });

  const schemes = [
    'javascript:alert(1)',
    'data:text/plain,hello',
    'file:///etc/passwd',
    'ftp://127.0.0.1/',
    'blob:http://127.0.0.1/x',
    'about:blank',
  ];
  for (const url of schemes) {
    test(`a custom server ${url} is refused: only http: and https:`, async ({page}) => {
      const form = await openPanel(page, 'listSchemas');
      await useServer(form, url);
      await send(form);
      await expect(alertOf(form)).toHaveText(
        `The base URL uses ${new URL(url).protocol} — Try it sends requests only to http: and https: URLs.`,
      );
      await expect(form.getByTestId('try-it-status')).toHaveCount(0);
    });
  }

  for (const suffix of ['/ok?debug=1', '/ok#part', '/ok?']) {
    test(`a base URL ending in ${suffix} is refused before the token goes anywhere`, async ({page}) => {
      const form = await openPanel(page, 'listSchemas');
      await useServer(form, `${server.url}${suffix}`);
      await form.getByLabel(/Access token/).fill('secret');
      const before = server.requests.length;
      await send(form);
      await expect(alertOf(form)).toContainText('The base URL contains “?” or “#”');
      expect(server.requests.length).toBe(before);
    });
  }

  test('a base URL with a user name is refused', async ({page}) => {
    const form = await openPanel(page, 'listSchemas');
    await useServer(form, server.url.replace('http://', 'http://user:pass@'));
    await send(form);
    await expect(alertOf(form)).toHaveText(
      'The base URL contains a user name or password; put credentials in the access token field instead.',
    );
  });
});

test.describe('a server the site does not allow', () => {
  // The browser reports the refused connection; the panel explains it.
  test.use({
    allowConsoleErrors: [/https:\/\/example\.org\/.*Content Security Policy/],
    allowForeignRequests: [/^https:\/\/example\.org\//],
  });

  test('names the Content-Security-Policy instead of blaming CORS', async ({page}) => {
    const form = await openPanel(page, 'listSchemas');
    await useServer(form, 'https://example.org');
    await send(form);
    await expect(alertOf(form)).toHaveText(
      "This site's Content-Security-Policy blocks calls to https://example.org: use Copy as curl and run the request in a terminal.",
    );
  });
});

test.describe('code or data that fails to load', () => {
  test.use({allowConsoleErrors: [/Failed to load resource/]});

  test('a failed Try it chunk is the panel’s problem, with a Retry that works', async ({page}) => {
    let offline = true;
    await page.route('**/assets/js/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      return offline && body.includes('energy-xrm.try-it.token')
        ? route.abort('internetdisconnected')
        : route.fulfill({response, body});
    });
    await page.goto('/api/entity#listSchemas');
    const operation = page.locator('section#listSchemas');
    await operation.getByRole('button', {name: 'Try it'}).click();
    const problem = operation.getByRole('alert');
    await expect(problem).toContainText('Try it could not load its code (');
    await expect(problem).toContainText('The rest of the page works; check the connection and retry.');
    await expect(page.getByText('This page could not load')).toHaveCount(0);
    offline = false;
    await problem.getByRole('button', {name: 'Retry'}).click();
    await expect(operation.getByRole('form', {name: 'Try listSchemas'})).toBeVisible({timeout: 15_000});
  });

  test('a failed load of the operations is not remembered: Retry and the next panel load them', async ({page}) => {
    let fail = true;
    await page.route('**/try-it.json', (route) => (fail ? route.abort('internetdisconnected') : route.continue()));
    await page.goto('/api/entity#listSchemas');
    const first = page.locator('section#listSchemas');
    await first.getByRole('button', {name: 'Try it'}).click();
    await expect(first.getByRole('alert')).toContainText('Try it could not load the operation: ');
    fail = false;
    const second = page.locator('section#getSchema');
    await second.getByRole('button', {name: 'Try it'}).click();
    await expect(second.getByRole('form', {name: 'Try getSchema'})).toBeVisible({timeout: 15_000});
    await first.getByRole('button', {name: 'Retry'}).click();
    await expect(first.getByRole('form', {name: 'Try listSchemas'})).toBeVisible({timeout: 15_000});
  });
});

test('the token never appears in the page’s HTML', async ({page}) => {
  const form = await openPanel(page, 'listSchemas');
  await useServer(form, `${server.url}/ok`);
  const token = form.getByLabel(/Access token/);
  await token.fill('secret-token-4711');
  await send(form);
  await expect(form.getByTestId('try-it-status')).toHaveText(/^200/);
  expect(await token.getAttribute('value')).toBeNull();
  expect(await page.content()).not.toContain('secret-token-4711');
  await expect(token).toHaveValue('secret-token-4711');
});

test('served from this machine, a panel starts with the local mock and says how to start it', async ({page}) => {
  const form = await openPanel(page, 'listSchemas');
  await expect(form.getByLabel('Server')).toHaveValue('http://127.0.0.1:4010');
  await expect(
    form.getByText('Start the mock for this service first: npm run mock -- entity --port 4010.'),
  ).toBeVisible();
});
