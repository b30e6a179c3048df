import nprogress from 'nprogress';
import type {ClientModule} from '@docusaurus/types';
import './progressBar.css';

/** Specification, section 9: the bar appears only for navigations slower than this. */
export const PROGRESS_BAR_DELAY_MS = 1000;

nprogress.configure({showSpinner: false, minimum: 0.08, trickleSpeed: 800});

let pending: number | undefined;

/** Ends the bar of a navigation that will not complete (its page failed to load, see routePreload.ts). */
export function stopProgressBar(): void {
  window.clearTimeout(pending);
  nprogress.done();
}

const progressBar: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (!previousLocation || location.pathname === previousLocation.pathname) {
      return undefined;
    }
    window.clearTimeout(pending);
    const timeout = window.setTimeout(() => nprogress.start(), PROGRESS_BAR_DELAY_MS);
    pending = timeout;
    return () => window.clearTimeout(timeout);
  },
  onRouteDidUpdate() {
    nprogress.done();
  },
};

export default progressBar;
