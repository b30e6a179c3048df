import {announcementBar} from '../../config/announcement';
import {APP_SCRIPTS_META} from '../../config/htmlTemplate';
import {EARLY_SHORTCUT, isShortcut, isTextField} from '../../src/theme/SearchBar/shortcut';
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

/** However the paint goes, the code starts this long after the page's first script ran. */
export const LOADER_TIMER_MS = 1000;

/**
 * Loads the site's code once the page's text has been drawn (config/htmlTemplate.ts names it in a
 * meta tag), in order, and says so when it fails. The browser reports the first contentful paint
 * to a PerformanceObserver; `requestAnimationFrame` would not do, Chromium runs it for frames it
 * does not draw while the parser works. A browser without paint timing starts the code when the
 * HTML is parsed, as deferred scripts ran; a tab opened in the background draws nothing until
 * shown, and a slow stylesheet holds the paint back, so a timer starts the code after 1 s anyway.
 *
 * When the code fails (offline after the HTML arrived, a proxy, a deployment that dropped it), no
 * client code runs and Docusaurus's own banner would blame the base URL, which is never wrong here
 * (`/`). The reader gets the error box of loadErrorBox.ts instead, built without the code: when a
 * script fails to load, or when the last one ran without starting the site (`window.docusaurus`).
 * Under `npm start` the page has deferred scripts and no meta tag: they have run by DOMContentLoaded.
 *
 * The page is drawn before its code runs, so a search shortcut pressed meanwhile is kept here
 * (with the search bar's own test, src/theme/SearchBar/shortcut.ts) for the bar to honour.
 */
export const appLoaderScript = `(function(){var d=document;function failed(){if(window.docusaurus||d.getElementById('${LOAD_ERROR_BOX_ID}'))return;var b=d.createElement('div');b.id='${LOAD_ERROR_BOX_ID}';b.className='page-load-error';b.setAttribute('role','alert');var p=d.createElement('p');p.textContent=${JSON.stringify(
  MAIN_BUNDLE_MESSAGE,
)};var r=d.createElement('button');r.type='button';r.className='button button--primary';r.textContent='Retry';r.addEventListener('click',function(){location.reload()});b.appendChild(p);b.appendChild(r);d.body.insertBefore(b,d.body.firstChild);r.focus()}${isTextField.toString()}${isShortcut.toString()}var pressed=false;function key(e){if(isShortcut(e)){e.preventDefault();pressed=true}}window.addEventListener('keydown',key);window.${EARLY_SHORTCUT}={take:function(){window.removeEventListener('keydown',key);return pressed}};var m=d.querySelector('meta[name="${APP_SCRIPTS_META}"]');if(!m){d.addEventListener('DOMContentLoaded',failed);return}var started=false;function start(){if(started)return;started=true;var list=m.content.split(' ').filter(Boolean);list.forEach(function(src,i){var s=d.createElement('script');s.src=src;s.async=false;s.onerror=failed;if(i===list.length-1)s.onload=failed;d.head.appendChild(s)})}try{new PerformanceObserver(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length===0)return;observer.disconnect();setTimeout(start,0)}).observe({type:'paint',buffered:true})}catch(e){d.addEventListener('DOMContentLoaded',start)}setTimeout(start,${LOADER_TIMER_MS})})();`;
