import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test, type PatientAccount } from '../fixtures';
import { signInThroughApi, submitSignIn } from '../helpers/auth';

/** A cheap Android phone. */
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

async function openSettings(page: Page, baseURL: string, patient: PatientAccount): Promise<void> {
  await signInThroughApi(page, baseURL, { phone: patient.phone }, patient.password, 'patient');
  await page.goto('/patient/parametres');
  await expect(page.getByRole('heading', { level: 1, name: 'Paramètres' })).toBeVisible();
}

test('un patient choisit ses canaux de notification, et ses choix tiennent après rechargement', async ({
  page,
  baseURL,
  freshPatient,
}) => {
  await openSettings(page, baseURL ?? '', freshPatient);
  const section = page.getByRole('region', { name: 'Notifications' });
  const messagesBySms = section.getByRole('checkbox', { name: 'Messages par SMS' });
  await expect(messagesBySms).toBeChecked();
  // Phone-only account: no e-mail column to tick.
  await expect(section.getByRole('checkbox', { name: 'Rendez-vous par E-mail' })).toBeDisabled();

  await messagesBySms.uncheck();
  await section.getByRole('checkbox', { name: 'Commandes et factures par WhatsApp' }).uncheck();
  // Security messages cannot lose every channel.
  await section.getByRole('checkbox', { name: 'Sécurité du compte par SMS' }).uncheck();
  await section.getByRole('checkbox', { name: 'Sécurité du compte par WhatsApp' }).uncheck();
  await expect(section.getByRole('button', { name: 'Enregistrer mes choix' })).toBeDisabled();
  await section.getByRole('checkbox', { name: 'Sécurité du compte par WhatsApp' }).check();
  await section.getByRole('button', { name: 'Enregistrer mes choix' }).click();
  await expect(page.getByText('Vos choix de notifications sont enregistrés.')).toBeVisible();

  await page.reload();
  await expect(messagesBySms).not.toBeChecked();
  await expect(section.getByRole('checkbox', { name: 'Messages par WhatsApp' })).toBeChecked();
  await expect(section.getByRole('checkbox', { name: 'Commandes et factures par WhatsApp' })).not.toBeChecked();
  await expect(section.getByRole('checkbox', { name: 'Sécurité du compte par SMS' })).not.toBeChecked();
  await expect(section.getByRole('checkbox', { name: 'Sécurité du compte par WhatsApp' })).toBeChecked();
});

test('un patient télécharge toutes ses données en JSON et son dossier au format FHIR', async ({
  page,
  baseURL,
  freshPatient,
}) => {
  await openSettings(page, baseURL ?? '', freshPatient);
  const section = page.getByRole('region', { name: 'Mes données' });

  const jsonDownload = page.waitForEvent('download');
  await section.getByRole('link', { name: 'Télécharger toutes mes données (JSON)' }).click();
  const json = await jsonDownload;
  expect(json.suggestedFilename()).toMatch(/^mes-donnees-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile(await json.path(), 'utf8')) as { account: { phone: string; id: string } };
  expect(data.account).toMatchObject({ id: freshPatient.id, phone: freshPatient.phone });

  const fhirDownload = page.waitForEvent('download');
  await section.getByRole('link', { name: 'Télécharger mon dossier médical (FHIR R4)' }).click();
  const fhir = await fhirDownload;
  const bundle = JSON.parse(await readFile(await fhir.path(), 'utf8')) as {
    resourceType: string;
    type: string;
    entry: { resource: { resourceType: string; id: string } }[];
  };
  expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
  expect(bundle.entry[0]?.resource).toMatchObject({ resourceType: 'Patient', id: freshPatient.id });
});

test('un patient supprime son compte, puis ne peut plus se connecter', async ({
  page,
  baseURL,
  freshPatient,
  consoleGuard,
}) => {
  consoleGuard.expectResourceError(400, /\/api\/account$/);
  consoleGuard.expectResourceError(401, /\/api\/auth\/token/);
  await openSettings(page, baseURL ?? '', freshPatient);
  const section = page.getByRole('region', { name: 'Supprimer mon compte' });
  await expect(section.getByText(/archivées avec un accès restreint pendant 10 ans/)).toBeVisible();
  await section.getByRole('button', { name: 'Supprimer mon compte' }).click();

  await section.getByLabel('Votre mot de passe').fill('Pas-le-bon-mot-de-passe');
  await section.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expect(section.getByText('Mot de passe incorrect')).toBeVisible();

  await section.getByLabel('Votre mot de passe').fill(freshPatient.password);
  await section.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expect(page).toHaveURL(/\/connexion$/);

  await page.goto('/connexion/patient');
  await submitSignIn(page, freshPatient.phone, freshPatient.password);
  await expect(page.getByText('Ce compte a été supprimé')).toBeVisible();
  await expect(page).toHaveURL(/\/connexion\/patient$/);
});
