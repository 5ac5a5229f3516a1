import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { DEMO, DEMO_PASSWORD } from '../helpers/accounts';
import { signInThroughApi, submitSignIn } from '../helpers/auth';

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };
const DOCTOR_EMAIL = 'medecin@demo.cm';

async function doctorSignsIn(page: Page): Promise<void> {
  await page.goto(DEMO.medecin.signInPath);
  await submitSignIn(page, DOCTOR_EMAIL, DEMO_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${DEMO.medecin.home}$`));
}

test('staff publish a procedure, the doctor on a phone reads it « lu et compris », staff see he has read it', async ({
  browser,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  const title = `Chaîne du froid à domicile ${Date.now()}`;
  const staffContext = await browser.newContext({ viewport: DESKTOP });
  const staff = await staffContext.newPage();
  await signInThroughApi(staff, origin, { email: DEMO.admin.email }, DEMO_PASSWORD, 'personnel');
  const created = await staff.request.post('/api/admin/procedures', {
    headers: { origin },
    data: {
      condition: title,
      population: 'Infirmiers de la plateforme',
      sourceCitation: 'OMS. Gestion des vaccins et de la chaîne du froid, 2015.',
      sourceDate: '2026-12-01',
      reviewer: 'Infirmière cheffe',
      nextReviewDate: '2027-12-01',
      steps: ['Vérifier la température de la glacière au départ.', 'Noter la température à l’arrivée.'],
      referralCriteria: [],
      redFlags: ['Température hors de 2–8 °C : ne pas administrer.'],
      validation: 'pending',
    },
  });
  expect(created.status()).toBe(201);
  const { version } = (await created.json()) as { version: { id: string } };
  const published = await staff.request.post(`/api/admin/procedures/versions/${version.id}/publish`, {
    headers: { origin },
  });
  expect(published.status()).toBe(200);

  const doctorContext = await browser.newContext({ viewport: PHONE });
  const doctor = await doctorContext.newPage();
  await doctorSignsIn(doctor);
  await doctor.goto('/dashboard-medecin/manuel-procedures');
  await expect(doctor.getByRole('heading', { level: 1, name: 'Manuel des procédures' })).toBeVisible();
  await expect(doctor.getByText(/procédures? à lire/)).toBeVisible();
  await doctor.screenshot({ path: '/tmp/shots-clinic/procedures-360-light.png', fullPage: true });
  await doctor.getByRole('link', { name: new RegExp(title) }).click();
  await expect(doctor.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(doctor.getByText('Infirmière cheffe')).toBeVisible();
  await doctor.getByRole('button', { name: 'J’ai lu et compris' }).click();
  await expect(doctor.getByText(/Lu et compris le/)).toBeVisible();
  await doctor.emulateMedia({ colorScheme: 'dark' });
  await doctor.screenshot({ path: '/tmp/shots-clinic/procedure-read-360-dark.png', fullPage: true });
  const scrollWidth = await doctor.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, 'no horizontal scroll at 360 px').toBeLessThanOrEqual(PHONE.width);

  await doctor.goto('/dashboard-medecin/parametres#versement');
  await doctor.getByLabel('Numéro Mobile Money').fill('666 12 34 56');
  await doctor.getByRole('button', { name: 'Enregistrer le numéro' }).click();
  await expect(doctor.getByText(/Numéro MTN Mobile Money ou Orange Money attendu/)).toBeVisible();
  await doctor.getByLabel('Numéro Mobile Money').fill('6 77 12 34 56');
  await doctor.getByRole('button', { name: 'Enregistrer le numéro' }).click();
  await expect(doctor.getByText('Versement sur le +237 677 123 456 (MTN Mobile Money).')).toBeVisible();
  await doctor.getByRole('region', { name: 'Versement de votre part' }).screenshot({
    path: '/tmp/shots-clinic/payout-360-dark.png',
  });
  await doctorContext.close();

  await staff.goto('/admin/protocoles-medicaux?type=procedures');
  const item = staff.getByRole('listitem').filter({ hasText: title });
  await item.getByRole('button', { name: 'Qui l’a lue' }).click();
  await expect(item.getByText('1 soignant l’a lue')).toBeVisible();
  await expect(item.getByText(/Nkoulou, le/)).toBeVisible();
  await staff.screenshot({ path: '/tmp/shots-clinic/admin-procedures-1280-light.png', fullPage: true });
  await staff.emulateMedia({ colorScheme: 'dark' });
  await staff.screenshot({ path: '/tmp/shots-clinic/admin-procedures-1280-dark.png' });
  await staffContext.close();
});
