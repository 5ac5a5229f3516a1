import { expect, test } from '../fixtures';
import { DEMO } from '../helpers/accounts';
import { signInThroughApi, submitSignIn } from '../helpers/auth';
import { newVerifiedCarer } from '../helpers/new-carer';

/** Screenshots for the review (never committed). */
const SHOTS = process.env.SHOTS_DIR;

const douala = (instant: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Douala' }).format(instant);

/**
 * ADR 054 and 061: staff suspend a patient who has a visit booked; the visit stays on the doctor's planning, marked
 * « Compte du patient suspendu », with the team's number instead of the patient's contacts. The doctor is the test's
 * own (no demo carer is used).
 */
test('la visite d’un patient suspendu reste au planning du médecin, sans ses coordonnées : il appelle l’équipe', async ({
  page,
  browser,
  baseURL,
  playwright,
  clientIp,
  createdUsers,
  freshPatient,
  staffApi,
  consoleGuard,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  const nextHour = new Date(Math.ceil((Date.now() + 60_000) / 3_600_000) * 3_600_000);
  test.skip(douala(nextHour) !== douala(new Date()), 'no slot left in the Douala day');
  const doctor = await newVerifiedCarer(staffApi, playwright, {
    origin,
    clientIp,
    createdUsers,
    firstName: 'Etienne',
    profession: 'medecin',
    city: 'Douala',
  });

  await signInThroughApi(page, origin, { phone: freshPatient.phone }, freshPatient.password, 'patient');
  const services = (await (await page.request.get('/api/services')).json()) as {
    services: { id: string; code: string }[];
  };
  const created = await page.request.post('/api/bookings', {
    headers: { origin },
    data: {
      serviceId: services.services.find((service) => service.code === 'home_doctor_consultation')?.id,
      kind: 'home_visit',
      doctorId: doctor.id,
      startsAt: nextHour.toISOString(),
      address: { city: 'Douala', neighbourhood: 'Akwa', details: 'Immeuble bleu' },
      paymentChoice: 'cash',
      idempotencyKey: `e2e-suspended-${Date.now()}`,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { booking: visit } = (await created.json()) as { booking: { id: string; reference: string; status: string } };
  if (visit.status === 'pending') expect((await staffApi.post(`/api/bookings/${visit.id}/confirm`)).status()).toBe(200);
  const suspended = await staffApi.post(`/api/auth/admin/users/${freshPatient.id}/status`, {
    data: { status: 'suspended', suspension: { reason: 'conduct', note: '' } },
  });
  expect(suspended.status(), await suspended.text()).toBe(200);

  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  consoleGuard.watchContext(context);
  const carer = await context.newPage();
  try {
    await carer.goto(DEMO.medecin.signInPath);
    await submitSignIn(carer, doctor.email, doctor.password);
    await expect(carer).toHaveURL(new RegExp(`${DEMO.medecin.home}$`));
    await carer.goto(`/dashboard-medecin/planning?vue=jour&date=${douala(nextHour)}`);
    const card = carer.getByRole('article').filter({ hasText: visit.reference });
    await expect(card.getByText('Compte du patient suspendu : contactez l’équipe avant la visite.')).toBeVisible();
    await expect(card.getByRole('link', { name: /^(Appeler|Écrire à|Ouvrir le dossier de) / })).toHaveCount(0);
    // The visit itself is still there: where, and its steps.
    await expect(card.getByText('Akwa', { exact: false })).toBeVisible();
    if (SHOTS) {
      for (const [width, height] of [
        [360, 740],
        [1280, 800],
      ] as const) {
        await carer.setViewportSize({ width, height });
        for (const scheme of ['light', 'dark'] as const) {
          await carer.emulateMedia({ colorScheme: scheme });
          await card.scrollIntoViewIfNeeded();
          await carer.screenshot({ path: `${SHOTS}/suspended-visit-${width}-${scheme}.png` });
        }
      }
    }
  } finally {
    await staffApi.post(`/api/bookings/${visit.id}/cancel`, { data: { reason: 'Fin du test' } });
    await doctor.api.dispose();
    await context.close();
  }
});
