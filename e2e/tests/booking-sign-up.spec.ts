import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { newPatientIdentity } from '../helpers/accounts';
import { readLatestCode } from '../helpers/demo-outbox';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

/** Tomorrow's first morning slot of the slot step (today's may be over). */
async function chooseTomorrowMorning(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Choisissez la date et l’heure' })).toBeVisible();
  await page.getByRole('group', { name: 'Jours' }).getByRole('button').nth(1).click();
  await page.getByRole('region', { name: 'Matin' }).getByRole('button').first().click();
}

/**
 * Issue #10, section 1: a visitor comes from the home page's home-visit button (no type question), chooses the
 * care, the carer, the slot and the address without an account, closes the tab, comes back to the same choices,
 * creates an account at the summary (seeing what they are booking, with "show password"), confirms the phone with
 * the 6-digit code, and books and pays.
 */
test('un visiteur choisit tout, ferme l’onglet, crée son compte au récapitulatif, confirme son numéro et paie', async ({
  page,
  context,
  createdUsers,
}) => {
  const patient = newPatientIdentity();
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Réserver une visite à domicile' }).first().click();

  await expect(page.getByRole('heading', { level: 1, name: 'Choisissez le soin' })).toBeVisible();
  await page.getByRole('button', { name: /Consultation de médecin à domicile/ }).click();
  await page.getByRole('button', { name: /Premier disponible/ }).click();
  await chooseTomorrowMorning(page);
  await page.getByLabel('Quartier').fill('Bonapriso');
  await page.getByLabel('Adresse précise ou point de repère').fill('Rue Njo-Njo, portail vert');
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Récapitulatif' })).toBeVisible();
  const reason = 'Fièvre depuis 3 jours, je suis diabétique';
  await page.getByLabel('Motif de la consultation (facultatif)').fill(reason);

  // The tab is closed; the choices are still there in a new one.
  await page.close();
  const tab = await context.newPage();
  await tab.goto('/patient/booking');
  await expect(tab.getByRole('heading', { level: 1, name: 'Récapitulatif' })).toBeVisible();
  await expect(tab.getByText('Bonapriso, Douala — Rue Njo-Njo, portail vert')).toBeVisible();
  await expect(tab.getByLabel('Motif de la consultation (facultatif)')).toHaveValue(reason);
  await tab.getByRole('button', { name: 'Continuer : me connecter ou créer mon compte' }).click();

  await expect(tab).toHaveURL(/\/booking\/auth\?redirect=/);
  await tab.getByRole('link', { name: 'Créer mon compte' }).click();
  await expect(tab.getByRole('heading', { level: 1, name: 'Inscription patient' })).toBeVisible();
  await expect(tab.getByText(/^Vous réservez : Consultation de médecin à domicile, /)).toBeVisible();

  await tab.getByLabel('Prénom').fill(patient.firstName);
  await tab.getByLabel('Nom', { exact: true }).fill(patient.lastName);
  await tab.getByLabel('Téléphone').fill(patient.phone);
  const password = tab.getByLabel('Mot de passe', { exact: true });
  await password.fill(patient.password);
  // "Afficher le mot de passe": the typed password can be checked on a phone keyboard.
  await expect(password).toHaveAttribute('type', 'password');
  await tab.getByRole('button', { name: 'Afficher le mot de passe' }).first().click();
  await expect(password).toHaveAttribute('type', 'text');
  await tab.getByLabel('Confirmation du mot de passe').fill(patient.password);
  await tab.getByRole('checkbox', { name: "J'accepte les conditions générales d'utilisation" }).check();
  await tab.getByRole('button', { name: 'Créer mon compte' }).click();

  // The phone is confirmed by the code before any confirmation is sent to it.
  await expect(tab.getByText(/Un code à 6 chiffres vient d’être envoyé/)).toBeVisible();
  await tab.getByLabel('Code à 6 chiffres').fill(await readLatestCode(patient.phone));
  const verified = tab.waitForResponse((response) => response.url().endsWith('/api/auth/verify'));
  await tab.getByRole('button', { name: 'Activer mon compte' }).click();
  const answer = await verified;
  expect(answer.status()).toBe(200);
  createdUsers.push(((await answer.json()) as { user: { id: string } }).user.id);

  // Back at the summary with every choice, now as a patient.
  await expect(tab.getByRole('heading', { level: 1, name: 'Récapitulatif' })).toBeVisible();
  await expect(tab.getByText('Bonapriso, Douala — Rue Njo-Njo, portail vert')).toBeVisible();
  await expect(tab.getByLabel('Motif de la consultation (facultatif)')).toHaveValue(reason);
  const created = tab.waitForResponse(
    (response) => response.url().endsWith('/api/bookings') && response.request().method() === 'POST',
  );
  await tab.getByRole('button', { name: 'Confirmer · 20 000 FCFA' }).click();
  // The carer reads it on the visit card.
  expect(((await (await created).json()) as { booking: { reason: string | null } }).booking.reason).toBe(reason);
  await expect(tab).toHaveURL(/\/patient\/payment\?booking=/);
  await tab.getByRole('button', { name: 'Approuver' }).click();
  await expect(tab.getByRole('heading', { level: 1, name: 'Réservation confirmée' })).toBeVisible();
  expect(await tab.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
