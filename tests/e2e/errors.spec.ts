import {expect, test} from './fixtures';

// Late chunk requests may still be in a route handler when a test ends; they are dropped quietly.
test.afterEach(async ({page}) => page.unrouteAll({behavior: 'ignoreErrors'}));

/** Marks the chunk that holds the intro's compiled MDX content. */
const INTRO_CHUNK = '"source":"@site/docs/intro.mdx"';

test.describe('a page whose code fails to load', () => {
  test.use({allowConsoleErrors: [/Failed to load resource/]});

  test('shows the error with a Retry button that works once the network is back', async ({page}) => {
    // Data saver turns off link prefetching, so the target's code is first requested on navigation.
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', {value: {saveData: true, effectiveType: '4g'}}),
    );
    let offline = true;
    await page.route('**/assets/js/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      return offline && body.includes(INTRO_CHUNK)
        ? route.abort('internetdisconnected')
        : route.fulfill({response, body});
    });
    await page.goto('/');
    await page
      .getByRole('navigation', {name: 'Main'})
      .getByRole('link', {name: /^Documentation/})
      .click();
    const box = page.getByRole('alert').filter({hasText: 'This page could not load'});
    await expect(box).toBeVisible();
    await expect(box).toContainText(/chunk .* failed/i);
    offline = false;
    await box.getByRole('button', {name: 'Retry'}).click();
    await expect(page.getByRole('heading', {level: 1, name: 'Welcome to the Dev Center'})).toBeVisible();
    await expect(box).toHaveCount(0);
    // The page is live again: React runs and the colour toggle works.
    await page.getByRole('button', {name: /dark mode|light mode|system mode/i}).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('theme'))).not.toBeNull();
  });
});

test.describe('a page that crashes', () => {
  // React reports the error it caught; the page must not fail in any other way.
  test.use({allowConsoleErrors: [/Simulated crash/]});

  test("shows 'This page crashed.' and recovers with 'Try again'", async ({page}) => {
    // The intro's content component is wrapped so that it throws while window.crashing is set,
    // as a real rendering bug would.
    await page.addInitScript(() => ((window as unknown as {crashing: boolean}).crashing = true));
    await page.route('**/assets/js/*.js', async (route) => {
      const response = await route.fetch();
      let body = await response.text();
      if (body.includes(INTRO_CHUNK)) {
        body = body.replace(
          /default:\(\)=>(\w+)/,
          'default:()=>(function(props){if(window.crashing)throw new Error("Simulated crash");return $1(props)})',
        );
      }
      return route.fulfill({response, body});
    });
    await page.goto('/docs/intro');
    await expect(page.getByText('This page crashed.')).toBeVisible();
    await expect(page.getByText('Simulated crash').first()).toBeVisible();
    await page.evaluate(() => ((window as unknown as {crashing: boolean}).crashing = false));
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByRole('heading', {level: 1, name: 'Welcome to the Dev Center'})).toBeVisible();
  });
});
