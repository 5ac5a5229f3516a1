import { expect, test } from '../fixtures';
import { DEMO, DEMO_PASSWORD } from '../helpers/accounts';
import { expectDashboard, signInThroughApi, submitSignIn } from '../helpers/auth';

/** Issue #2, section 4: the shell around the sign-in journeys (account type choice, session check, menus). */

for (const path of ['/connexion', '/login']) {
  test(`${path} propose les quatre espaces ; administrateur et personnel mènent à /connexion/personnel`, async ({
    page,
  }) => {
    await page.goto(`${path}?redirect=%2Fpatient%2Fdossier`);
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
    const main = page.getByRole('main');
    const expected = [
      { name: /^Patient\b/, href: '/connexion/patient' },
      { name: /^Médecin\b/, href: '/connexion/medecin' },
      { name: /^Administrateur\b/, href: '/connexion/personnel' },
      { name: /^Personnel\b/, href: '/connexion/personnel' },
    ];
    for (const { name, href } of expected) {
      // The remembered origin follows the visitor to the sign-in page.
      await expect(main.getByRole('link', { name })).toHaveAttribute('href', `${href}?redirect=%2Fpatient%2Fdossier`);
    }
    await main.getByRole('link', { name: /^Personnel\b/ }).click();
    await expect(page).toHaveURL('/connexion/personnel?redirect=%2Fpatient%2Fdossier');
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion du personnel' })).toBeVisible();
  });
}

test('/signup : seul le patient s’inscrit ; les autres choix expliquent comment leur compte est créé', async ({
  page,
}) => {
  await page.goto('/signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Créer un compte' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText("Les comptes médecins sont créés par l'administration.", { exact: false })).toBeVisible();
  await expect(
    main.getByText('Les comptes du personnel et des administrateurs sont créés par un administrateur.'),
  ).toHaveCount(2);
  await main.getByRole('link', { name: /^Patient\b/ }).click();
  await expect(page).toHaveURL('/connexion/patient/inscription');
  await expect(page.getByRole('heading', { level: 1, name: 'Inscription patient' })).toBeVisible();
});

test('« Vérification de la session... » pendant que la garde vérifie la session', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/auth/user', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/patient/dossier');
  await expect(page.getByText('Vérification de la session...', { exact: true })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/patient/dossier');
  release();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/connexion/patient' && url.searchParams.get('redirect') === '/patient/dossier',
  );
  await expect(page.getByText('Vérification de la session...', { exact: true })).toBeHidden();
});

test('serveur injoignable : la garde le dit en français après ses essais et propose de réessayer', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.expectResourceError(503, /\/api\/auth\/user$/);
  // The session query retries 3 times with back-off (1 s, 2 s, 4 s): a controllable clock skips the waits.
  await page.clock.install();
  let serverDown = true;
  await page.route('**/api/auth/user', (route) =>
    serverDown
      ? route.fulfill({ status: 503, contentType: 'text/html', body: '<h1>Service indisponible</h1>' })
      : route.continue(),
  );
  await page.goto('/patient/dossier');
  await expect(page.getByText('Vérification de la session...', { exact: true })).toBeVisible();

  const failure = page.getByText('Impossible de vérifier votre session pour le moment.', { exact: true });
  await expect(async () => {
    await page.clock.runFor(2_000);
    await expect(failure).toBeVisible({ timeout: 250 });
  }).toPass();
  expect(new URL(page.url()).pathname).toBe('/patient/dossier');

  serverDown = false;
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/connexion/patient' && url.searchParams.get('redirect') === '/patient/dossier',
  );
});

test('le bandeau « Mode démonstration » est affiché tant que les comptes de démonstration existent', async ({
  page,
}) => {
  const metaRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/meta')) metaRequests.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByText('Mode démonstration', { exact: true })).toBeVisible();
  // The server writes the flag into the page: drawn with the first paint, no request, no layout shift.
  await expect(page.locator('meta[name="sante-demo-mode"]')).toHaveAttribute('content', '1');
  expect(metaRequests).toEqual([]);
});

test('déconnexion d’un médecin depuis l’espace médecin : /connexion/medecin et session médecin effacée', async ({
  page,
}) => {
  await page.goto('/connexion/medecin');
  await submitSignIn(page, DEMO.medecin.email, DEMO_PASSWORD);
  await expect(page).toHaveURL('/dashboard-medecin');
  await expectDashboard(page, DEMO.medecin.fullName);
  expect(await page.evaluate(() => localStorage.getItem('medecin_session'))).not.toBeNull();

  await page.getByRole('banner').getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/connexion/medecin');
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion médecin' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Se connecter' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('medecin_session'))).toBeNull();
  // An explicit sign-out is not a guard redirect: no remembered origin.
  expect(new URL(page.url()).search, 'no ?redirect= after an explicit sign-out').toBe('');
});

for (const evil of ['https://exemple.org/piege', '//exemple.org/piege', '/\\exemple.org']) {
  test(`une redirection hors du site (${evil}) est ignorée après la connexion`, async ({ page, baseURL }) => {
    await page.goto(`/connexion/patient?redirect=${encodeURIComponent(evil)}`);
    await submitSignIn(page, DEMO.patient.email, DEMO_PASSWORD);
    await expect(page).toHaveURL(`${baseURL ?? ''}/patient/dashboard`);
    await expectDashboard(page, DEMO.patient.fullName);
  });
}

test.describe('sur un téléphone de 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('le menu de l’espace patient s’ouvre et mène à chaque rubrique', async ({ page, baseURL }) => {
    await page.goto('/');
    await signInThroughApi(page, baseURL ?? '', { phone: DEMO.patient.phone }, DEMO_PASSWORD, 'patient');
    await page.goto('/patient/dashboard');
    await expectDashboard(page, DEMO.patient.fullName);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await expect(nav).toBeVisible();
    await nav.getByRole('link', { name: 'Assistant IA' }).click();
    await expect(page).toHaveURL('/patient/assistant-ia');
    await expect(page.getByRole('heading', { level: 1, name: 'Assistant IA' })).toBeVisible();
    await expect(page.getByText('En construction', { exact: true })).toBeVisible();
    await expect(nav).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

test('un médecin connecté depuis la page patient arrive quand même dans l’espace médecin', async ({ page }) => {
  await page.goto('/connexion/patient');
  await submitSignIn(page, DEMO.medecin.email, DEMO_PASSWORD);
  await expect(page).toHaveURL('/dashboard-medecin');
  await expectDashboard(page, DEMO.medecin.fullName);
  expect(await page.evaluate(() => localStorage.getItem('medecin_session'))).not.toBeNull();
});

test('le JavaScript de l’application est servi compressé (brotli) et mis en cache un an', async ({ page, request }) => {
  await page.goto('/');
  const script = await page.locator('script[type="module"][src]').first().getAttribute('src');
  expect(script).toMatch(/^\/assets\/.+\.js$/);
  const response = await request.get(script ?? '', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-encoding']).toBe('br');
  expect(response.headers()['cache-control']).toContain('immutable');
});
