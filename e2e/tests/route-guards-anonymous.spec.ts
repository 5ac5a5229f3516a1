import { expect, test } from '../fixtures';
import { signInPathFor } from '@sante/shared/roles';
import { readRouteTable, samplePath, type RouteRow, type Space } from '../helpers/route-table';

/**
 * Issue #2, sections 4 and 6: every guarded route of the route table sends an anonymous visitor to the sign-in
 * page of its requirement, remembering the origin (`?redirect=`); the patient routes "without the guard" stay
 * open. The rows come from apps/web/src/app/route-table.ts itself (see helpers/route-table.ts). The return to the
 * requested page after signing in is in route-guards.spec.ts.
 */

// Dozens of page loads per test: a trace would double the duration, and a failure names the route anyway.
test.use({ trace: 'off' });

const ROUTES = readRouteTable();

const SIGN_IN_TITLES: Record<string, string> = {
  '/connexion/patient': 'Connexion patient',
  '/connexion/medecin': 'Connexion médecin',
  '/connexion/personnel': 'Connexion du personnel',
};

function guarded(space: Space): RouteRow[] {
  return ROUTES.filter((row) => row.space === space && row.requirement !== null);
}

test('la table des routes est lue en entier', () => {
  // Guards against a parser that silently reads nothing: the specification's spaces are all there.
  expect(guarded('patient').length).toBeGreaterThanOrEqual(10);
  expect(guarded('doctor').length).toBeGreaterThanOrEqual(10);
  expect(guarded('admin').length).toBeGreaterThanOrEqual(20);
  expect(ROUTES.filter((row) => row.space === 'patient' && row.requirement === null).length).toBeGreaterThan(0);
  for (const row of ROUTES) {
    if (row.path.startsWith('/admin')) expect(row.requirement, row.path).toBe('staff');
    if (row.path.startsWith('/dashboard-medecin')) expect(row.requirement, row.path).toBe('medecin');
  }
});

test.describe('visiteur anonyme sur une route gardée', () => {
  const spaces: Array<{ space: Space; name: string }> = [
    { space: 'patient', name: 'espace patient' },
    { space: 'doctor', name: 'espace médecin' },
    { space: 'admin', name: 'administration' },
  ];
  for (const { space, name } of spaces) {
    test(`${name} : chaque route renvoie vers la bonne page de connexion en retenant l'origine`, async ({ page }) => {
      const rows = guarded(space);
      for (const [index, row] of rows.entries()) {
        // A real visit: the server serves the SPA for the deep link, then the guard redirects.
        const path = samplePath(row.path);
        const signIn = signInPathFor(row.requirement);
        await page.goto(path);
        await expect(page, `${row.id} (${path})`).toHaveURL(
          (url) => url.pathname === signIn && url.searchParams.get('redirect') === path,
        );
        // The sign-in page itself renders (checked on the first and last rows: waiting for its lazy screen on
        // every row would multiply the duration by four, and the URL already proves the redirect).
        if (index === 0 || index === rows.length - 1) {
          await expect(page.getByRole('heading', { level: 1, name: SIGN_IN_TITLES[signIn] })).toBeVisible();
          await expect(page.getByLabel('E-mail ou téléphone')).toBeVisible();
        }
      }
    });
  }

  test('les routes patient « sans garde » restent ouvertes', async ({ page, consoleGuard }) => {
    // The sample ids are nobody's: the shop's category and product pages say « introuvable » (404).
    consoleGuard.expectResourceError(404, /\/api\/shop\/(categories|products)\/[0-9a-f-]{36}$/);
    const open = ROUTES.filter((row) => row.space === 'patient' && row.requirement === null);
    for (const row of open) {
      const path = samplePath(row.path);
      await page.goto(path);
      // Settled: the screen's own title is shown (a guard would have left the page before any <h1>).
      const title = page.getByRole('main').getByRole('heading', { level: 1 });
      await expect(title, `${row.id} (${path})`).toBeVisible();
      await expect(title).not.toHaveText(/^Connexion/);
      expect(new URL(page.url()).pathname, row.id).toBe(path);
      await expect(page.getByLabel('E-mail ou téléphone')).toHaveCount(0);
    }
  });
});
