import type {ClientModule} from '@docusaurus/types';
import {LOAD_ERROR_BOX_ID} from './errorBoxId';
import './loadErrorBox.css';

/**
 * The specification's error box for a page whose code failed to load: the message and a Retry
 * button. Retry reloads the address, which by then is the page the reader asked for; a failed
 * chunk stays failed in Docusaurus's loader until a reload. routePreload.ts shows the box; the
 * inline script of index.ts shows the same box when the main bundle itself did not arrive.
 */
export function showLoadError(reason: string): void {
  if (document.getElementById(LOAD_ERROR_BOX_ID)) return;
  const box = document.createElement('div');
  box.id = LOAD_ERROR_BOX_ID;
  box.setAttribute('role', 'alert');
  box.className = 'page-load-error';
  const message = document.createElement('p');
  message.textContent = `This page could not load: ${reason}`;
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.className = 'button button--primary';
  retry.textContent = 'Retry';
  retry.addEventListener('click', () => window.location.reload());
  box.append(message, retry);
  document.body.prepend(box);
  retry.focus();
}

/** Once another page is shown (the reader went back, or chose a page that loads), the box is stale. */
const loadErrorBox: ClientModule = {
  onRouteDidUpdate() {
    document.getElementById(LOAD_ERROR_BOX_ID)?.remove();
  },
};

export default loadErrorBox;
