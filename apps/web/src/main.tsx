import './index.css';

/**
 * The entry: the stylesheet and this loader only. A pre-rendered public page is already readable from its HTML,
 * so the app's code, which the page preloads beside it (its own screen's too: scripts/prerender.mjs), runs once
 * that HTML is painted (the first paint never waits for JavaScript on 3G); any other page (the app shell) starts
 * it at once, its chunks being preloaded by the page itself.
 */
function boot(): void {
  void import('./boot');
}

if (document.getElementById('root')?.dataset.prerendered) requestAnimationFrame(() => setTimeout(boot, 0));
else boot();
