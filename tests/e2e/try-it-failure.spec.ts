import {expect, test} from './fixtures';

// The local mock is refused by the test itself (no server on the port is needed): the browser
// reports the refused connection, the panel explains it.
test.use({allowConsoleErrors: [/Failed to load resource/], allowForeignRequests: [/^http:\/\/127\.0\.0\.1:4010\//]});

test('a failed Try it send comes into view and says in one line how to start the local mock', async ({page}) => {
  await page.setViewportSize({width: 1440, height: 900});
  await page.route('http://127.0.0.1:4010/**', (route) => route.abort('connectionrefused'));
  await page.goto('/api/order#addLineItem');
  const operation = page.locator('section#addLineItem');
  await operation.getByRole('button', {name: 'Try it'}).click();
  const form = operation.getByRole('form', {name: 'Try addLineItem'});
  await form.getByLabel('Server').selectOption({label: 'Local mock (http://127.0.0.1:4010, npm run mock)'});
  await expect(
    form.getByText('Start the mock for this service first: npm run mock -- order --port 4010.'),
  ).toBeVisible();
  await form.getByRole('button', {name: 'Send'}).click();
  const alert = form.getByRole('alert');
  await expect(alert).toHaveText(
    'The local mock is not running: start it with npm run mock -- order --port 4010 and Send again.',
  );
  await expect(alert).toBeInViewport();
});
