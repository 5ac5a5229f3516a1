/**
 * The installable app's service worker (`public/sw.js`), registered in production builds only and after the
 * page has loaded, so that it never competes with the first paint. The files this page loaded before the
 * worker took control are handed to it, so that the next visit works without a network.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

function register(): void {
  // A file fetched after the list below was made but before the worker took control passes it by: once in
  // control, the worker is handed the list again (files it already holds are not fetched twice), and every file
  // whose download ends later (it may have started before the worker took control) is handed to it as it ends.
  if (!navigator.serviceWorker.controller) {
    navigator.serviceWorker.addEventListener(
      'controllerchange',
      () => {
        navigator.serviceWorker.controller?.postMessage({ type: 'cache-urls', urls: loadedUrls() });
        handOverLaterDownloads();
      },
      { once: true },
    );
  }
  navigator.serviceWorker
    .register('/sw.js')
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => registration.active?.postMessage({ type: 'cache-urls', urls: loadedUrls() }))
    // No service worker (private browsing, disabled): the app works the same, online only.
    .catch(() => undefined);
}

/** This page's path and the built files (`/assets/*`) it has loaded so far. */
function loadedUrls(): string[] {
  return [location.pathname, ...assetPaths(performance.getEntriesByType('resource'))];
}

function assetPaths(entries: PerformanceEntryList): string[] {
  return entries
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.pathname);
}

/** Hands the worker each built file whose download ends from now on (those it served itself it already holds). */
function handOverLaterDownloads(): void {
  if (typeof PerformanceObserver === 'undefined') return;
  new PerformanceObserver((list) => {
    const urls = assetPaths(list.getEntries());
    if (urls.length > 0) navigator.serviceWorker.controller?.postMessage({ type: 'cache-urls', urls });
  }).observe({ type: 'resource' });
}

/** Sign-out: the worker drops its copies of the pages visited (no medical data is ever cached; paths are). */
export function forgetVisitedPages(): void {
  if ('serviceWorker' in navigator) navigator.serviceWorker.controller?.postMessage({ type: 'forget-pages' });
}
