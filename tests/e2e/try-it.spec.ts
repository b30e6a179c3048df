import {spawn, type ChildProcess} from 'node:child_process';
import path from 'node:path';
import {axeViolations} from './axe';
import {expect, test} from './fixtures';
import {recordScripts} from './scripts';
import {useServer} from './tryIt';

const MOCK_PORT = 4010;
let mock: ChildProcess | undefined;

test.describe.configure({mode: 'serial'});

test.beforeAll(async () => {
  test.setTimeout(120_000);
  mock = spawn(
    'node',
    [path.join(__dirname, '..', '..', 'scripts', 'mock.mjs'), 'entity', '--port', String(MOCK_PORT)],
    {stdio: 'ignore'},
  );
  const deadline = Date.now() + 100_000;
  for (;;) {
    try {
      await fetch(`http://127.0.0.1:${MOCK_PORT}/v1/entity/schemas`);
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`The entity mock did not start on port ${MOCK_PORT}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
});

test.afterAll(() => {
  mock?.kill('SIGINT');
});

// The test sends the request to the local mock on purpose; that is the one other origin allowed here.
test.use({allowForeignRequests: [new RegExp(`^http://127\\.0\\.0\\.1:${MOCK_PORT}/`)]});

test('Try it sends an operation to the local mock and shows the answer, loading its code only on demand', async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await page.goto('/api/entity#getEntity');
  await page.waitForLoadState('networkidle');
  const initial = await scripts.texts();
  expect(
    initial.some((code) => code.includes('energy-xrm.try-it.token')),
    'Try it code is not in the initial JavaScript',
  ).toBe(false);

  const operation = page.locator('section#getEntity');
  await operation.getByRole('button', {name: 'Try it'}).click();
  const form = operation.getByRole('form', {name: 'Try getEntity'});
  await expect(form).toBeVisible();
  expect((await scripts.texts()).length).toBeGreaterThan(initial.length);

  await form.getByLabel('Server').selectOption({label: `Local mock (http://127.0.0.1:${MOCK_PORT}, npm run mock)`});
  await form.getByLabel(/Access token/).fill('test-token');
  await form.getByRole('button', {name: 'Send'}).click();
  await expect(form.getByTestId('try-it-status')).toHaveText(/^200/);
  await expect(form.getByTestId('try-it-body')).toContainText('"_id"');
  expect(
    await page.evaluate(() => [
      sessionStorage.getItem('energy-xrm.try-it.token'),
      localStorage.getItem('energy-xrm.try-it.token'),
    ]),
  ).toEqual(['test-token', null]);
});

test.describe('a server that cannot be reached', () => {
  // The browser reports the refused connection itself; the page explains it in words.
  test.use({allowConsoleErrors: [/Failed to load resource/], allowForeignRequests: [/^http:\/\/127\.0\.0\.1:9\//]});

  test('Try it explains a request that cannot reach its server', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/api/entity#getEntity');
    const operation = page.locator('section#getEntity');
    // Keyboard only: focus the button and press Enter.
    await operation.getByRole('button', {name: 'Try it'}).focus();
    await page.keyboard.press('Enter');
    const form = operation.getByRole('form', {name: 'Try getEntity'});
    await useServer(form, 'http://127.0.0.1:9');
    await form.getByRole('button', {name: 'Send'}).click();
    await expect(form.getByRole('alert')).toHaveText(
      "Nothing answers at http://127.0.0.1:9: start your server there (for this service's mock: npm run mock -- entity --port 9) and Send again.",
    );
    expect(await axeViolations(page)).toEqual([]);
  });
});
