import './loadErrorBox.css';

/**
 * When the code of the first page fails to load (offline, or a deployment removed the chunk),
 * Docusaurus never starts React and leaves its promise rejection unhandled: the page stays static
 * with no word of what went wrong. This shows the failure in an error box with a Retry button that
 * reloads the page once the network is back. Failures during client navigation end here too,
 * because Docusaurus answers them with a full reload.
 */
const BOX_ID = 'page-load-error';

function isChunkLoadError(reason: unknown): reason is Error {
  return (
    reason instanceof Error &&
    (reason.name === 'ChunkLoadError' || /Loading (CSS )?chunk .* failed/.test(reason.message))
  );
}

function showLoadError(error: Error): void {
  if (document.getElementById(BOX_ID)) {
    return;
  }
  const box = document.createElement('div');
  box.id = BOX_ID;
  box.setAttribute('role', 'alert');
  box.className = 'page-load-error';
  const message = document.createElement('p');
  message.textContent = `This page could not load: ${error.message.split('\n')[0]}`;
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.className = 'button button--primary';
  retry.textContent = 'Retry';
  retry.addEventListener('click', () => window.location.reload());
  box.append(message, retry);
  document.body.prepend(box);
  retry.focus();
}

if (typeof window !== 'undefined') {
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) {
      event.preventDefault();
      showLoadError(event.reason);
    }
  });
}

export {};
