import { expect, test } from '../fixtures';
import { newPatientIdentity } from '../helpers/accounts';
import { signUpThroughApi } from '../helpers/sign-up';
import { signInThroughApi, submitSignIn } from '../helpers/auth';
import { readLatestCode } from '../helpers/demo-outbox';

test.use({ viewport: { width: 360, height: 740 } });

/**
 * `/patient/profil`: translated errors under their fields, and the phone change to the end: a number taken by
 * someone else is refused, a wrong code too, the code received on the new number changes it, and from then
 * on the patient signs in with the new number, no longer with the old one.
 */
test('profil : erreurs en français sous les champs', async ({ page, baseURL, freshPatient }) => {
  await signInThroughApi(page, baseURL ?? '', { phone: freshPatient.phone }, freshPatient.password, 'patient');
  await page.goto('/patient/profil');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeVisible();
  await expect(page.getByLabel('Prénom', { exact: true })).toHaveValue(freshPatient.firstName);

  await page.getByLabel('Adresse e-mail (facultative)').fill('pas-une-adresse');
  await page.getByLabel('Date de naissance').fill('1890-01-01');
  const emergency = page.getByRole('region', { name: 'Contact d’urgence' });
  await emergency.getByLabel('Nom et prénom').fill('Joseph Essomba');
  await page.getByRole('button', { name: 'Enregistrer mon profil' }).click();
  await expect(page.getByLabel('Adresse e-mail (facultative)')).toHaveAccessibleDescription(/Adresse e-mail invalide/);
  await expect(page.getByLabel('Date de naissance')).toHaveAccessibleDescription(
    'Date trop ancienne (plus de 120 ans)',
  );
  await expect(emergency.getByLabel('Téléphone')).toHaveAccessibleDescription(/Champ obligatoire/);
});

test('profil : une erreur en bas du formulaire vient au milieu de l’écran, hors de la barre d’enregistrement', async ({
  page,
  baseURL,
  freshPatient,
}) => {
  await signInThroughApi(page, baseURL ?? '', { phone: freshPatient.phone }, freshPatient.password, 'patient');
  await page.goto('/patient/profil');
  const emergency = page.getByRole('region', { name: 'Contact d’urgence' });
  await emergency.getByLabel('Nom et prénom').fill('Joseph Essomba');
  // The missing phone is on the screen, just above the sticky save bar: its message will appear under the bar.
  const phone = emergency.getByLabel('Téléphone');
  await phone.evaluate((input) => window.scrollBy(0, input.getBoundingClientRect().bottom - (window.innerHeight - 80)));
  const save = page.getByRole('button', { name: 'Enregistrer mon profil' });
  await save.click();

  await expect(phone).toBeFocused();
  await expect(phone).toHaveAccessibleDescription(/Champ obligatoire/);
  const message = await page.locator('#emergencyContactPhone-error').boundingBox();
  const bar = await save.boundingBox();
  expect(message && bar && message.y > 0 && message.y + message.height < bar.y - 8).toBe(true);
});

test('profil : changement de numéro avec le code envoyé au nouveau numéro, puis connexion avec le nouveau numéro seulement', async ({
  page,
  baseURL,
  freshPatient,
  request,
  createdUsers,
  consoleGuard,
}) => {
  consoleGuard.expectResourceError(409, /\/api\/patients\/me\/phone$/);
  consoleGuard.expectResourceError(400, /\/api\/patients\/me\/phone\/verify$/);
  consoleGuard.expectResourceError(400, /\/api\/auth\/token\?grant_type=password$/);
  // Another patient already owns this number.
  const other = newPatientIdentity();
  createdUsers.push(await signUpThroughApi(request, baseURL ?? '', other));

  await signInThroughApi(page, baseURL ?? '', { phone: freshPatient.phone }, freshPatient.password, 'patient');
  await page.goto('/patient/profil#coordonnees');
  const contact = page.getByRole('region', { name: 'Coordonnées' });
  await contact.getByRole('button', { name: 'Changer de numéro' }).click();
  const newPhone = contact.getByLabel('Nouveau numéro');
  await newPhone.fill(other.phone);
  await contact.getByLabel('Mot de passe actuel').fill(freshPatient.password);
  await contact.getByRole('button', { name: 'Recevoir un code' }).click();
  await expect(newPhone).toHaveAccessibleDescription(/Un compte existe déjà avec ce numéro/);

  const free = newPatientIdentity().phone;
  await newPhone.fill(free.replace('+237', ''));
  await contact.getByRole('button', { name: 'Recevoir un code' }).click();
  await expect(contact.getByText(/Un code à 6 chiffres a été envoyé au \+237/)).toBeVisible();
  const code = contact.getByLabel('Code à 6 chiffres');
  await code.fill('000000');
  await contact.getByRole('button', { name: 'Confirmer le nouveau numéro' }).click();
  await expect(code).toHaveAccessibleDescription('Code incorrect');
  // The number did not change.
  const profile = await page.request.get('/api/patients/me/profile');
  expect(((await profile.json()) as { profile: { phone: string } }).profile.phone).toBe(freshPatient.phone);

  // The code the new number received.
  await code.fill(await readLatestCode(free));
  await contact.getByRole('button', { name: 'Confirmer le nouveau numéro' }).click();
  await expect(page.getByText('Numéro changé : connectez-vous désormais avec le nouveau numéro.')).toBeVisible();
  const national = free.replace('+237', '');
  await expect(
    contact.getByText(`+237 ${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`, { exact: true }),
  ).toBeVisible();
  await expect(code).toHaveCount(0);

  await page.goto('/patient/dashboard');
  await page.getByRole('main').getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL('/connexion');

  // The old number no longer opens the account.
  await page.goto('/connexion/patient');
  await submitSignIn(page, freshPatient.phone, freshPatient.password);
  await expect(page.getByText('Identifiant ou mot de passe incorrect', { exact: true })).toBeVisible();
  await expect(page).toHaveURL('/connexion/patient');

  // The new one does.
  await submitSignIn(page, free, freshPatient.password);
  await expect(page).toHaveURL('/patient/dashboard');
  await expect(
    page
      .getByRole('main')
      .getByRole('heading', { level: 1, name: `Bonjour ${freshPatient.firstName} ${freshPatient.lastName}` }),
  ).toBeVisible();
});
