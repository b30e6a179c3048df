import {expect, type Locator, type Page} from '@playwright/test';

/** Where anchors land: under the 60 px navbar, the site's scroll-padding-top. */
export const LANDING_LINE = 72;

/**
 * Scrolls with the mouse wheel, as a reader does, until `section`'s top reaches the landing line.
 * Each turn goes at most 1,200 px and never past that line: parts arrive while the reader scrolls
 * and the page grows under the wheel, so a blind number of turns either falls short or overshoots
 * into the next section. A plain loop, not `toPass` (whose back-off would wait a second between
 * turns while the page grows).
 */
export async function wheelTo(page: Page, section: Locator, timeoutMs = 100_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let top = Infinity;
  while (Date.now() < deadline) {
    top = (await section.boundingBox())?.y ?? Infinity;
    if (Math.abs(top - LANDING_LINE) <= 8) return;
    await page.mouse.wheel(0, Math.max(-1200, Math.min(1200, top - LANDING_LINE)));
    await page.waitForTimeout(150);
  }
  expect(top, 'the section reached the landing line').toBeCloseTo(LANDING_LINE, -1);
}
