import {createRequire} from 'node:module';
import {readFileSync} from 'node:fs';
import type {Page} from '@playwright/test';

const axeSource = readFileSync(createRequire(__filename).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe (WCAG 2.2 A and AA rules) on the page, or on the part a selector names, and returns the
 * violations in readable form.
 */
export async function axeViolations(page: Page, selector?: string): Promise<string[]> {
  // Off-screen reference sections use `content-visibility: auto` and have no layout until a reader
  // scrolls to them; axe's geometry rules (target size, contrast) would read those empty boxes.
  // Render everything, as a reader scrolling through the page would see it.
  await page.addStyleTag({content: '* { content-visibility: visible !important; }'});
  // Evaluated by the test driver, not as an inline <script>: the site's CSP allows no inline script.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async (include) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document | {include: string[]},
            opts: object,
          ) => Promise<{violations: {id: string; help: string; nodes: {target: string[]}[]}[]}>;
        };
      }
    ).axe;
    const result = await axe.run(include ? {include: [include]} : document, {
      runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']},
      // Every violating node is still reported; passes and the rest keep one node each, which spares
      // axe a selector per node on the large reference pages (/api/pricing: 3.4 → 3.0 s).
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, selector);
  return violations;
}
