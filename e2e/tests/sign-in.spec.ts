import { expect, test } from '../fixtures';
import { DEMO, DEMO_PASSWORD, type DemoRole } from '../helpers/accounts';
import { expectDashboard, submitSignIn, submitSignInAndWait } from '../helpers/auth';

/** Issue #2, section 6: each demo role signs in through its page and lands on its dashboard. */
const IDENTIFIERS: Record<DemoRole, { identifier: string; how: string }> = {
  patient: { identifier: DEMO.patient.email, how: 'e-mail' },
  medecin: { identifier: '+237 690 000 002', how: 'téléphone +237 avec espaces' },
  admin: { identifier: 'Admin@Demo.cm', how: 'e-mail en majuscules' },
  super_admin: { identifier: '690000004', how: 'téléphone national' },
  personnel_operationnel: { identifier: '6 90 00 00 05', how: 'téléphone avec espaces' },
};

test.describe('connexion de chaque rôle de démonstration', () => {
  for (const account of Object.values(DEMO)) {
    const { identifier, how } = IDENTIFIERS[account.role];
    test(`${account.role} se connecte sur ${account.signInPath} (${how}) et arrive sur son tableau de bord`, async ({
      page,
    }) => {
      await page.goto(account.signInPath);
      await submitSignIn(page, identifier, DEMO_PASSWORD);

      await expect(page).toHaveURL(account.home);
      await expect(page.getByText('Connexion réussie', { exact: true })).toBeVisible();
      await expectDashboard(page, account.fullName);
      // The header says it too: name, role and a sign-out button.
      const header = page.getByRole('banner');
      await expect(header.getByText(account.fullName, { exact: true })).toBeVisible();
      await expect(header.getByText(account.roleLabel, { exact: true })).toBeVisible();
      await expect(header.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
    });
  }
});

test.describe('échecs de connexion', () => {
  test('identifiant ou mot de passe manquant : le message de la spécification, en français', async ({ page }) => {
    await page.goto('/connexion/patient');
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await expect(
      page.getByText('Vous devez fournir une adresse e-mail ou un numéro de téléphone et un mot de passe', {
        exact: true,
      }),
    ).toBeVisible();
    await expect(page.getByLabel('E-mail ou téléphone')).toHaveAccessibleDescription(/Champ obligatoire/);
    await expect(page).toHaveURL('/connexion/patient');
  });

  test('mauvais mot de passe : message générique ; après 5 échecs depuis la même adresse, une attente annoncée en français', async ({
    page,
    freshPatient,
    consoleGuard,
  }) => {
    consoleGuard.expectResourceError(400, /\/api\/auth\/token\?grant_type=password$/);
    consoleGuard.expectResourceError(429, /\/api\/auth\/token\?grant_type=password$/);
    const generic = page.getByText('Identifiant ou mot de passe incorrect', { exact: true });
    await page.goto('/connexion/patient');

    // An existing account with a wrong password, then an unknown account: the same generic message.
    expect(await submitSignInAndWait(page, freshPatient.phone, 'Mauvais-Mot-De-Passe')).toBe(400);
    await expect(generic).toBeVisible();
    await expect(page).toHaveURL('/connexion/patient');
    expect(await submitSignInAndWait(page, 'personne.inconnue@exemple.cm', 'Mauvais-Mot-De-Passe')).toBe(400);
    await expect(generic).toBeVisible();

    for (let attempt = 3; attempt <= 6; attempt += 1) {
      expect(await submitSignInAndWait(page, freshPatient.phone, `Mauvais-${attempt}`)).toBe(400);
    }
    // Five wrong passwords on this account from this address (ADR 022: four free): even the right one waits now.
    expect(await submitSignInAndWait(page, freshPatient.phone, freshPatient.password)).toBe(429);
    await expect(page.getByText(/^Trop de tentatives\. Réessayez dans \d+ secondes\.$/)).toBeVisible();
    await expect(generic).toBeHidden();
    await expect(page).toHaveURL('/connexion/patient');
  });
});

/**
 * On 3G the sign-in page is readable before the app's code has run. A visitor who types and taps "Se connecter"
 * in that moment must never have the form sent by the browser itself (a GET: the password in the URL, in the
 * history and in logs); the app sends it once it runs.
 */
test('connexion tapée avant le chargement du code : rien dans l’URL, la connexion part quand l’app est prête', async ({
  browser,
  clientIp,
}) => {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    locale: 'fr-FR',
    extraHTTPHeaders: { 'x-forwarded-for': clientIp },
  });
  const page = await context.newPage();
  // A slow network: each script arrives 1.5 s late.
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));

  await page.goto('/connexion/patient', { waitUntil: 'commit' });
  await page.getByLabel('E-mail ou téléphone').fill(DEMO.patient.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  expect(await page.evaluate(() => document.documentElement.dataset.appReady), 'tapped before the app ran').toBe(
    undefined,
  );

  await expect(page).toHaveURL(DEMO.patient.home, { timeout: 30_000 });
  await expectDashboard(page, DEMO.patient.fullName);
  const leaking = requested.filter((url) => {
    const query = new URL(url).searchParams;
    return query.has('password') || [...query.values()].includes(DEMO_PASSWORD);
  });
  expect(leaking).toEqual([]);
  await context.close();
});
