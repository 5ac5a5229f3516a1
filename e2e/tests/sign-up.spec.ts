import { expect, test } from '../fixtures';
import { newPatientIdentity } from '../helpers/accounts';
import { expectDashboard } from '../helpers/auth';
import { readLatestCode } from '../helpers/demo-outbox';

/**
 * Issue #2, sections 3 and 4: patient self sign-up at /connexion/patient/inscription, on a 360 px phone.
 * Client messages in French, the server's weak-password reason under the field, then a working account.
 */
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

test('inscription patient sur un téléphone de 360 px : messages en français, puis compte créé', async ({
  page,
  createdUsers,
  consoleGuard,
}) => {
  consoleGuard.expectResourceError(400, /\/api\/auth\/signup$/);
  const patient = newPatientIdentity();
  await page.goto('/connexion/patient/inscription');
  await expect(page.getByRole('heading', { level: 1, name: 'Inscription patient' })).toBeVisible();

  const firstName = page.getByLabel('Prénom');
  const lastName = page.getByLabel('Nom', { exact: true });
  const phone = page.getByLabel('Téléphone');
  const email = page.getByLabel('Adresse e-mail (facultatif)');
  const password = page.getByLabel('Mot de passe', { exact: true });
  const confirmation = page.getByLabel('Confirmation du mot de passe');
  const terms = page.getByRole('checkbox', { name: "J'accepte les conditions générales d'utilisation" });
  const submit = page.getByRole('button', { name: 'Créer mon compte' });

  // Usable on a 360 px phone: nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // 1. Empty form.
  await submit.click();
  for (const field of [firstName, lastName, phone, password, confirmation]) {
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/Champ obligatoire/);
  }
  await expect(email).toHaveAttribute('aria-invalid', 'false');
  await expect(terms).toHaveAccessibleDescription(/Vous devez accepter les conditions générales d'utilisation/);
  await expect(page).toHaveURL('/connexion/patient/inscription');

  // 2. Everything right but the confirmation.
  await firstName.fill(patient.firstName);
  await lastName.fill(patient.lastName);
  await phone.fill(patient.phone);
  await password.fill(patient.password);
  await confirmation.fill(`${patient.password}-autre`);
  await terms.check();
  await submit.click();
  await expect(confirmation).toHaveAccessibleDescription('Les mots de passe ne correspondent pas');
  for (const field of [firstName, lastName, phone, password])
    await expect(field).toHaveAttribute('aria-invalid', 'false');

  // 3. An invalid phone number.
  await confirmation.fill(patient.password);
  await phone.fill('12345');
  await submit.click();
  await expect(phone).toHaveAccessibleDescription(/Numéro de téléphone invalide/);
  await expect(confirmation).toHaveAttribute('aria-invalid', 'false');

  // An invalid e-mail (optional, but checked when given).
  await phone.fill(patient.phone);
  await email.fill('pas-une-adresse');
  await submit.click();
  await expect(email).toHaveAccessibleDescription(/Adresse e-mail invalide/);
  await email.fill('');

  // 4. A common password: refused by the server, its reason under the field.
  await password.fill('password123');
  await confirmation.fill('password123');
  const refused = page.waitForResponse((response) => response.url().endsWith('/api/auth/signup'));
  await submit.click();
  expect((await refused).status()).toBe(400);
  await expect(password).toHaveAccessibleDescription(/Ce mot de passe fait partie des plus courants/);
  await expect(page).toHaveURL('/connexion/patient/inscription');

  // 5. A valid sign-up.
  await password.fill(patient.password);
  await confirmation.fill(patient.password);
  const created = page.waitForResponse((response) => response.url().endsWith('/api/auth/signup'));
  await submit.click();
  expect((await created).status()).toBe(202);

  // 6. The code sent by SMS activates the account.
  await expect(page.getByText(/Un code à 6 chiffres vient d’être envoyé par SMS au \+237/)).toBeVisible();
  // "Renvoyer un code" asks for a new sign-up code (POST /api/auth/resend type signup), not a second sign-up.
  const first = await readLatestCode(patient.phone);
  const resent = page.waitForResponse((response) => response.url().endsWith('/api/auth/resend'));
  await page.getByRole('button', { name: 'Renvoyer un code' }).click();
  expect((await resent).status()).toBe(200);
  await expect(page.getByText('Un nouveau code a été envoyé.')).toBeVisible();
  await expect.poll(() => readLatestCode(patient.phone), { timeout: 10_000 }).not.toBe(first);
  await page.getByLabel('Code à 6 chiffres').fill(await readLatestCode(patient.phone));
  const verified = page.waitForResponse((response) => response.url().endsWith('/api/auth/verify'));
  await page.getByRole('button', { name: 'Activer mon compte' }).click();
  const answer = await verified;
  expect(answer.status()).toBe(200);
  createdUsers.push(((await answer.json()) as { user: { id: string } }).user.id);

  await expect(page).toHaveURL('/patient/dashboard');
  await expect(page.getByText('Inscription réussie', { exact: true })).toBeVisible();
  await expectDashboard(page, `${patient.firstName} ${patient.lastName}`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
