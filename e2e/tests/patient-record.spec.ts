import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test, type PatientAccount } from '../fixtures';
import { signInThroughApi } from '../helpers/auth';

/** A cheap Android phone. */
test.use({ viewport: { width: 360, height: 740 } });

/** A valid 1×1 PNG: what a phone camera would hand over, only smaller. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function openRecord(page: Page, baseURL: string, patient: PatientAccount, search = ''): Promise<void> {
  await signInThroughApi(page, baseURL, { phone: patient.phone }, patient.password, 'patient');
  await page.goto(`/patient/dossier${search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dossier médical' })).toBeVisible();
}

test('un patient photographie un document, le retrouve après rechargement et sur un autre appareil, et le télécharge à l’identique', async ({
  page,
  browser,
  baseURL,
  freshPatient,
  consoleGuard,
}) => {
  await openRecord(page, baseURL ?? '', freshPatient);
  const main = page.getByRole('main');
  await expect(main.getByText("Aucun document pour l'instant")).toBeVisible();

  await main.getByRole('button', { name: 'Ajouter un document' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter un document' });
  await dialog
    .getByLabel('Prendre une photo')
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(dialog.getByText(/Fichier choisi : photo\.png/)).toBeVisible();
  await dialog.getByLabel('Titre').fill('Ordonnance du cardiologue');
  await dialog.getByLabel('Type de document').selectOption({ label: 'Ordonnance' });
  await dialog.getByLabel('Catégorie (facultatif)').fill('Cardiologie');
  await dialog.getByRole('button', { name: 'Enregistrer le document' }).click();
  await expect(dialog).toBeHidden();

  await page.reload();
  const item = main.getByRole('listitem').filter({ hasText: 'Ordonnance du cardiologue' });
  await expect(item).toBeVisible();
  await expect(item.getByText(/Ordonnance · Cardiologie · /)).toBeVisible();

  const downloading = page.waitForEvent('download');
  await item.getByRole('button', { name: 'Télécharger' }).click();
  const download = await downloading;
  expect((await readFile(await download.path())).equals(PHOTO), 'the downloaded bytes are the uploaded ones').toBe(
    true,
  );

  // The same patient on another device (its own browser, its own session).
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 } });
  consoleGuard.watchContext(phone);
  try {
    const other = await phone.newPage();
    await openRecord(other, baseURL ?? '', freshPatient);
    await expect(other.getByRole('main').getByText('Ordonnance du cardiologue')).toBeVisible();
  } finally {
    await phone.close();
  }
});

test('un fichier qui n’est ni un PDF ni une photo est refusé avec un message en français', async ({
  page,
  baseURL,
  freshPatient,
  consoleGuard,
}) => {
  consoleGuard.expectResourceError(415, /\/api\/records\/documents$/);
  await openRecord(page, baseURL ?? '', freshPatient);
  const main = page.getByRole('main');
  await expect(main.getByText("Aucun document pour l'instant")).toBeVisible();
  await main.getByRole('button', { name: 'Ajouter un document' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter un document' });
  await dialog.getByLabel('Titre').fill('Résultats');
  await dialog.getByLabel('Type de document').selectOption({ label: "Résultat d'analyse" });

  // Declared as text: refused before any upload.
  const chooseFile = dialog.getByLabel('Choisir un fichier (PDF ou photo)');
  await chooseFile.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('bonjour') });
  await expect(dialog.getByRole('alert')).toHaveText(
    'Type de fichier non accepté : choisissez un PDF ou une photo (JPEG, PNG, WebP).',
  );

  // Text renamed .png: only the server, which reads the bytes, can tell.
  await chooseFile.setInputFiles({ name: 'faux.png', mimeType: 'image/png', buffer: Buffer.from('pas une image') });
  await dialog.getByRole('button', { name: 'Enregistrer le document' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Type de fichier non accepté : envoyez un PDF ou une photo (JPEG, PNG, WebP)',
  );
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toBeHidden();
  await expect(main.getByText("Aucun document pour l'instant")).toBeVisible();
});

test('un patient note une allergie, la retrouve après rechargement, la corrige, puis la supprime', async ({
  page,
  baseURL,
  freshPatient,
}) => {
  await openRecord(page, baseURL ?? '', freshPatient);
  const main = page.getByRole('main');
  await main.getByRole('link', { name: 'Allergies' }).click();
  await expect(main.getByRole('heading', { level: 2, name: 'Allergies' })).toBeVisible();
  await expect(main.getByText('Aucune allergie enregistrée')).toBeVisible();

  await main.getByRole('button', { name: 'Ajouter une allergie' }).click();
  const form = main.getByRole('form', { name: 'Ajouter une allergie' });
  await form.getByLabel('Allergie').fill('Pénicilline');
  await form.getByLabel('Réaction (facultatif)').fill('Urticaire');
  await form.getByLabel('Depuis le (facultatif)').fill('2019-03-02');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(form).toBeHidden();

  await page.reload();
  const item = main.getByRole('listitem').filter({ hasText: 'Pénicilline' });
  await expect(item).toBeVisible();
  await expect(item.getByText('Urticaire')).toBeVisible();
  await expect(item.getByText('Depuis le 2 mars 2019')).toBeVisible();

  await item.getByRole('button', { name: 'Modifier' }).click();
  const editForm = main.getByRole('form', { name: 'Modifier « Pénicilline »' });
  await editForm.getByLabel('Réaction (facultatif)').fill('Œdème de Quincke');
  await editForm.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(editForm).toBeHidden();
  await expect(item.getByText('Œdème de Quincke')).toBeVisible();

  await item.getByRole('button', { name: 'Supprimer' }).click();
  await item.getByRole('button', { name: 'Oui, supprimer' }).click();
  await expect(main.getByText('Aucune allergie enregistrée')).toBeVisible();
});
