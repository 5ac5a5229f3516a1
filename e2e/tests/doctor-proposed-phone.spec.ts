import { expect, test } from '../fixtures';
import { randomCameroonPhone } from '../helpers/accounts';
import { readLatestCode, readLatestLink } from '../helpers/demo-outbox';

/**
 * ADR 021: staff propose a new phone for a doctor; the number moves only when the doctor, in
 * `/dashboard-medecin/profil`, enters the code sent to it (the patient profile's code step, reused).
 */
test('un médecin confirme sur son profil le numéro proposé par l’équipe avec le code reçu', async ({
  page,
  staffApi,
  createdUsers,
  baseURL,
  consoleGuard,
}, testInfo) => {
  consoleGuard.expectResourceError(400, /\/api\/auth\/phone\/verify$/);
  await page.setViewportSize({ width: 360, height: 740 });
  const email = `dr.${Date.now()}.${Math.floor(Math.random() * 1e6)}@test.cm`;
  const invited = await staffApi.post('/api/auth/invite', {
    data: { email, firstName: 'Estelle', lastName: 'Ndongo', role: 'medecin', phone: randomCameroonPhone() },
  });
  expect(invited.status()).toBe(201);
  const doctorId = ((await invited.json()) as { user: { id: string } }).user.id;
  createdUsers.push(doctorId);
  const url = new URL(await readLatestLink(email));
  await page.goto(`${url.pathname}${url.search}`);
  await page.getByLabel('Nouveau mot de passe').fill('Kribi-Plage-2026');
  await page.getByLabel('Confirmation du mot de passe').fill('Kribi-Plage-2026');
  await page.getByRole('button', { name: 'Activer mon compte' }).click();
  await page.getByLabel('Profession').selectOption('medecin');
  await page.getByLabel('Spécialité').selectOption('pediatrie');
  await page.getByLabel("Numéro d'inscription à l'Ordre").fill('ONMC-4521');
  await page.getByLabel("Ville d'exercice").selectOption('Douala');
  await page.getByLabel("Années d'expérience").fill('7');
  await page.getByRole('button', { name: 'Enregistrer et accéder à mon espace' }).click();
  await expect(page).toHaveURL(`${baseURL ?? ''}/dashboard-medecin`);

  // Staff propose a new number: a code goes to it; the account keeps its number until the doctor confirms.
  const newPhone = randomCameroonPhone();
  const proposed = await staffApi.put(`/api/auth/admin/users/${doctorId}`, { data: { phone: newPhone } });
  expect(proposed.status(), await proposed.text()).toBe(200);
  const code = await readLatestCode(newPhone);

  await page.goto('/dashboard-medecin/profil');
  const section = page.getByRole('region', { name: 'Confirmer un nouveau numéro' });
  await section.getByLabel('Numéro proposé').fill('12');
  await section.getByRole('button', { name: 'Saisir le code reçu' }).click();
  await expect(section.getByLabel('Numéro proposé')).toHaveAccessibleDescription('Numéro de téléphone invalide');
  await section.getByLabel('Numéro proposé').fill(newPhone.replace('+237', ''));
  await section.getByRole('button', { name: 'Saisir le code reçu' }).click();
  const codeField = section.getByLabel('Code à 6 chiffres');
  await codeField.fill(code === '123456' ? '654321' : '123456');
  await section.getByRole('button', { name: 'Confirmer le nouveau numéro' }).click();
  await expect(codeField).toHaveAccessibleDescription('Code incorrect');
  await expect(section.getByRole('button', { name: 'Renvoyer le code' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('numero-propose-medecin-360-clair.png'), fullPage: true });
  let me = await page.request.get('/api/auth/user');
  expect(((await me.json()) as { user: { phone: string } }).user.phone).not.toBe(newPhone);

  await codeField.fill(code);
  await section.getByRole('button', { name: 'Confirmer le nouveau numéro' }).click();
  await expect(page.getByText('Numéro changé : connectez-vous désormais avec le nouveau numéro.')).toBeVisible();
  await expect(codeField).toHaveCount(0);
  me = await page.request.get('/api/auth/user');
  expect(((await me.json()) as { user: { phone: string } }).user.phone).toBe(newPhone);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('numero-propose-medecin-1280-sombre.png') });
});
