/**
 * Puts text fetched from the site on the clipboard. The fetch starts inside the click, and Safari
 * only lets a page write the clipboard during the click: so the text goes in as a ClipboardItem
 * whose content is still loading, where the browser has one; elsewhere it is written once loaded.
 * Loaded on first use only (Copy page menu, REST operations).
 */
export async function copyFromUrl(url: string, pick: (body: string) => string = (body) => body): Promise<string> {
  const text = fetch(url).then(async (response) => {
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return pick(await response.text());
  });
  try {
    if (typeof ClipboardItem === 'function') {
      const blob = text.then((value) => new Blob([value], {type: 'text/plain'}));
      await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
    } else {
      await navigator.clipboard.writeText(await text);
    }
    return 'Copied';
  } catch {
    // A failed download is worth naming; a refused clipboard needs another way to get the text.
    const loaded = await text.then(
      () => true,
      () => false,
    );
    return loaded ? 'Copy failed: use View as Markdown' : 'Could not load the Markdown';
  }
}
