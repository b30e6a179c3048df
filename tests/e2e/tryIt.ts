import type {Locator, Page} from '@playwright/test';
import {expect} from './fixtures';

/**
 * Opens Try it on an operation of a REST page, as a reader does from a deep link: `pageUrl` is the
 * page, `operationId` the operation's anchor. Returns the panel's form.
 */
export async function openTryIt(page: Page, pageUrl: string, operationId: string): Promise<Locator> {
  await page.goto(`${pageUrl}#${operationId}`);
  const operation = page.locator(`section[id="${operationId}"]`);
  await operation.getByRole('button', {name: 'Try it'}).click();
  // Waited for by its label, not by its role: a role query walks the page computing roles on every
  // poll, and on a 659-operation page that kept the main thread from loading the panel at all.
  const form = operation.locator(`form[aria-label="Try ${operationId}"]`);
  // The panel's code and the service's operations load on this first press: allow for a loaded machine.
  // `waitFor`, not `expect(form).toBeVisible()`: on the 659-operation page the form was in the page
  // 0.3 s after the press, yet the expectation's polling saw it only 11 s later (and, on CI, never
  // within 15 s); `waitFor` saw it at once.
  await form.waitFor({state: 'visible', timeout: 15_000});
  // Once there, it is a form by its role and name, as assistive technology finds it.
  expect(await operation.getByRole('form', {name: `Try ${operationId}`}).count()).toBe(1);
  return form;
}

/** Points the form at a server the reader names. */
export async function useServer(form: Locator, url: string): Promise<void> {
  await form.getByLabel('Server').selectOption({label: 'Custom URL'});
  await form.getByLabel('Custom base URL').fill(url);
}

/** Sends the request and waits for the status line to show the answer's 200. */
export async function sendExpecting200(form: Locator): Promise<void> {
  await form.getByRole('button', {name: 'Send'}).click();
  await expect(form.getByTestId('try-it-status')).toHaveText(/^200/);
}
