import { expect, test } from '../fixtures';
import { DEMO, DEMO_PASSWORD } from '../helpers/accounts';
import { signInThroughApi } from '../helpers/auth';

/**
 * Issue #4, section 1: the catalogue is managed by staff. An admin adds a nursing act in /admin/configuration,
 * corrects its price, and a patient finds it at the new price in the booking flow; deactivated, it is no longer
 * offered.
 */
test('le personnel ajoute une prestation, corrige son prix, et le patient la voit dans la réservation', async ({
  page,
  browser,
  baseURL,
  freshPatient,
  consoleGuard,
}) => {
  const suffix = Date.now().toString(36).slice(-5);
  const name = `Soin de test ${suffix}`;
  await signInThroughApi(page, baseURL ?? '', { email: DEMO.admin.email }, DEMO_PASSWORD, 'personnel');
  await page.goto('/admin/configuration');
  await expect(page.getByRole('heading', { level: 1, name: 'Configuration' })).toBeVisible();
  await page.getByRole('button', { name: 'Ajouter une prestation' }).click();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByLabel('Nom en français')).toHaveAccessibleDescription(/Champ obligatoire/);
  await expect(page.getByLabel('Code'), 'the code is made from the name by the server').toHaveCount(0);
  await page.getByLabel('Type').selectOption('nursing');
  await page.getByLabel('Nom en français').fill(name);
  await page.getByLabel('Nom en anglais').fill(`Test care ${suffix}`);
  await page.getByLabel('Prix (FCFA)').fill('12000');
  await page.getByLabel('Durée estimée (minutes)').fill('40');
  await page.getByLabel("Ordre d'affichage").fill('900');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  // The catalogue's own list: a toast that names the service is a list item too.
  const row = page
    .getByRole('list', { name: 'Prestations du catalogue' })
    .getByRole('listitem')
    .filter({ hasText: name });
  await expect(row).toContainText('12 000 FCFA');
  await expect(row, 'no generated code shown').not.toContainText(`soin-de-test`);

  await row.getByRole('button', { name: 'Modifier' }).click();
  await page.getByLabel('Prix (FCFA)').fill('13500');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(row).toContainText('13 500 FCFA');

  // The patient, on a phone, in the booking flow's first step.
  const patientContext = await browser.newContext({ viewport: { width: 360, height: 740 } });
  consoleGuard.watchContext(patientContext);
  const patientPage = await patientContext.newPage();
  await signInThroughApi(patientPage, baseURL ?? '', { phone: freshPatient.phone }, freshPatient.password, 'patient');
  await patientPage.goto('/appointment-type');
  await patientPage.getByRole('button', { name: /Visite à domicile/ }).click();
  await expect(patientPage.getByRole('heading', { level: 1, name: 'Choisissez le soin' })).toBeVisible();
  const offered = patientPage.getByRole('button', { name: new RegExp(name) });
  await expect(offered).toContainText('13 500 FCFA');
  await expect(offered).toContainText('40 min');

  await row.getByRole('button', { name: 'Désactiver' }).click();
  await expect(row).toContainText('Désactivée');
  await patientPage.reload();
  await expect(patientPage.getByRole('heading', { level: 1, name: 'Choisissez le soin' })).toBeVisible();
  await expect(patientPage.getByRole('button', { name: /Consultation de médecin à domicile/ })).toBeVisible();
  await expect(patientPage.getByRole('button', { name: new RegExp(name) })).toHaveCount(0);
  await patientContext.close();
});
