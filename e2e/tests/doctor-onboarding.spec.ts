import { expect, test } from '../fixtures';
import { randomCameroonPhone } from '../helpers/accounts';
import { expectDashboard } from '../helpers/auth';
import { readLatestLink } from '../helpers/demo-outbox';

/**
 * Issue #2, section 4: `/connexion/medecin/inscription` lets a doctor whose account an admin created choose a
 * password and complete the professional profile, then enter the doctor space; the profile is found again on
 * `/dashboard-medecin/profil`.
 */
test('un médecin invité choisit son mot de passe, complète son profil professionnel et entre dans son espace', async ({
  page,
  staffApi,
  createdUsers,
  baseURL,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const email = `dr.${Date.now()}.${Math.floor(Math.random() * 1e6)}@test.cm`;
  const invited = await staffApi.post('/api/auth/invite', {
    data: { email, firstName: 'Estelle', lastName: 'Ndongo', role: 'medecin', phone: randomCameroonPhone() },
  });
  expect(invited.status()).toBe(201);
  createdUsers.push(((await invited.json()) as { user: { id: string } }).user.id);
  // The invitation goes to the doctor's own e-mail (never to the staff member who sent it): read it there.
  const url = new URL(await readLatestLink(email));
  expect(url.pathname).toBe('/connexion/medecin/inscription');

  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Inscription médecin' })).toBeVisible();
  await page.getByLabel('Nouveau mot de passe').fill('Kribi-Plage-2026');
  await page.getByLabel('Confirmation du mot de passe').fill('Kribi-Plage-2026');
  await page.getByRole('button', { name: 'Activer mon compte' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Votre profil professionnel' })).toBeVisible();
  await page.getByRole('button', { name: 'Enregistrer et accéder à mon espace' }).click();
  await expect(page.getByText('Veuillez sélectionner une option').first()).toBeVisible();
  await expect(page.getByText('Champ obligatoire')).toBeVisible();

  await page.getByLabel('Profession').selectOption('medecin');
  await page.getByLabel('Spécialité').selectOption('pediatrie');
  await page.getByLabel("Numéro d'inscription à l'Ordre").fill('ONMC-4521');
  await page.getByLabel("Ville d'exercice").selectOption('Douala');
  await page.getByLabel("Années d'expérience").fill('7');
  await page.getByRole('button', { name: 'Enregistrer et accéder à mon espace' }).click();

  await expect(page).toHaveURL(`${baseURL ?? ''}/dashboard-medecin`);
  await expect(page.getByText('Modifications enregistrées avec succès')).toBeVisible();
  await expectDashboard(page, 'Estelle Ndongo');
  expect(await page.evaluate(() => localStorage.getItem('medecin_session'))).not.toBeNull();

  await page.goto('/dashboard-medecin/profil');
  await expect(page.getByLabel('Spécialité')).toHaveValue('pediatrie');
  await expect(page.getByLabel("Ville d'exercice")).toHaveValue('Douala');
  await page.getByLabel("Années d'expérience").fill('8');
  await page.getByLabel('Tarif de la consultation (FCFA)').fill('18000');
  await page.getByLabel('Rayon des visites à domicile (km)').fill('12');
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByText('Modifications enregistrées avec succès')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Années d'expérience")).toHaveValue('8');
  await expect(page.getByLabel('Tarif de la consultation (FCFA)')).toHaveValue('18000');
  await expect(page.getByLabel('Rayon des visites à domicile (km)')).toHaveValue('12');
});

test('sans invitation, la page explique que l’administration crée les comptes médecins', async ({ page }) => {
  await page.goto('/connexion/medecin/inscription');
  await expect(
    page.getByRole('heading', { level: 1, name: "Les comptes médecins sont créés par l'administration" }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Aller à la connexion médecin' }).click();
  await expect(page).toHaveURL(/\/connexion\/medecin$/);
});
