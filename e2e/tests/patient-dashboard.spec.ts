import { expect, test } from '../fixtures';
import { signInThroughApi } from '../helpers/auth';

test.use({ viewport: { width: 360, height: 740 } });

/**
 * A new patient's dashboard: the completion figure, a missing item that leads to its field, the profile
 * filled and saved, and a higher figure back on the dashboard.
 */
test('tableau de bord : le profil se complète et le pourcentage augmente', async ({ page, baseURL, freshPatient }) => {
  await signInThroughApi(page, baseURL ?? '', { phone: freshPatient.phone }, freshPatient.password, 'patient');
  await page.goto('/patient/dashboard');
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 1, name: `Bonjour ${freshPatient.firstName} ${freshPatient.lastName}` }),
  ).toBeVisible();
  const completion = main.getByRole('region', { name: 'Mon profil' });
  await expect(completion.getByText('Profil complété à 0 %', { exact: true })).toBeVisible();
  await expect(completion.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');

  // Honest empty states and the ways to book.
  await expect(main.getByRole('region', { name: 'Prochains rendez-vous' })).toContainText('Aucun rendez-vous prévu.');
  await expect(main.getByRole('region', { name: 'Consultations récentes' })).toContainText(
    'Aucune consultation pour le moment.',
  );
  await expect(main.getByRole('link', { name: 'Réserver une visite à domicile' })).toHaveAttribute(
    'href',
    '/appointment-type',
  );
  await expect(main.getByRole('link', { name: 'Mon dossier médical' })).toHaveAttribute('href', '/patient/dossier');
  const emergency = main.getByRole('region', { name: 'Services d’urgence' });
  await expect(emergency.getByRole('link', { name: /^Appeler le 119/ })).toHaveAttribute('href', 'tel:119');
  await expect(emergency.getByRole('link', { name: /^Appeler le 117/ })).toHaveAttribute('href', 'tel:117');

  // A missing item leads to its field.
  await completion.getByRole('link', { name: 'Date de naissance' }).click();
  await expect(page).toHaveURL('/patient/profil#dateOfBirth');
  const dateOfBirth = page.getByLabel('Date de naissance');
  await expect(dateOfBirth).toBeFocused();

  await dateOfBirth.fill('1988-06-15');
  await page.getByLabel('Sexe').selectOption('Femme');
  await page.getByLabel('Groupe sanguin').selectOption('O+');
  await page.getByLabel('Ville').selectOption('Douala');
  await page.getByLabel('Quartier').fill('Bonamoussadi');
  await page.getByLabel('Point de repère').fill('Près du carrefour Kotto');
  const emergencyContact = page.getByRole('region', { name: 'Contact d’urgence' });
  await emergencyContact.getByLabel('Nom et prénom').fill('Joseph Essomba');
  await emergencyContact.getByLabel('Téléphone').fill('6 77 00 00 11');
  await emergencyContact.getByLabel('Lien avec vous').fill('Frère');
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/patients/me/profile') && r.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Enregistrer mon profil' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Profil enregistré')).toBeVisible();
  await expect(page.getByText('Profil complété à 71 %', { exact: true })).toBeVisible();

  await page.goto('/patient/dashboard');
  await expect(completion.getByText('Profil complété à 71 %', { exact: true })).toBeVisible();
  await expect(completion.getByRole('link', { name: 'Date de naissance' })).toHaveCount(0);
  await expect(completion.getByRole('link', { name: 'Adresse e-mail' })).toBeVisible();
  await expect(completion.getByRole('link', { name: 'Photo' })).toBeVisible();
});

test('mes consultations : filtres et historique vide honnête', async ({ page, baseURL, freshPatient }) => {
  await signInThroughApi(page, baseURL ?? '', { phone: freshPatient.phone }, freshPatient.password, 'patient');
  await page.goto('/patient/consultations');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Mes consultations' })).toBeVisible();
  await main.getByLabel('Type').selectOption('Vidéo');
  await main.getByLabel('Statut').selectOption('Terminée');
  await expect(page).toHaveURL('/patient/consultations?type=video&status=completed');
  await expect(main.getByText('Vous n’avez encore aucune consultation.')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Réserver une consultation' })).toHaveAttribute(
    'href',
    '/appointment-type',
  );
  await page.reload();
  await expect(main.getByLabel('Type')).toHaveValue('video');
});
