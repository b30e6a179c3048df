/**
 * A failure message with a Retry button, in plain DOM: the page's own code (React, a chunk) may be
 * what failed. Retry removes the message and tries again. Used by Try it's panel and by parts.
 */
export function retryAlert(className: string, text: string, retry: () => void): HTMLElement {
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.className = className;
  const message = document.createElement('p');
  message.textContent = text;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button button--secondary button--sm';
  button.textContent = 'Retry';
  button.addEventListener('click', () => {
    box.remove();
    retry();
  });
  box.append(message, button);
  return box;
}
