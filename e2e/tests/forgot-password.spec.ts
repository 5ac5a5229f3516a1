import { expect, test } from '../fixtures';
import { countCodesSentTo, readLatestCode } from '../helpers/demo-outbox';

/**
 * Issue #2, section 3: patient password recovery by phone at /connexion/patient/mot-de-passe-oublie: the
 * "code sent" message, the French errors for a wrong code, then the code received (read from the test
 * server's demo outbox, helpers/demo-outbox.ts), a new password, and the patient signed in with it.
 */
test('mot de passe oublié par téléphone : un mauvais code affiche l’erreur en français, le bon mène au nouveau mot de passe', async ({
  page,
  baseURL,
  freshPatient,
  consoleGuard,
}) => {
  consoleGuard.expectResourceError(400, /\/api\/auth\/verify$/);
  await page.goto('/connexion/patient');
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(page).toHaveURL('/connexion/patient/mot-de-passe-oublie');
  await expect(page.getByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Par téléphone (code)' })).toBeChecked();

  // The number as a person types it (national format with spaces).
  const national = freshPatient.phone.replace('+237', '');
  const typed = `${national.slice(0, 1)} ${national.slice(1, 3)} ${national.slice(3, 5)} ${national.slice(5, 7)} ${national.slice(7)}`;
  await page.getByRole('textbox', { name: 'Téléphone' }).fill(typed);
  // The account's sign-up code came first: the code awaited below is the next one.
  const codesBefore = await countCodesSentTo(freshPatient.phone);
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/auth/recover'));
  await page.getByRole('button', { name: 'Recevoir un code' }).click();
  expect((await sent).status()).toBe(200);
  await expect(
    page.getByText(
      'Si un compte correspond à ce numéro, un code vient de lui être envoyé. Il est valable 10 minutes.',
      { exact: true },
    ),
  ).toBeVisible();

  const code = page.getByLabel('Code à 6 chiffres');
  const verify = page.getByRole('button', { name: 'Valider le code' });

  // Not six digits: refused before any request.
  await code.fill('12a4');
  await verify.click();
  await expect(code).toHaveAccessibleDescription('Le code doit comporter 6 chiffres');

  // Six digits, but not the code that was sent.
  await code.fill('000000');
  const checked = page.waitForResponse((response) => response.url().endsWith('/api/auth/verify'));
  await verify.click();
  expect((await checked).status()).toBe(400);
  await expect(code).toHaveAccessibleDescription('Code incorrect');
  await expect(page).toHaveURL('/connexion/patient/mot-de-passe-oublie');
  // Still no session: the dashboard stays closed.
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);

  // The code the phone received.
  await code.fill(await readLatestCode(freshPatient.phone, { after: codesBefore }));
  await verify.click();
  await expect(page.getByText('Choisissez votre nouveau mot de passe.')).toBeVisible();
  const newPassword = `${freshPatient.password}-Neuf`;
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirmation du mot de passe').fill(newPassword);
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByText('Votre mot de passe a été modifié.')).toBeVisible();
  await expect(page).toHaveURL('/patient/dashboard');

  // Only the new password opens the account now.
  const signIn = (password: string) =>
    page.request.post('/api/auth/token?grant_type=password', {
      headers: { origin: baseURL ?? '' },
      data: { phone: freshPatient.phone, password, portal: 'patient' },
    });
  expect((await signIn(freshPatient.password)).status()).toBe(400);
  expect((await signIn(newPassword)).status()).toBe(200);
});

test('mot de passe oublié : un numéro invalide est refusé en français', async ({ page }) => {
  await page.goto('/connexion/patient/mot-de-passe-oublie');
  const phone = page.getByRole('textbox', { name: 'Téléphone' });
  const send = page.getByRole('button', { name: 'Recevoir un code' });
  await phone.fill('12 34');
  await send.click();
  await expect(phone).toHaveAccessibleDescription(/Numéro de téléphone invalide/);
  await phone.fill('');
  await send.click();
  await expect(phone).toHaveAccessibleDescription(/Champ obligatoire/);
});
