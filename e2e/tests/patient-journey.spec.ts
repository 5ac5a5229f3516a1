import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { newPatientIdentity } from '../helpers/accounts';
import { submitSignIn } from '../helpers/auth';
import { readLatestCode } from '../helpers/demo-outbox';

/**
 * Issue #3, section 4: the whole patient space as a new person goes through it, on a cheap Android phone.
 * One journey, in order: landing page (French, English, French again), sign-up, profile completed (the
 * dashboard figure goes up), a photo of a document in the record (same bytes back), a child's vaccine (the
 * next dose on the dashboard), the data export, then the account deleted and closed for good.
 */
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

const DOUALA = 'Africa/Douala';

/** A valid 1×1 PNG: what a phone camera would hand over, only smaller. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The calendar day `days` ago in Douala (yyyy-mm-dd). */
function doualaDay(daysAgo: number): string {
  const day = new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: DOUALA,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(day);
}

/** "12 février 2026", as the pages write a day. */
function frenchDay(isoDay: string): string {
  return new Intl.DateTimeFormat('fr', { timeZone: DOUALA, dateStyle: 'long' }).format(new Date(`${isoDay}T12:00:00Z`));
}

async function chooseLanguage(page: Page, label: string, language: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).selectOption(language);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

async function downloadedText(page: Page, click: () => Promise<void>): Promise<string> {
  const downloading = page.waitForEvent('download');
  await click();
  return readFile(await (await downloading).path(), 'utf8');
}

