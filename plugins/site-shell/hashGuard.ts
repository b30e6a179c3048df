import {repairFragment} from './safeUri';

/**
 * Docusaurus decodes the hash with `decodeURIComponent` after each client navigation to scroll to
 * its anchor; a malformed one (`/api/entity#%`, then away and back) threw inside React and showed
 * "This page crashed." again after every "Try again". The address is repaired before the router
 * reads it: once at start-up, and on every history move, since this module's `popstate` listener
 * is registered before the router's and so runs first.
 */
function repairAddress(): void {
  const {hash} = window.location;
  const fixed = repairFragment(hash);
  if (fixed !== hash) window.history.replaceState(window.history.state, '', fixed);
}

if (typeof window !== 'undefined') {
  repairAddress();
  window.addEventListener('popstate', repairAddress);
}

export {};
