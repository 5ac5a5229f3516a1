import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { DEMO, DEMO_PASSWORD } from '../helpers/accounts';
import { signInThroughApi, submitSignIn } from '../helpers/auth';
import { bookWithin24Hours } from '../helpers/book-within-24-hours';

const SHOTS = '/tmp/shots-clinic';
const CARER = { email: 'dermatologue.yaounde@demo.cm', title: 'Dr Mireille Fouda' };

async function carerSignsIn(page: Page): Promise<string> {
  await page.goto(DEMO.medecin.signInPath);
  await submitSignIn(page, CARER.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${DEMO.medecin.home}$`));
  const me = (await (await page.request.get('/api/auth/user')).json()) as { user: { id: string } };
  return me.user.id;
}

test('depuis le dossier, le médecin calcule un IMC et l’enregistre : le dossier le montre avec l’auteur (ADR 050)', async ({
  page,
  browser,
  baseURL,
  freshPatient,
  consoleGuard,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  const patientName = `${freshPatient.firstName} ${freshPatient.lastName}`;
  await page.setViewportSize({ width: 1280, height: 800 });
  const carerId = await carerSignsIn(page);

  const patientContext = await browser.newContext();
  consoleGuard.watchContext(patientContext);
  const patient = await patientContext.newPage();
  await signInThroughApi(patient, origin, { phone: freshPatient.phone }, freshPatient.password, 'patient');
  await bookWithin24Hours(patient, origin, carerId, {
    address: { city: 'Yaoundé', neighbourhood: 'Bastos', details: 'Portail vert' },
    reason: 'Suivi du poids',
    paymentChoice: 'cash',
  });
  await patientContext.close();

  // The record links to the calculators with the patient open.
  await page.goto('/dashboard-medecin/patients');
  await page
    .getByRole('listitem')
    .filter({ hasText: patientName })
    .getByRole('link', { name: `Ouvrir le dossier de ${patientName}` })
    .click();
  await expect(
    page.getByRole('region', { name: 'Scores enregistrés' }).getByText('Aucun score enregistré.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Calculer un score pour ce patient' }).click();
  await expect(page.getByText(`Patient ouvert : ${patientName}.`)).toBeVisible();
  await page
    .getByRole('link', { name: /Indice de masse corporelle|IMC/ })
    .first()
    .click();

  // CDC worked example: 68 kg, 165 cm → 24,98 kg/m² (shown with one decimal).
  await page.getByLabel(/Poids/).fill('68');
  await page.getByLabel(/Taille/).fill('165');
  await expect(page.getByTestId('bmi-result')).toContainText('25,0');
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const size of [
      { width: 1280, height: 800 },
      { width: 360, height: 740 },
    ]) {
      await page.setViewportSize(size);
      await page.screenshot({ path: `${SHOTS}/score-save-${size.width}-${scheme}.png`, fullPage: true });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.getByRole('button', { name: 'Enregistrer dans le dossier' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Enregistré dans le dossier de ${patientName}.` }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Ouvrir le dossier' }).click();

  const saved = page.getByTestId('saved-scores');
  await expect(saved).toContainText('25,0 kg/m²');
  await expect(saved).toContainText(CARER.title);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const size of [
      { width: 1280, height: 800 },
      { width: 360, height: 740 },
    ]) {
      await page.setViewportSize(size);
      await page.getByRole('region', { name: 'Scores enregistrés' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/record-scores-${size.width}-${scheme}.png` });
    }
  }
});
