import {announcementBar} from '../../config/announcement';
import {LOAD_ERROR_BOX_ID} from './errorBoxId';

/**
 * The theme's inline script hides a dismissed announcement before React starts, but it ignores the
 * bar's id, so a new announcement stayed hidden until the next full page load. This script runs
 * right after it and shows the bar again when the stored id differs from the configured one.
 */
export const announcementResetScript = `(function(){try{if(localStorage.getItem('docusaurus.announcement.id')!==${JSON.stringify(
  announcementBar.id,
)}){document.documentElement.setAttribute('data-announcement-bar-initially-dismissed','false')}}catch(e){}})();`;

const MAIN_BUNDLE_MESSAGE =
  "This page could not load: the site's scripts did not arrive. The text is all here; search, the colour switch and Try it need the scripts.";

/**
 * When the main bundle fails (offline after the HTML arrived, a proxy, a deployment that dropped
 * it), no client code runs and Docusaurus's own banner would blame the base URL, which is never
 * wrong here (`/`). This shows the reader the error box of loadErrorBox.ts instead, built without
 * the bundle. Deferred scripts run before DOMContentLoaded, so `window.docusaurus` is set by then
 * whenever the bundle ran.
 */
export const mainBundleCheckScript = `document.addEventListener('DOMContentLoaded',function(){if(window.docusaurus||document.getElementById('${LOAD_ERROR_BOX_ID}'))return;var b=document.createElement('div');b.id='${LOAD_ERROR_BOX_ID}';b.className='page-load-error';b.setAttribute('role','alert');var p=document.createElement('p');p.textContent=${JSON.stringify(
  MAIN_BUNDLE_MESSAGE,
)};var r=document.createElement('button');r.type='button';r.className='button button--primary';r.textContent='Retry';r.addEventListener('click',function(){location.reload()});b.appendChild(p);b.appendChild(r);document.body.insertBefore(b,document.body.firstChild);r.focus()});`;
