import { expect, test } from '../fixtures';
import { DEMO, DEMO_PASSWORD } from '../helpers/accounts';
import { expectDashboard, submitSignIn } from '../helpers/auth';
import type { Page } from '@playwright/test';

/**
 * Issue #2, sections 3 and 6: the doctor session (`medecin_session` in localStorage, 24 h after `loginTime`).
 * Moving `loginTime` 25 h back ends it: on reload, and at once in another open tab (storage event).
 */
const KEY = 'medecin_session';
const HOUR = 60 * 60 * 1000;

type DoctorSession = { loginTime: string; userId: string };

async function readDoctorSession(page: Page): Promise<DoctorSession | null> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), KEY);
  return raw === null ? null : (JSON.parse(raw) as DoctorSession);
}

async function signInAsDoctor(page: Page): Promise<DoctorSession> {
  await page.goto('/connexion/medecin');
  await submitSignIn(page, DEMO.medecin.phone, DEMO_PASSWORD);
  await expect(page).toHaveURL('/dashboard-medecin');
  await expectDashboard(page, DEMO.medecin.fullName);
  const session = await readDoctorSession(page);
  expect(session, 'medecin_session written at sign-in').not.toBeNull();
  expect(Math.abs(Date.now() - Date.parse(session?.loginTime ?? ''))).toBeLessThan(5 * 60 * 1000);
  return session as DoctorSession;
}

/** Moves `loginTime` 25 h back (only this tab writes; other tabs get a `storage` event). */
async function ageDoctorSession(page: Page, session: DoctorSession): Promise<void> {
  const aged = { ...session, loginTime: new Date(Date.now() - 25 * HOUR).toISOString() };
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [KEY, JSON.stringify(aged)] as const);
}

function isDoctorSignIn(url: URL): boolean {
  return url.pathname === '/connexion/medecin' && url.searchParams.get('redirect') === '/dashboard-medecin';
}

test('loginTime reculé de 25 h : au rechargement, le médecin est renvoyé vers /connexion/medecin', async ({ page }) => {
  const session = await signInAsDoctor(page);
  await ageDoctorSession(page, session);

  await page.reload();
  await expect(page).toHaveURL(isDoctorSignIn);
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion médecin' })).toBeVisible();
  expect(await readDoctorSession(page), 'the expired doctor session is removed').toBeNull();

  // The doctor space stays closed.
  await page.goto('/dashboard-medecin/patients');
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/connexion/medecin' && url.searchParams.get('redirect') === '/dashboard-medecin/patients',
  );
});

test('loginTime reculé de 25 h dans un onglet : l’autre onglet ouvert quitte l’espace médecin sans recharger', async ({
  page,
  context,
}) => {
  const session = await signInAsDoctor(page);
  const other = await context.newPage();
  await other.goto('/dashboard-medecin');
  await expectDashboard(other, DEMO.medecin.fullName);
  // Marks the document: if it survives, the second tab was not reloaded.
  await other.evaluate(() => {
    (window as unknown as { e2eMarker: string }).e2eMarker = 'same-document';
  });

  await ageDoctorSession(page, session);

  await expect(other).toHaveURL(isDoctorSignIn);
  await expect(other.getByRole('heading', { level: 1, name: 'Connexion médecin' })).toBeVisible();
  expect(await other.evaluate(() => (window as unknown as { e2eMarker?: string }).e2eMarker)).toBe('same-document');

  await page.reload();
  await expect(page).toHaveURL(isDoctorSignIn);
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion médecin' })).toBeVisible();
  expect(await readDoctorSession(page)).toBeNull();
});

test('la session médecin est revérifiée toutes les 5 minutes, même sans rechargement ni autre onglet', async ({
  page,
}) => {
  // A controllable clock in the page (time flows normally until the test moves it).
  await page.clock.install();
  const session = await signInAsDoctor(page);
  // Written by this tab: no storage event here, only the periodic check can notice.
  await ageDoctorSession(page, session);
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: `Bonjour ${DEMO.medecin.fullName}` }),
  ).toBeVisible();

  await page.clock.runFor(5 * 60 * 1000);
  await expect(page).toHaveURL(isDoctorSignIn);
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion médecin' })).toBeVisible();
  expect(await readDoctorSession(page)).toBeNull();
});
