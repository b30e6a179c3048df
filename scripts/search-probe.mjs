/* global document, window, performance, PerformanceObserver, MutationObserver, setInterval, clearInterval */
// In-page instruments for the search benchmark: when the last input event happened, when results
// (or the no-results message) appeared after it, and the longest main-thread task in between.

const INPUT = '.aa-DetachedContainer input.aa-Input';

/** Installs `window.__searchProbe` in the page. */
export async function installProbe(page) {
  await page.evaluate(() => {
    let lastInput = 0;
    let longest = 0;
    document.addEventListener('input', () => (lastInput = performance.now()), true);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longest = Math.max(longest, entry.duration);
    }).observe({type: 'longtask', buffered: false});
    const answered = () => {
      const container = document.querySelector('.aa-DetachedContainer');
      if (!container) return false;
      return (
        container.querySelector('.aa-Item') !== null ||
        /no results/i.test(container.querySelector('.aa-Panel')?.textContent ?? '')
      );
    };
    // An empty box may show nothing or a no-results message, depending on the implementation.
    const empty = () => document.querySelector('.aa-DetachedContainer .aa-Item') === null;
    /** Resolves at the first DOM change that meets the condition (a slow poll catches a change that mutates nothing). */
    const waitFor = (condition) =>
      new Promise((resolve) => {
        if (condition()) return resolve(performance.now());
        const done = () => {
          observer.disconnect();
          clearInterval(poll);
          resolve(performance.now());
        };
        const observer = new MutationObserver(() => condition() && done());
        const poll = setInterval(() => condition() && done(), 100);
        observer.observe(document.body, {childList: true, subtree: true, characterData: true, attributes: true});
      });
    window.__searchProbe = {
      resetTasks: () => (longest = 0),
      longestTask: () => longest,
      waitForEmpty: () => waitFor(empty),
      /**
       * The answer to the query just typed: the last change to the results before they stay still
       * for 150 ms (an implementation may first show the previous query's results). After 8 s,
       * whatever is shown, without a latency.
       */
      arm() {
        const before = lastInput;
        const started = performance.now();
        let changed = null;
        window.__searchAnswer = new Promise((resolve) => {
          const observer = new MutationObserver(() => {
            if (lastInput > before && answered()) changed = performance.now();
          });
          observer.observe(document.body, {childList: true, subtree: true, characterData: true, attributes: true});
          const poll = setInterval(() => {
            const now = performance.now();
            if ((changed !== null && now - changed > 150) || now - started > 8000) {
              observer.disconnect();
              clearInterval(poll);
              const hrefs = [...document.querySelectorAll('.aa-DetachedContainer .aa-Item a[href]')].map((a) =>
                a.getAttribute('href'),
              );
              resolve({latency: changed === null ? NaN : changed - lastInput, answeredAt: changed ?? NaN, hrefs});
            }
          }, 25);
        });
      },
    };
  });
}

/** Clears the box, types the query as one input event, and returns the result links and the latency. */
export async function runQuery(page, query) {
  const input = page.locator(INPUT);
  await input.fill('');
  await page.evaluate(() => window.__searchProbe.waitForEmpty());
  await page.evaluate(() => window.__searchProbe.resetTasks());
  await input.focus();
  // Armed before typing, in its own round trip: the input event must come after the observer starts.
  await page.evaluate(() => window.__searchProbe.arm());
  await page.keyboard.insertText(query);
  return page.evaluate(() => window.__searchAnswer);
}
