import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { DEMO, DEMO_PASSWORD } from '../helpers/accounts';
import { expectDashboard, signInThroughApi, submitSignIn } from '../helpers/auth';

/** Screenshots of the changed screens (ADR 054) at phone and desktop sizes, light and dark, when asked. */
async function shoot(page: Page, name: string) {
  const folder = process.env.SHOTS_DIR;
  if (!folder) return;
  const size = page.viewportSize();
  for (const [width, height] of [
    [360, 740],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.screenshot({ path: `${folder}/${name}-${width}-${scheme}.png`, fullPage: false });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  if (size) await page.setViewportSize(size);
}

/**
 * Issue #15, section 1 (ADR 054): operations staff suspend a patient's account with a reason; the patient's open
 * session ends on the sign-in page, which says the account is suspended and whom to call (never why); staff lift
 * the suspension and the patient signs in again.
 */
test('le personnel suspend un patient : sa session ouverte arrive sur la connexion avec le message ; rétabli, il se reconnecte', async ({
  page,
  browser,
  baseURL,
  clientIp,
  consoleGuard,
  freshPatient,
}) => {
  if (process.env.SHOTS_DIR) test.setTimeout(240_000);
  const origin = baseURL ?? '';
  const fullName = `${freshPatient.firstName} ${freshPatient.lastName}`;
  const patientContext = await browser.newContext({
    baseURL: origin,
    locale: 'fr-FR',
    timezoneId: 'Africa/Douala',
    viewport: { width: 360, height: 740 },
    extraHTTPHeaders: { 'x-forwarded-for': clientIp },
  });
  consoleGuard.watchContext(patientContext);
  // The suspended session's first request is refused (then it is anonymous).
  consoleGuard.expectResourceError(401, /\/api\/auth\/user$/);
  // The suspension closes the page's live connection from the server: its pending poll is cut.
  consoleGuard.expectResourceError(400, /\/socket\.io\//);
  const patientPage = await patientContext.newPage();
  await signInThroughApi(patientPage, origin, { phone: freshPatient.phone }, freshPatient.password, 'patient');
  await patientPage.goto('/patient/dashboard');
  await patientPage.waitForSelector('html[data-app-ready]');
  await expectDashboard(patientPage, fullName);

  await signInThroughApi(page, origin, { email: DEMO.personnel_operationnel.email }, DEMO_PASSWORD, 'personnel');
  await page.goto(`/admin/utilisateurs?compte=${freshPatient.id}`);
  const detail = page.getByRole('article', { name: fullName });
  await detail.getByRole('button', { name: 'Suspendre le compte' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Suspendre le compte' }).click();
  await expect(dialog.getByLabel('Motif de la suspension')).toHaveAccessibleDescription(
    /Veuillez sélectionner une option/,
  );
  await dialog.getByLabel('Motif de la suspension').selectOption('conduct');
  await dialog.getByLabel('Note interne').fill('Propos injurieux envers l’infirmière au téléphone, le 26');
  await shoot(page, 'account-suspend-dialog');
  await dialog.getByRole('button', { name: 'Suspendre le compte' }).click();
  // The dialog (its list of reasons inside the card) closes once the card has been read again.
  await expect(dialog).toBeHidden();
  await expect(detail.getByText('Manquement aux règles de la plateforme')).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Lever la suspension' })).toBeVisible();
  await shoot(page, 'account-suspended-detail');

  // The patient's open page: at its next request, the sign-in page and the message (never the reason).
  await patientPage.reload();
  await expect(patientPage).toHaveURL(/\/connexion\/patient/);
  const notice = patientPage.getByTestId('account-suspended');
  await expect(notice).toContainText('Votre compte est suspendu');
  await expect(notice).toContainText('appelez le service client');
  await expect(patientPage.getByText('injurieux')).toHaveCount(0);
  await shoot(patientPage, 'account-suspended-sign-in');

  await detail.getByRole('button', { name: 'Lever la suspension' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Lever la suspension' }).click();
  await expect(detail.getByRole('button', { name: 'Suspendre le compte' })).toBeVisible();

  await submitSignIn(patientPage, freshPatient.phone, freshPatient.password);
  await expectDashboard(patientPage, fullName);
  await patientContext.close();
});
