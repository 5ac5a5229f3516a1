import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { routeForPath } from './app/route-table';
import { preloadScreen } from './app/routes';
import { markMounting } from './lib/early-click';
import { i18n, i18nReady } from './lib/i18n';
import { startThemeSync } from './lib/theme';
import { warmDateFormats } from './lib/warm-date-formats';

// Before the first render, so that a dark-mode visitor never sees a light flash.
startThemeSync();

/**
 * A public page arrives pre-rendered in French for its bare path (`data-prerendered`): a French visitor on that
 * very URL gets it hydrated in place. Any other case (another language; a query string such as `?redirect=`,
 * which changes links that hydration would not patch) is rendered afresh over it.
 */
function mount(container: HTMLElement): void {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  const { pathname, search } = window.location;
  // Pages behind a guard are rendered afresh over their pre-rendered frame (identical markup, so nothing moves):
  // their layout depends on state read in the browser (doctor session, lazily loaded badge) and a mismatch was seen
  // (hydrating the patient's space was tried on 2026-11-28: React's error 418 on `/patient/consultations`).
  const hydratable = routeForPath(pathname)?.requirement === null;
  const prerendered = container.dataset.prerendered === pathname && search === '' && hydratable;
  markMounting();
  // As a transition, the first render yields to the browser every few milliseconds instead of holding the main
  // thread for the whole page (on a cheap phone, taps stay responsive while the page is taken over).
  startTransition(() => {
    if (prerendered && i18n.resolvedLanguage === 'fr') hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

// The first render waits for the language's chunk (no French text flashes for another language) and for the
// screen's own chunk (no "Chargement..." between the pre-rendered page and the app); a failed chunk shows later.
void Promise.allSettled([i18nReady, preloadScreen(window.location.pathname)]).then(() => {
  const container = document.getElementById('root');
  if (!container) return;
  mount(container);
  warmDateFormats(i18n.resolvedLanguage ?? 'fr');
});
