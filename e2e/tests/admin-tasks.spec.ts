import { expect, test } from '../fixtures';
import { DEMO, DEMO_PASSWORD } from '../helpers/accounts';
import { signInThroughApi, submitSignIn } from '../helpers/auth';

/**
 * Issue #13 §3: staff write a task for a doctor and follow it; the doctor finds it in « Mes tâches » and marks it
 * done; staff see it among the finished ones.
 */
test('le personnel crée une tâche pour le médecin, qui la termine ; le personnel la voit terminée', async ({
  page,
  browser,
  baseURL,
  consoleGuard,
}) => {
  const origin = baseURL ?? '';
  const title = `Rappeler le laboratoire ${Date.now()}`;
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInThroughApi(page, origin, { email: DEMO.admin.email }, DEMO_PASSWORD, 'personnel');
  await page.goto('/admin/taches');
  await expect(page.getByRole('heading', { level: 1, name: "Tâches de l'équipe" })).toBeVisible();

  // The form says what is missing, then creates the task for the demo doctor.
  await page.getByText('Nouvelle tâche').click();
  await page.getByRole('button', { name: 'Créer la tâche' }).click();
  await expect(page.getByLabel('Intitulé')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Intitulé').fill(title);
  await page.locator('#task-owner').selectOption({ label: `Dr ${DEMO.medecin.fullName}` });
  await page.getByRole('button', { name: 'Créer la tâche' }).click();
  await expect(page.getByText('Tâche créée.')).toBeVisible();
  const staffItem = page.getByRole('listitem').filter({ hasText: title });
  await expect(staffItem).toBeVisible();

  // The doctor, on a phone, finds it among his tasks and marks it done.
  const doctorContext = await browser.newContext({ viewport: { width: 360, height: 740 } });
  consoleGuard.watchContext(doctorContext);
  const doctor = await doctorContext.newPage();
  await doctor.goto(DEMO.medecin.signInPath);
  await submitSignIn(doctor, DEMO.medecin.email, DEMO_PASSWORD);
  await expect(doctor).toHaveURL(new RegExp(`${DEMO.medecin.home}$`));
  await doctor.goto('/dashboard-medecin/taches');
  const mine = doctor.getByRole('listitem').filter({ hasText: title });
  await expect(mine).toBeVisible();
  await mine.getByRole('button', { name: 'Terminer' }).click();
  await expect(doctor.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
  await doctorContext.close();

  // Staff: gone from the open tasks, listed among the finished ones as « Terminée ».
  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
  await page.getByRole('button', { name: 'Terminées' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: title })).toBeVisible();
});
