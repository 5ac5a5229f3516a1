import { expect, test } from '../fixtures';
import { DEMO, DEMO_PASSWORD } from '../helpers/accounts';
import { signInThroughApi } from '../helpers/auth';
import { stubMapTiles } from '../helpers/map-tiles';
import { clockInAt, newVerifiedCarer } from '../helpers/new-carer';

/** The patient's pinned door in Douala, 3.6 km east of the office (where carers without a position are placed). */
const DOOR = { latitude: 4.0511, longitude: 9.7679 + 3.6 / 111 };
/** 300 m from the door. */
const NEAR_DOOR = { latitude: DOOR.latitude, longitude: DOOR.longitude - 0.3 / 111 };
/** Screenshots for the review (never committed). */
const SHOTS = process.env.SHOTS_DIR;

const douala = (instant: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Douala' }).format(instant);

/**
 * Issue #15 §2 (ADR 040, 061): staff hand a visit of Douala to the nearest free carer of Douala who can deliver its
 * care, from « Réassigner » on /admin/geolocalisation: never a Yaoundé doctor nor a nurse, even standing at the door.
 * The patient and both doctors see the change. The test's five carers are its own (no demo carer is used).
 */
test('« Réassigner » confie la visite au médecin libre le plus proche de la même ville ; le patient et les médecins le voient', async ({
  browser,
  baseURL,
  playwright,
  clientIp,
  createdUsers,
  freshPatient,
  staffApi,
  consoleGuard,
}) => {
  test.setTimeout(180_000);
  const origin = baseURL ?? '';
  // The visit is the next whole hour of the Douala day (the map shows the day's visits).
  const nextHour = new Date(Math.ceil((Date.now() + 60_000) / 3_600_000) * 3_600_000);
  test.skip(douala(nextHour) !== douala(new Date()), 'no slot left in the Douala day');

  const carer = (firstName: string, profession: 'medecin' | 'infirmier', city: 'Douala' | 'Yaoundé') =>
    newVerifiedCarer(staffApi, playwright, { origin, clientIp, createdUsers, firstName, profession, city });
  const booked = await carer('Armand', 'medecin', 'Douala');
  const nearest = await carer('Blaise', 'medecin', 'Douala');
  const yaounde = await carer('Cyrille', 'medecin', 'Yaoundé');
  const nurse = await carer('Didier', 'infirmier', 'Douala');
  // Nearer than anyone but not of the city, or not of the profession: never offered.
  await clockInAt(yaounde, DOOR);
  await clockInAt(nurse, DOOR);
  await clockInAt(nearest, NEAR_DOOR);

  const patientContext = await browser.newContext({ viewport: { width: 360, height: 740 } });
  consoleGuard.watchContext(patientContext);
  const patient = await patientContext.newPage();
  await signInThroughApi(patient, origin, { phone: freshPatient.phone }, freshPatient.password, 'patient');
  const services = (await (await patient.request.get('/api/services')).json()) as {
    services: { id: string; code: string }[];
  };
  const created = await patient.request.post('/api/bookings', {
    headers: { origin },
    data: {
      serviceId: services.services.find((service) => service.code === 'home_doctor_consultation')?.id,
      kind: 'home_visit',
      doctorId: booked.id,
      startsAt: nextHour.toISOString(),
      address: { city: 'Douala', neighbourhood: 'Bonapriso', details: 'Portail vert', ...DOOR },
      paymentChoice: 'cash',
      idempotencyKey: `e2e-reassign-${Date.now()}`,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { booking: visit } = (await created.json()) as { booking: { id: string; reference: string; status: string } };
  if (visit.status === 'pending') expect((await staffApi.post(`/api/bookings/${visit.id}/confirm`)).status()).toBe(200);

  try {
    const staffContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    consoleGuard.watchContext(staffContext);
    const staff = await staffContext.newPage();
    await stubMapTiles(staff);
    await signInThroughApi(staff, origin, { email: DEMO.admin.email }, DEMO_PASSWORD, 'personnel');
    await staff.goto('/admin/geolocalisation');
    const item = staff.getByRole('listitem', { name: visit.reference });
    await expect(item.getByText(`Dr Armand ${booked.lastName}`)).toBeVisible();
    await item.getByRole('button', { name: 'Réassigner' }).click();
    const offered = item.getByRole('list', { name: 'Soignants libres de la même ville, du plus proche au plus loin' });
    await expect(offered.getByRole('listitem').first()).toContainText(`Dr Blaise ${nearest.lastName} · à 0,3 km`);
    await expect(offered).not.toContainText(yaounde.lastName);
    await expect(offered).not.toContainText(nurse.lastName);
    await expect(offered).not.toContainText(booked.lastName);
    if (SHOTS) {
      for (const scheme of ['light', 'dark'] as const) {
        await staff.emulateMedia({ colorScheme: scheme });
        await staff.setViewportSize({ width: 1280, height: 800 });
        await item.scrollIntoViewIfNeeded();
        await staff.screenshot({ path: `${SHOTS}/reassign-1280-${scheme}.png` });
        await staff.setViewportSize({ width: 360, height: 740 });
        await item.scrollIntoViewIfNeeded();
        await staff.screenshot({ path: `${SHOTS}/reassign-360-${scheme}.png` });
      }
      await staff.emulateMedia({ colorScheme: 'light' });
    }
    await offered
      .getByRole('listitem')
      .filter({ hasText: nearest.lastName })
      .getByRole('button', { name: 'Confier la visite' })
      .click();
    await expect(
      staff.getByText(`Visite confiée à Dr Blaise ${nearest.lastName} : le patient est prévenu`),
    ).toBeVisible();
    await expect(item.getByText(`Dr Blaise ${nearest.lastName}`)).toBeVisible();
    await staffContext.close();

    // The patient sees the new doctor on the visit.
    await patient.goto('/patient/consultations');
    const card = patient.getByRole('article').filter({ hasText: visit.reference });
    await expect(card.getByText(new RegExp(`Blaise ${nearest.lastName}`)).first()).toBeVisible();
    // The new doctor has it in his planning; the first one no longer.
    const listed = async (who: typeof booked) =>
      ((await (await who.api.get('/api/bookings')).json()) as { bookings: { id: string }[] }).bookings.some(
        (row) => row.id === visit.id,
      );
    expect(await listed(nearest)).toBe(true);
    expect(await listed(booked)).toBe(false);
  } finally {
    await staffApi.post(`/api/bookings/${visit.id}/cancel`, { data: { reason: 'Fin du test de réassignation' } });
    for (const who of [booked, nearest, yaounde, nurse]) await who.api.dispose();
    await patientContext.close();
  }
});
