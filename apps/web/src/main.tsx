import './index.css';

/**
 * The entry: the stylesheet and this loader only. A pre-rendered public page is already readable from its HTML,
 * so the app's code runs once that HTML is painted (a page that preloaded its own screen too painted 0.7 s later:
 * ADR 063's amendment) (the first paint never waits for JavaScript on 3G); any other page (the app shell) starts
 * it at once, its chunks being preloaded by the page itself.
 */
function boot(): void {
  void import('./boot');
}

if (document.getElementById('root')?.dataset.prerendered) requestAnimationFrame(() => setTimeout(boot, 0));
else boot();