test('parcours d’un nouveau patient sur un téléphone : de la page d’accueil à la suppression du compte', async ({
  page,
  createdUsers,
  consoleGuard,
}) => {
  test.slow();
  // The sign-in attempt after the account is deleted.
  consoleGuard.expectResourceError(401, /\/api\/auth\/token/);
  const patient = newPatientIdentity();
  const fullName = `${patient.firstName} ${patient.lastName}`;
  const main = page.getByRole('main');

  await test.step('la page d’accueil en français, en anglais, puis de nouveau en français', async () => {
    await page.goto('/');
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toHaveText('Un médecin ou un infirmier chez vous, au créneau de votre choix');
    await chooseLanguage(page, 'Langue', 'en');
    await expect(title).toHaveText('A doctor or a nurse at your home, at the time you choose');
    await expect(main.getByRole('link', { name: 'Book a home visit' }).first()).toBeVisible();
    await chooseLanguage(page, 'Language', 'fr');
    await expect(title).toHaveText('Un médecin ou un infirmier chez vous, au créneau de votre choix');
  });

  await test.step('inscription depuis la page d’accueil', async () => {
    await main.getByRole('link', { name: 'Créer un compte patient' }).click();
    await expect(page).toHaveURL('/connexion/patient/inscription');
    await expect(page.getByRole('heading', { level: 1, name: 'Inscription patient' })).toBeVisible();
    await page.getByLabel('Prénom').fill(patient.firstName);
    await page.getByLabel('Nom', { exact: true }).fill(patient.lastName);
    await page.getByLabel('Téléphone').fill(patient.phone);
    await page.getByLabel('Mot de passe', { exact: true }).fill(patient.password);
    await page.getByLabel('Confirmation du mot de passe').fill(patient.password);
    await page.getByRole('checkbox', { name: "J'accepte les conditions générales d'utilisation" }).check();
    const created = page.waitForResponse((response) => response.url().endsWith('/api/auth/signup'));
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    expect((await created).status()).toBe(202);
    await page.getByLabel('Code à 6 chiffres').fill(await readLatestCode(patient.phone));
    const verified = page.waitForResponse((response) => response.url().endsWith('/api/auth/verify'));
    await page.getByRole('button', { name: 'Activer mon compte' }).click();
    const answer = await verified;
    expect(answer.status()).toBe(200);
    createdUsers.push(((await answer.json()) as { user: { id: string } }).user.id);
    await expect(page).toHaveURL('/patient/dashboard');
    await expect(main.getByRole('heading', { level: 1, name: `Bonjour ${fullName}` })).toBeVisible();
  });

  const completion = main.getByRole('region', { name: 'Mon profil' });

  await test.step('le profil complété fait monter le pourcentage du tableau de bord', async () => {
    await expect(completion.getByText('Profil complété à 0 %', { exact: true })).toBeVisible();
    await completion.getByRole('link', { name: 'Date de naissance' }).click();
    await expect(page).toHaveURL('/patient/profil#dateOfBirth');
    await page.getByLabel('Date de naissance').fill('1991-04-23');
    await page.getByLabel('Sexe').selectOption('Femme');
    await page.getByLabel('Groupe sanguin').selectOption('A+');
    await page.getByLabel('Ville').selectOption('Yaoundé');
    await page.getByLabel('Quartier').fill('Bastos');
    await page.getByLabel('Point de repère').fill('Derrière l’ambassade de Chine');
    const emergencyContact = page.getByRole('region', { name: 'Contact d’urgence' });
    await emergencyContact.getByLabel('Nom et prénom').fill('Paul Essomba');
    await emergencyContact.getByLabel('Téléphone').fill('6 99 12 34 56');
    await emergencyContact.getByLabel('Lien avec vous').fill('Époux');
    await page.getByRole('button', { name: 'Enregistrer mon profil' }).click();
    await expect(page.getByText('Profil enregistré')).toBeVisible();

    await page.goto('/patient/dashboard');
    await expect(completion.getByText('Profil complété à 71 %', { exact: true })).toBeVisible();
    await expect(completion.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '71');
  });

  await test.step('la photo d’un document dans le dossier : retrouvée après rechargement, téléchargée à l’identique', async () => {
    await main.getByRole('link', { name: 'Mon dossier médical' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dossier médical' })).toBeVisible();
    await expect(main.getByText("Aucun document pour l'instant")).toBeVisible();
    await main.getByRole('button', { name: 'Ajouter un document' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter un document' });
    await dialog
      .getByLabel('Prendre une photo')
      .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PHOTO });
    await dialog.getByLabel('Titre').fill('Résultat de la glycémie');
    await dialog.getByLabel('Type de document').selectOption({ label: "Résultat d'analyse" });
    await dialog.getByRole('button', { name: 'Enregistrer le document' }).click();
    await expect(dialog).toBeHidden();

    await page.reload();
    const item = main.getByRole('listitem').filter({ hasText: 'Résultat de la glycémie' });
    await expect(item).toBeVisible();
    const downloading = page.waitForEvent('download');
    await item.getByRole('button', { name: 'Télécharger' }).click();
    const bytes = await readFile(await (await downloading).path());
    expect(bytes.equals(PHOTO), 'the downloaded bytes are the uploaded ones').toBe(true);
  });

  await test.step('le vaccin d’un enfant, et la dose suivante sur le tableau de bord', async () => {
    const birth = doualaDay(49);
    await page.goto('/patient/calendrier-vaccinal');
    await expect(main.getByRole('heading', { level: 1, name: 'Calendrier vaccinal' })).toBeVisible();
    await main.getByRole('button', { name: 'Ajouter un enfant' }).click();
    const form = main.getByRole('form', { name: 'Ajouter un enfant' });
    await form.getByLabel('Prénom').fill('Nala');
    await form.getByLabel('Date de naissance').fill(birth);
    await form.getByLabel('Sexe').selectOption('female');
    await form.getByRole('button', { name: "Ajouter l'enfant" }).click();
    await expect(main.getByRole('heading', { level: 2, name: 'Nala' })).toBeVisible();

    const bcg = main
      .getByRole('region', { name: 'À la naissance' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 4, name: /^BCG.*Dose unique$/ }) });
    await bcg.getByRole('button', { name: 'Noter une dose' }).click();
    await bcg.getByLabel('Date de la vaccination').fill(birth);
    await bcg.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(bcg.getByText(`Fait le ${frenchDay(birth)}`)).toBeVisible();

    // Six weeks after birth (a week ago): the first pentavalent dose is due.
    await page.goto('/patient/dashboard');
    const reminders = main.getByRole('region', { name: 'Rappels santé' });
    await expect(
      reminders.getByText(
        `Nala\u00a0: Pentavalent (diphtérie, tétanos, coqueluche, hépatite B, Hib), dose 1, à faire à partir du ${frenchDay(doualaDay(7))}`,
      ),
    ).toBeVisible();
    await expect(reminders.getByText(/^Nala\u00a0: BCG/)).toHaveCount(0);
  });

  await test.step('l’export de ses données (JSON et FHIR)', async () => {
    await page.goto('/patient/parametres');
    await expect(page.getByRole('heading', { level: 1, name: 'Paramètres' })).toBeVisible();
    const section = page.getByRole('region', { name: 'Mes données' });
    const json = await downloadedText(page, () =>
      section.getByRole('link', { name: 'Télécharger toutes mes données (JSON)' }).click(),
    );
    const data = JSON.parse(json) as { account: { phone: string } };
    expect(data.account.phone).toBe(patient.phone);
    const fhir = await downloadedText(page, () =>
      section.getByRole('link', { name: 'Télécharger mon dossier médical (FHIR R4)' }).click(),
    );
    expect(JSON.parse(fhir)).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
  });

  await test.step('la suppression du compte, puis la connexion refusée', async () => {
    const section = page.getByRole('region', { name: 'Supprimer mon compte' });
    await section.getByRole('button', { name: 'Supprimer mon compte' }).click();
    await section.getByLabel('Votre mot de passe').fill(patient.password);
    await section.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await expect(page).toHaveURL('/connexion');

    await page.goto('/connexion/patient');
    await submitSignIn(page, patient.phone, patient.password);
    await expect(page.getByText('Ce compte a été supprimé')).toBeVisible();
    await expect(page).toHaveURL('/connexion/patient');
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  });
});
