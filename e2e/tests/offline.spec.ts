import { expect, test } from '../fixtures';
import { DEMO, DEMO_PASSWORD } from '../helpers/accounts';
import { submitSignIn } from '../helpers/auth';

/**
 * Issue #10, section 5: offline, a form says « Pas de connexion internet » within 10 s (never a button that does
 * nothing, nor « Connexion... » forever), and works once the network is back.
 */
test.use({ viewport: { width: 360, height: 740 } });

const OFFLINE = 'Pas de connexion internet. Vérifiez votre connexion puis réessayez.';

test.beforeEach(({ consoleGuard }) => {
  // What the browser logs for each download refused while offline.
  consoleGuard.expectNetworkFailure(/.*/);
});

test('hors ligne avant la connexion : le message en moins de 10 s, puis la connexion une fois le réseau revenu', async ({
  page,
  context,
}) => {
  await page.goto('/connexion/patient');
  await context.setOffline(true);
  await submitSignIn(page, DEMO.patient.email, DEMO_PASSWORD);

  const form = page.locator('form');
  await expect(form.getByRole('alert')).toHaveText(new RegExp(OFFLINE), { timeout: 10_000 });
  const submit = page.getByRole('button', { name: 'Se connecter', exact: true });
  await expect(submit).toBeEnabled();

  // Back online: the form's code is downloaded again on its own, the message goes, and the sign-in works.
  await context.setOffline(false);
  await expect(form.getByRole('alert')).toHaveCount(0);
  await submit.click();
  await expect(page).toHaveURL(DEMO.patient.home);
  await expect(page.getByRole('heading', { level: 1, name: `Bonjour ${DEMO.patient.fullName}` })).toBeVisible();
});

test('connexion perdue à l’envoi : le message, le bouton revient, et « Réessayer » connecte une fois en ligne', async ({
  page,
  context,
}) => {
  await page.goto('/connexion/patient');
  // The form's validation code is downloaded while still online: the specification's message for a missing password
  // proves it ran. (`waitForLoadState('networkidle')` would not: it returns at once once the page has been idle, and
  // a message caused by code still missing goes by itself, with its button, when the code arrives online.)
  await page.getByLabel('E-mail ou téléphone').fill(DEMO.patient.email);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expect(page.getByText(/Vous devez fournir une adresse e-mail/)).toBeVisible();
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expect(page.locator('form').getByRole('alert')).toHaveText(new RegExp(OFFLINE), { timeout: 10_000 });
  await expect(page.getByRole('button', { name: 'Se connecter', exact: true })).toBeEnabled();

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page).toHaveURL(DEMO.patient.home);
});

test('écran jamais ouvert, hors ligne : « Pas de connexion internet », puis l’écran une fois le réseau revenu', async ({
  page,
  context,
  consoleGuard,
}) => {
  // React and the error boundary report the screen that could not be downloaded.
  consoleGuard.expectConsoleError(/Failed to fetch dynamically imported module/);
  await page.goto('/connexion/patient');
  await context.setOffline(true);
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(page.getByText(OFFLINE)).toBeVisible({ timeout: 10_000 });

  // The page loads again by itself (a whole page load: allow for a busy machine).
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toBeVisible({ timeout: 15_000 });
});
