import { expect, test } from '../fixtures';
import { DEMO, DEMO_PASSWORD } from '../helpers/accounts';
import { signInThroughApi, submitSignIn } from '../helpers/auth';
import { doualaDayFromToday } from '../helpers/douala-day';
import { takeVisitStep } from '../helpers/visit-now';

const CARDIOLOGUE = { email: 'cardiologue.douala@demo.cm', name: 'Paul Tchoumi' };

type Slot = { startsAt: string; label: string };

/**
 * Issue #4, section 2, cabinet appointments: a patient books the cardiologist's cabinet; staff find it in
 * /admin/suivi-rdv-cabinet and in the doctor's column of /admin/planning-general; the doctor finds it in
 * /dashboard-medecin/rdv-cabinet and starts the consultation directly (nobody is "en route" to a cabinet),
 * and the patient's card follows.
 */
test('rendez-vous au cabinet : suivi du personnel, planning général, et le médecin commence la consultation', async ({
  page,
  browser,
  baseURL,
  freshPatient,
  consoleGuard,
}) => {
  test.setTimeout(90_000);
  const origin = baseURL ?? '';
  const day = doualaDayFromToday(5);

  // The patient books the evening's last free cabinet slot (other tests take mornings and afternoons).
  const patientContext = await browser.newContext({ viewport: { width: 360, height: 740 } });
  consoleGuard.watchContext(patientContext);
  const patientPage = await patientContext.newPage();
  await signInThroughApi(patientPage, origin, { phone: freshPatient.phone }, freshPatient.password, 'patient');
  const search = await patientPage.request.get('/api/doctors/search?city=Douala&specialty=cardiologie');
  const doctorId = ((await search.json()) as { doctors: { id: string }[] }).doctors[0]?.id ?? '';
  const slots = await patientPage.request.get(`/api/doctors/${doctorId}/slots?from=${day}&days=1&kind=cabinet`);
  const slot = ((await slots.json()) as { days: { evening: Slot[] }[] }).days[0]?.evening.at(-1);
  expect(slot, 'a free evening slot at the cardiologist’s cabinet').toBeDefined();
  const services = (await (await patientPage.request.get('/api/services')).json()) as {
    services: { id: string; kind: string }[];
  };
  const created = await patientPage.request.post('/api/bookings', {
    headers: { origin },
    data: {
      serviceId: services.services.find((service) => service.kind === 'cabinet')?.id,
      kind: 'cabinet',
      doctorId,
      startsAt: slot?.startsAt,
      paymentChoice: 'cash',
      idempotencyKey: `e2e-cabinet-${Date.now()}`,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { reference } = ((await created.json()) as { booking: { reference: string } }).booking;
  const patientName = `${freshPatient.firstName} ${freshPatient.lastName}`;

  // Staff, on a laptop: the cabinet follow-up, then the general planning of that day.
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInThroughApi(page, origin, { email: DEMO.admin.email }, DEMO_PASSWORD, 'personnel');
  await page.goto(`/admin/suivi-rdv-cabinet?from=${day}&to=${day}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Suivi des rendez-vous au cabinet' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText(patientName);
  await expect(row).toContainText(CARDIOLOGUE.name);
  await expect(row).toContainText('Confirmé');

  await page.goto(`/admin/planning-general?date=${day}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Planning général' })).toBeVisible();
  const column = page.getByRole('region', { name: new RegExp(CARDIOLOGUE.name) });
  await expect(column).toContainText(patientName);
  await expect(column).toContainText(slot?.label ?? '');

  // The cardiologist, on a phone: their cabinet appointments of that day.
  const doctorContext = await browser.newContext({ viewport: { width: 360, height: 740 } });
  consoleGuard.watchContext(doctorContext);
  const doctorPage = await doctorContext.newPage();
  await doctorPage.goto(DEMO.medecin.signInPath);
  await submitSignIn(doctorPage, CARDIOLOGUE.email, DEMO_PASSWORD);
  await expect(doctorPage).toHaveURL(`${origin}${DEMO.medecin.home}`);
  await doctorPage.goto(`/dashboard-medecin/rdv-cabinet?vue=jour&date=${day}`);
  await expect(doctorPage.getByRole('heading', { level: 1, name: 'Rendez-vous au cabinet' })).toBeVisible();
  const visit = doctorPage.getByRole('article', { name: patientName });
  await expect(visit).toContainText(reference);
  await expect(visit.getByRole('button', { name: 'Je suis en route' })).toHaveCount(0);
  await takeVisitStep(doctorPage, visit, 'Consultation commencée');
  await expect(visit.getByRole('button', { name: 'Ordonnance prête' })).toBeVisible();

  // The patient's card shows the steps of a cabinet consultation, the first one reached.
  await patientPage.goto('/patient/consultations');
  const card = patientPage.getByRole('article').filter({ hasText: reference });
  const steps = card.getByRole('list', { name: 'Suivi de la visite' });
  await expect(steps.getByRole('listitem')).toHaveText(['● Consultation commencée', '○ Ordonnance prête']);
  await doctorContext.close();
  await patientContext.close();
});

/** Issue #4, section 5: the invoices of a closed year are listed read-only with their patient, and download. */
test('anciennes factures : l’année close, ses factures au nom du patient, et leur PDF', async ({ page, baseURL }) => {
  const lastYear = Number(doualaDayFromToday(0).slice(0, 4)) - 1;
  await signInThroughApi(page, baseURL ?? '', { email: DEMO.admin.email }, DEMO_PASSWORD, 'personnel');
  await page.goto('/admin/factures');
  await page.getByRole('link', { name: 'Voir les années précédentes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Anciennes factures' })).toBeVisible();
  await expect(page.getByLabel('Année')).toHaveValue(String(lastYear));
  const first = page.getByRole('listitem').filter({ hasText: `FAC-${lastYear}-000001` });
  await expect(first).toContainText(DEMO.patient.fullName);
  await expect(first).toContainText('Payée');
  await expect(first.getByRole('button')).toHaveCount(0);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    first.getByRole('link', { name: 'PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`facture-FAC-${lastYear}-000001.pdf`);
});
