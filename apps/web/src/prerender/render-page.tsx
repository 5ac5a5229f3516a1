import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { Providers } from '../app/providers';
import { ROUTES, routeForPath } from '../app/route-table';
import { AppRoutes } from '../app/routes';
import { metaQueryOptions } from '../features/meta/api/get-meta';
import { APP_CONFIG } from '../lib/app-config';
import { i18n } from '../lib/i18n';
import '../lib/route-descriptions';
import { createQueryClient } from '../lib/query-client';

/**
 * Build-time rendering of the pages (`scripts/prerender.mjs`): their French HTML reaches the browser with the
 * page, so the text is painted before any JavaScript runs; the browser then hydrates it.
 */

/**
 * Built screens without a path parameter: `{ id, path }`. Public ones as a visitor sees them; those behind a
 * guard in their pending state (layout, title, "Vérification de la session..."), nothing personal.
 */
export const PRERENDERED_ROUTES: readonly { id: string; path: string; space: string; bootsOnIntent: boolean }[] =
  ROUTES.filter((route) => route.status === 'built' && !route.path.includes(':')).map(
    ({ id, path, space, bootsOnIntent }) => ({ id, path, space, bootsOnIntent }),
  );

/** Every path pattern of the route table (`/patient/eshop/product/:productId`): the server answers 404 to others. */
export const ROUTE_PATTERNS: readonly string[] = ROUTES.map((route) => route.path);

/** A path no route matches: its page is the "Page non trouvée" the server sends with a 404. */
export const NOT_FOUND_PATH = '/page-non-trouvee';

/** The page's body (inside `#root`), `<title>` and description, in French, before any session is known. */
export async function renderPage(
  path: string,
  demoMode: boolean,
): Promise<{ html: string; title: string; description: string | null }> {
  await i18n.changeLanguage('fr');
  const queryClient = createQueryClient();
  queryClient.setQueryData(metaQueryOptions().queryKey, { demoMode });
  const page = (
    <StaticRouter location={path}>
      <Providers queryClient={queryClient}>
        <AppRoutes />
      </Providers>
    </StaticRouter>
  );
  // The first pass loads the page's lazy chunks; the second renders them in place, with no streaming script
  // (which the CSP would refuse): the HTML holds the whole page.
  await new Response((await prerender(page)).prelude).text();
  const html = renderToString(page);
  // No query outlives the render (their garbage-collection timers would keep the build process alive).
  queryClient.clear();
  const entry = routeForPath(path);
  const title = `${entry ? i18n.t(entry.titleKey) : i18n.t('notFound.title')} · ${APP_CONFIG.brandName}`;
  return { html, title, description: entry ? i18n.t(entry.descriptionKey, { ns: 'routeDescriptions' }) : null };
}
