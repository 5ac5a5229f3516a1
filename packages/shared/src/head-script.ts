import { UI } from './constants';

/** Where the head script leaves a form submitted before the app took over the page (read by the web app). */
export const PENDING_SUBMIT_KEY = '__santePendingSubmit';

/**
 * The one inline script of the page, in `<head>` before any content. It
 * - puts the `dark` class on `<html>` from the stored preference (or the system's), so that a pre-rendered page
 *   never flashes light for a dark-mode visitor;
 * - marks `<html data-signed-in>` on a device where a session is known to be open (UI.sessionHintStorageKey):
 *   until the app has read the session, a page shows its visitor links (sign in, sign up) only without the mark;
 * - stops every native form submission: the app handles its forms itself, and a pre-rendered form submitted
 *   before the app's code has run would otherwise be sent by the browser as a GET, the password in the URL.
 *   A form submitted that early is kept under `window[PENDING_SUBMIT_KEY]` for the app to submit once it runs.
 * The server allows exactly this script in its CSP by its hash.
 */
export const HEAD_SCRIPT = `document.addEventListener('submit',function(e){e.preventDefault();if(!document.documentElement.dataset.appReady)window['${PENDING_SUBMIT_KEY}']=e.target},true);try{var t=localStorage.getItem('${UI.themeStorageKey}'),d=t==='dark'||(t!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches);document.documentElement.classList.toggle('dark',d);document.documentElement.style.colorScheme=d?'dark':'light';if(localStorage.getItem('${UI.sessionHintStorageKey}')==='1')document.documentElement.dataset.signedIn='1'}catch(e){}`;
