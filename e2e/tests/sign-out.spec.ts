import { expect, test } from '../fixtures';
import { DEMO, DEMO_PASSWORD } from '../helpers/accounts';
import { expectDashboard, signInThroughApi, submitSignIn } from '../helpers/auth';

/**
 * Issue #2, sections 3 and 6: full sign-out empties localStorage and sessionStorage (the theme and the
 * language are kept on purpose: they belong to the device) and replaces the history entry with `/connexion`.
 * The SPA signs out with scope `local`, so the shared demo patient's other sessions are untouched.
 */
test('déconnexion complète : stockages vidés (sauf thème et langue), /connexion remplace l’entrée d’historique', async ({
  page,
}) => {
  await page.goto('/');
  await page.goto('/connexion/patient');
  await submitSignIn(page, DEMO.patient.email, DEMO_PASSWORD);
  await expect(page).toHaveURL('/patient/dashboard');
  await expectDashboard(page, DEMO.patient.fullName);

  // A preference set by the user, and leftovers of the session in both storages.
  await page.getByRole('button', { name: /^Changer de thème \(actuel : Système, suivant : Sombre\)$/ }).click();
  await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
  await page.evaluate(() => {
    localStorage.setItem('e2e-brouillon', 'rendez-vous du mardi');
    localStorage.setItem('sb-session', '{"access_token":"x"}');
    sessionStorage.setItem('e2e-onglet', 'étape 2');
  });
  const language = await page.evaluate(() => localStorage.getItem('i18nextLng'));
  expect(language, 'the language detector caches the language').not.toBeNull();

  await page.getByRole('main').getByRole('button', { name: 'Se déconnecter' }).click();

  await expect(page).toHaveURL('/connexion');
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Se connecter' })).toBeVisible();
  const storage = await page.evaluate(() => ({
    local: Object.fromEntries(Object.keys(localStorage).map((key) => [key, localStorage.getItem(key)])),
    sessionLength: sessionStorage.length,
  }));
  expect(storage.sessionLength).toBe(0);
  expect(storage.local).toEqual({ theme: 'dark', i18nextLng: language });
  await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);

  // The server session is gone too.
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);

  // The dashboard's history entry was replaced: going back leads to the page before it, not to the dashboard.
  await page.goBack();
  await expect(page).toHaveURL('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Un médecin ou un infirmier chez vous, au créneau de votre choix' }),
  ).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL('/connexion');

  // And the dashboard is closed now.
  await page.goto('/patient/dashboard');
  await expect(page).toHaveURL(
    (url) => url.pathname === '/connexion/patient' && url.searchParams.get('redirect') === '/patient/dashboard',
  );
});

test.describe('réponse du serveur à la déconnexion', () => {
  for (const status of [401, 403, 404]) {
    test(`un ${status} à la déconnexion vaut « déjà déconnecté »`, async ({
      page,
      baseURL,
      freshPatient,
      consoleGuard,
    }) => {
      consoleGuard.expectResourceError(status, /\/api\/auth\/logout\?scope=local$/);
      await page.goto('/');
      await signInThroughApi(page, baseURL ?? '', { phone: freshPatient.phone }, freshPatient.password, 'patient');
      await page.goto('/patient/dashboard');
      await expectDashboard(page, `${freshPatient.firstName} ${freshPatient.lastName}`);
      // The session is really gone on the server (as when it answers 401/403/404), but the answer is an error.
      await page.route('**/api/auth/logout?scope=local', async (route) => {
        await route.fetch();
        await route.fulfill({ status, json: { code: 'session_missing', message: 'Auth session missing!' } });
      });

      await page.getByRole('main').getByRole('button', { name: 'Se déconnecter' }).click();
      await expect(page).toHaveURL('/connexion');
      await expect(page.getByRole('banner').getByRole('link', { name: 'Se connecter' })).toBeVisible();
    });
  }

  test('une déconnexion impossible (503 d’un proxy) est annoncée en français et la session reste ouverte', async ({
    page,
    baseURL,
    freshPatient,
    consoleGuard,
  }) => {
    consoleGuard.expectResourceError(503, /\/api\/auth\/logout\?scope=local$/);
    await page.goto('/');
    await signInThroughApi(page, baseURL ?? '', { phone: freshPatient.phone }, freshPatient.password, 'patient');
    await page.goto('/patient/dashboard');
    await page.route('**/api/auth/logout?scope=local', (route) =>
      route.fulfill({ status: 503, contentType: 'text/html', body: '<h1>503 Service Unavailable</h1>' }),
    );

    await page.getByRole('main').getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(page.getByText('La déconnexion a échoué. Réessayez.', { exact: true })).toBeVisible();
    await expect(page).toHaveURL('/patient/dashboard');
    await expectDashboard(page, `${freshPatient.firstName} ${freshPatient.lastName}`);
  });
});
