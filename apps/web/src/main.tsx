import './index.css';
import { prefetchAppCode, startOnFirstIntent, waitsForIntent } from './lib/boot-on-intent';
import { keepEarlyClicks } from './lib/early-click';
import { registerServiceWorker } from './pwa/register-service-worker';

/**
 * The entry: the stylesheet and this loader only. A pre-rendered public page is already readable from its HTML,
 * so the app's code runs once that HTML is painted (a page that preloaded its own screen too painted 0.7 s later:
 * ADR 063's amendment) (the first paint never waits for JavaScript on 3G); a page that works as it is (sign-in)
 * runs it only at the visitor's first touch, its code fetched meanwhile (ADR 067); any other page (the app shell)
 * starts it at once, its chunks being preloaded by the page itself.
 */
function boot(): void {
  void import('./boot');
}

const root = document.getElementById('root');
if (root && waitsForIntent(root, window.location)) {
  keepEarlyClicks();
  startOnFirstIntent(boot);
  prefetchAppCode();
} else if (root?.dataset.prerendered) requestAnimationFrame(() => setTimeout(boot, 0));
else boot();

// Every page, the app running or not yet (ADR 067): a visitor who only read the landing page has it offline too.
registerServiceWorker();
