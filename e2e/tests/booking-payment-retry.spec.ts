import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { signInThroughApi } from '../helpers/auth';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

/** Tomorrow's first free morning slot of the slot step. */
async function chooseTomorrowMorning(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Choisissez la date et l’heure' })).toBeVisible();
  await page.getByRole('group', { name: 'Jours' }).getByRole('button').nth(1).click();
  await page.getByRole('region', { name: 'Matin' }).getByRole('button').first().click();
}

/**
 * Issue #10, section 2: mobile money as it really goes. A payment refused on the phone is retried with the other
 * operator (inferred from the number typed, still changeable), the screen says to which number the request went;
 * a booking left unpaid is paid later from « Payer maintenant » on its card, or paid on site instead.
 */
test('paiement refusé puis réessayé avec l’autre opérateur ; réservation payée plus tard depuis sa carte', async ({
  page,
  baseURL,
  freshPatient,
}) => {
  await signInThroughApi(page, baseURL ?? '', { phone: freshPatient.phone }, freshPatient.password, 'patient');
  await page.goto('/patient/booking?kind=cabinet');
  await page.getByRole('button', { name: /Consultation au cabinet/ }).click();
  await page.getByRole('button', { name: /Premier disponible/ }).click();
  await chooseTomorrowMorning(page);
  await page.getByLabel('Numéro de téléphone Mobile Money').fill('674 48 17 21');
  await page.getByRole('button', { name: /^Confirmer · / }).click();

  await expect(page).toHaveURL(/\/patient\/cabinet-payment\?booking=/);
  await expect(
    page.getByText(/^Réglez avant le .*: sans paiement à cette heure-là, le créneau est libéré/),
  ).toBeVisible();
  await expect(page.getByText('Demande envoyée au 6 74 48 17 21 (MTN Mobile Money)')).toBeVisible();
  await page.getByRole('button', { name: 'Refuser' }).click();

  await expect(
    page.getByText('Vous pouvez réessayer avec un autre numéro ou l’autre opérateur, ou payer sur place'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Réessayer' }).click();
  // An Orange number: the operator follows the number, and can still be changed by hand.
  await page.getByLabel('Numéro de téléphone Mobile Money').fill('656 01 92 61');
  await expect(page.getByRole('radio', { name: 'Orange Money' })).toBeChecked();
  await page.getByRole('radio', { name: 'MTN Mobile Money' }).check();
  await page.getByRole('radio', { name: 'Orange Money' }).check();
  await page.getByRole('button', { name: 'Payer avec Orange Money' }).click();
  await expect(page.getByText('Demande envoyée au 6 56 01 92 61 (Orange Money)')).toBeVisible();
  await page.getByRole('button', { name: 'Approuver' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Réservation confirmée' })).toBeVisible();

  // A second booking left unpaid: « Payer maintenant » on its card, then paid on site instead.
  await page.goto('/patient/booking?kind=cabinet');
  await page.getByRole('button', { name: /Consultation au cabinet/ }).click();
  await page.getByRole('button', { name: /Premier disponible/ }).click();
  await chooseTomorrowMorning(page);
  await page.getByRole('button', { name: /^Confirmer · / }).click();
  await expect(page.getByRole('button', { name: 'Approuver' })).toBeVisible();
  const reference = (await page.getByText(/· réservation /).textContent())?.split('réservation ')[1]?.trim() ?? '';
  expect(reference).not.toBe('');

  // The dashboard offers it too.
  await page.goto('/patient/dashboard');
  await expect(
    page.getByRole('region', { name: 'Prochains rendez-vous' }).getByRole('link', { name: /^Payer maintenant · / }),
  ).toBeVisible();

  await page.goto('/patient/consultations');
  const card = page.getByRole('article').filter({ hasText: reference });
  await expect(card.getByText(/En attente de paiement : réglez avant le/)).toBeVisible();
  await card.getByRole('link', { name: /Payer maintenant/ }).click();
  await expect(page).toHaveURL(/\/patient\/cabinet-payment\?booking=/);
  await page.getByRole('button', { name: 'Payer plutôt sur place, au soignant' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Réservation confirmée' })).toBeVisible();
  await expect(page.getByText(/À régler sur place/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
