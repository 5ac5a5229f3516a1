import { forgetVisitedPages } from '../../../pwa/register-service-worker';
import { clearBrowserStorage } from './browser-storage';

/**
 * After a sign-out or an account deletion: both storages emptied (theme and language kept), the service worker's
 * copies of visited pages dropped, and `destination` loaded afresh in place of the current history entry, so that
 * nothing of the previous user (cached queries, medical data in memory) survives in the page.
 */
export function leaveAccount(destination: string): void {
  clearBrowserStorage(localStorage, sessionStorage);
  forgetVisitedPages();
  window.location.replace(destination);
}
