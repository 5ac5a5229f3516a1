import type { Page, Route } from '@playwright/test';
import { expect, test } from '../fixtures';
import { signInThroughApi } from '../helpers/auth';

/**
 * ADR 019: when its database queue is full the server answers 503 `service_unavailable` with `Retry-After: 1`.
 * A read is tried again after that delay (3 times at most) and the page loads once the server recovers; a read
 * that keeps failing ends in the French error with « Réessayer », never in « Chargement… » for ever; a write is
 * sent once, and the form keeps what the person typed.
 */
const PROFILE = /\/api\/patients\/me\/profile$/;

function answerBusy(route: Route): Promise<void> {
  return route.fulfill({
    status: 503,
    headers: { 'retry-after': '1' },
    contentType: 'application/json',
    body: JSON.stringify({ code: 'service_unavailable', message: 'Service unavailable', retryAfter: 1 }),
  });
}

/** Answers the profile's GET with 503 `busyAnswers` times, then lets it through; counts the GETs. */
async function busyProfile(page: Page, busyAnswers: number): Promise<{ gets: () => number }> {
  let gets = 0;
  await page.route(PROFILE, async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    gets += 1;
    return gets <= busyAnswers ? answerBusy(route) : route.fallback();
  });
  return { gets: () => gets };
}

test.beforeEach(async ({ page, baseURL, freshPatient, consoleGuard }) => {
  consoleGuard.expectResourceError(503, PROFILE);
  await signInThroughApi(page, baseURL ?? '', { phone: freshPatient.phone }, freshPatient.password, 'patient');
});

test('serveur saturé : le profil est relu après le Retry-After et s’affiche quand le serveur répond', async ({
  page,
  freshPatient,
}) => {
  const profile = await busyProfile(page, 2);
  await page.goto('/patient/profil');
  await expect(page.getByLabel('Prénom', { exact: true })).toHaveValue(freshPatient.firstName, { timeout: 15_000 });
  expect(profile.gets()).toBe(3);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('serveur saturé trop longtemps : message en français et « Réessayer », qui recharge le profil', async ({
  page,
  freshPatient,
}) => {
  const profile = await busyProfile(page, 4);
  await page.goto('/patient/profil');
  // The first try and 3 retries, 1 + 2 + 4 s apart.
  const failure = page.getByRole('alert').filter({ hasText: 'Impossible de charger votre profil.' });
  await expect(failure).toContainText('Le service est momentanément indisponible.', { timeout: 15_000 });
  expect(profile.gets()).toBe(4);
  await expect(page.getByText('Chargement...')).toHaveCount(0);

  await failure.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.getByLabel('Prénom', { exact: true })).toHaveValue(freshPatient.firstName);
  expect(profile.gets()).toBe(5);
});

test('serveur saturé à l’enregistrement : envoyé une fois, message en français, saisie gardée', async ({
  page,
  freshPatient,
}) => {
  await page.goto('/patient/profil');
  const neighbourhood = page.getByLabel('Quartier');
  await expect(page.getByLabel('Prénom', { exact: true })).toHaveValue(freshPatient.firstName);

  let puts = 0;
  await page.route(PROFILE, (route) => {
    if (route.request().method() !== 'PUT') return route.fallback();
    puts += 1;
    return answerBusy(route);
  });
  await neighbourhood.fill('Bonapriso');
  await page.getByRole('button', { name: 'Enregistrer mon profil' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Le service est momentanément indisponible.' })).toBeVisible();
  // A retry by the client would come within 1 to 2 s.
  await page.waitForTimeout(3_000);
  expect(puts).toBe(1);
  await expect(neighbourhood).toHaveValue('Bonapriso');
});
