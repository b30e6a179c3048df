import type {Locator, Page} from '@playwright/test';

/**
 * What a reader sees, computed in the browser: the contrast of an element's text or icon against
 * what is really behind it, and where a text wraps. Each function runs in the page, so it carries
 * its helpers inside.
 */

/** The contrast ratio of an element's colour (its icon's `currentColor` or text), opacity included, on its background. */
export function contrastOf(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const rgba = (value: string): number[] => {
      const parts = (value.match(/[\d.]+/g) ?? []).map(Number);
      return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
    };
    const over = (top: number[], below: number[]): number[] =>
      [0, 1, 2].map((i) => top[i]! * top[3]! + below[i]! * (1 - top[3]!)).concat(1);
    // The backgrounds from the root down to the element, composited over the canvas (white).
    const layers: number[][] = [];
    let opacity = 1;
    for (let at: Element | null = node; at; at = at.parentElement) {
      const style = getComputedStyle(at);
      layers.unshift(rgba(style.backgroundColor));
      opacity *= Number(style.opacity);
    }
    const background = layers.reduce((below, top) => over(top, below), [255, 255, 255, 1]);
    const colour = rgba(getComputedStyle(node).color);
    const foreground = over([colour[0]!, colour[1]!, colour[2]!, colour[3]! * opacity], background);
    const luminance = (c: number[]) => {
      const [r, g, b] = c.slice(0, 3).map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
    return (light! + 0.05) / (dark! + 0.05);
  });
}

/** Words the element's text breaks inside when it wraps: "synchronizin|g". */
export function midWordBreaks(element: Locator): Promise<string[]> {
  return element.evaluate((root) => {
    const breaks: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    let previous: {char: string; top: number; text: string} | undefined;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // Text of another node may start a new block (a pager's "Next" above its label): compare within one node.
      previous = undefined;
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i++) {
        // A space where the line wraps has no box: remember it, it is a break between words.
        if (/\s/.test(text[i]!)) {
          if (previous) previous.char = ' ';
          continue;
        }
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getClientRects()[0];
        if (!rect || rect.width === 0) continue;
        const char = text[i]!;
        if (
          previous &&
          rect.top > previous.top + 2 &&
          /[\p{L}\p{N}]/u.test(char) &&
          /[\p{L}\p{N}]/u.test(previous.char)
        ) {
          breaks.push(`${previous.text.slice(-12)}|${text.slice(i, i + 12)}`);
        }
        previous = {char, top: rect.top, text: text.slice(0, i + 1)};
      }
    }
    return breaks;
  });
}

/** Tables wider than their column that the reader cannot scroll, or that scroll without the hint under them. */
export function hiddenTableParts(page: Page, hint: string): Promise<string[]> {
  return page.evaluate((hintText) => {
    const problems: string[] = [];
    for (const table of Array.from(document.querySelectorAll<HTMLTableElement>('article table, .markdown table'))) {
      let scroller: HTMLElement | null = table.parentElement;
      while (scroller && !/auto|scroll/.test(getComputedStyle(scroller).overflowX)) scroller = scroller.parentElement;
      const name = table.querySelector('th')?.textContent ?? 'a table';
      const column = table.closest('article') ?? document.body;
      if (!scroller || scroller === document.documentElement) {
        if (table.getBoundingClientRect().right > column.getBoundingClientRect().right + 1) {
          problems.push(`"${name}" is cut off`);
        }
        continue;
      }
      if (scroller.scrollWidth <= scroller.clientWidth + 1) continue;
      const hinted = Array.from(scroller.parentElement?.querySelectorAll('p') ?? []).some(
        (p) =>
          p.textContent === hintText &&
          p.getBoundingClientRect().height > 0 &&
          getComputedStyle(p).visibility === 'visible',
      );
      if (!hinted) problems.push(`"${name}" scrolls without the hint "${hintText}"`);
    }
    return problems;
  }, hint);
}
