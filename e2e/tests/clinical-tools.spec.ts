import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { DEMO, DEMO_PASSWORD } from '../helpers/accounts';
import { signInThroughApi, submitSignIn } from '../helpers/auth';

const PHONE = { width: 360, height: 740 };
/** A demo carer no other journey uses for these screens. */
const DOCTOR_EMAIL = 'medecin@demo.cm';

async function doctorSignsIn(page: Page): Promise<void> {
  await page.goto(DEMO.medecin.signInPath);
  await submitSignIn(page, DOCTOR_EMAIL, DEMO_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${DEMO.medecin.home}$`));
}

test('a doctor on a phone computes a Glasgow and an artemether-lumefantrine dose, then reads the malaria protocol', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await doctorSignsIn(page);

  await page.goto('/dashboard-medecin/calculs-scores');
  await expect(page.getByRole('heading', { level: 1, name: 'Calculs et scores' })).toBeVisible();
  await page.getByRole('link', { name: /Score de Glasgow/ }).click();
  await page.getByLabel('Ouverture des yeux (Y)').selectOption('2');
  await page.getByLabel('Réponse verbale (V)').selectOption('3');
  await page.getByLabel('Réponse motrice (M)').selectOption('4');
  const glasgow = page.getByTestId('glasgow-result');
  await expect(glasgow).toContainText('9');
  await expect(glasgow).toContainText('Atteinte modérée (9–12)');
  await expect(glasgow).toContainText('Y2 V3 M4');
  await expect(page.getByText('Teasdale G, Jennett B.')).toBeVisible();

  await page.getByRole('link', { name: 'Tous les calculateurs' }).click();
  await page.getByRole('link', { name: /Artéméther-luméfantrine/ }).click();
  await page.getByLabel(/Poids/).fill('12');
  const dose = page.getByTestId('artemetherLumefantrine-result');
  await expect(dose).toContainText('1');
  await expect(dose).toContainText('comprimé par prise');
  await expect(dose).toContainText('20 mg d’artéméther et 120 mg de luméfantrine');
  await expect(dose).toContainText('6 comprimés pour le traitement complet');
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, 'no horizontal scroll at 360 px').toBeLessThanOrEqual(PHONE.width);

  await page.goto('/dashboard-medecin/protocoles-medicaux');
  await page.getByLabel('Rechercher').fill('paludisme');
  await page.getByRole('link', { name: /Paludisme simple/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Paludisme simple (non compliqué)' })).toBeVisible();
  await expect(page.getByText('À valider par la direction médicale')).toBeVisible();
  await expect(page.getByText('Artéméther-luméfantrine 20/120 mg')).toBeVisible();
  await expect(page.getByText(/WHO Guidelines for malaria/)).toBeVisible();
});

test('staff publish a new version of a protocol and the doctor reads it', async ({ browser, baseURL }) => {
  const origin = baseURL ?? '';
  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const staff = await staffContext.newPage();
  await signInThroughApi(staff, origin, { email: DEMO.admin.email }, DEMO_PASSWORD, 'personnel');
  await staff.goto('/admin/protocoles-medicaux');
  const item = staff.getByRole('listitem').filter({ hasText: 'Hypertension artérielle de l’adulte (HEARTS)' });
  await item.getByRole('button', { name: 'Nouvelle version' }).click();
  const stamp = `Dr Essomba ${Date.now()}`;
  await staff.getByLabel('Relecteur').fill(stamp);
  await staff.getByLabel('Validation médicale').selectOption('validated');
  await staff.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
  await expect(item.getByText(/Brouillon · version \d+/)).toBeVisible();
  await item.getByRole('button', { name: /Publier la version/ }).click();
  await expect(item.getByText(/Publiée · version \d+/)).toBeVisible();
  await staffContext.close();

  const doctorContext = await browser.newContext({ viewport: PHONE });
  const doctor = await doctorContext.newPage();
  await doctorSignsIn(doctor);
  await doctor.goto('/dashboard-medecin/protocoles-medicaux');
  await doctor.getByRole('link', { name: /Hypertension/ }).click();
  await expect(doctor.getByText(stamp)).toBeVisible();
  await expect(doctor.getByText('Validé par la direction médicale')).toBeVisible();
  await doctorContext.close();
});
