import { mkdir } from 'node:fs/promises';
import { expect, test } from '../fixtures';
import { DEMO, DEMO_PASSWORD } from '../helpers/accounts';
import { signInThroughApi } from '../helpers/auth';
import { carerOnPhone } from '../helpers/carer-on-phone';
import { tooCloseToMidnight } from '../helpers/extra-hours';
import { stubMapTiles } from '../helpers/map-tiles';
import { bookHomeVisitNow, takeVisitStep } from '../helpers/visit-now';

const PHONE = { width: 360, height: 740 };
/** The demo nurse of Yaoundé: no other journey signs him in (db/demo-doctors.ts). */
const NURSE = { email: 'infirmier.yaounde@demo.cm', title: 'Infirmier Serge Atangana' };
/** Near the Yaoundé office (CLOCK_OFFICES, ADR 036). */
const NEAR_OFFICE = { latitude: 3.8482, longitude: 11.5021, accuracy: 20 };
/** The patient's pinned door, 3 km east of a point on the road (9 min at 20 km/h in Yaoundé). */
const DOOR = { latitude: 3.86, longitude: 11.52 };
const ON_THE_ROAD = { latitude: 3.86, longitude: 11.52 - 3 / 111, accuracy: 15 };
/** Screenshots for the review (never committed). */
const SHOTS = process.env.SHOTS_DIR;

test('un infirmier pointe sur son téléphone, part en route : le patient voit l’heure d’arrivée, l’équipe le voit sur la carte', async ({
  browser,
  baseURL,
  freshPatient,
  staffApi,
  consoleGuard,
}) => {
  test.setTimeout(120_000);
  // Too close to midnight in Douala: the nurse's extra hours for the visit would run into the next day.
  test.skip(tooCloseToMidnight('home_visit'), 'too close to midnight');
  const origin = baseURL ?? '';
  if (SHOTS) await mkdir(SHOTS, { recursive: true });

  // The nurse on his phone, sharing the browser's position.
  const { context: nurseContext, page: nurse } = await carerOnPhone(browser, consoleGuard, NURSE.email, NEAR_OFFICE);
  // Off shift: no banner, and the server refuses a position.
  await expect(nurse.getByText(/^Suivi de position activé/)).toHaveCount(0);
  const refused = await nurse.request.post('/api/tracking/positions', {
    headers: { origin },
    data: { ...NEAR_OFFICE, accuracyM: 20, takenAt: new Date().toISOString() },
  });
  expect(refused.status()).toBe(409);

  const patientContext = await browser.newContext({ viewport: PHONE });
  consoleGuard.watchContext(patientContext);
  const patient = await patientContext.newPage();
  await signInThroughApi(patient, origin, { phone: freshPatient.phone }, freshPatient.password, 'patient');
  // A visit starting in two minutes: « en route » opens two hours before a visit (issue #13).
  const visit = await bookHomeVisitNow(nurse, patient, origin, {
    address: { city: 'Yaoundé', neighbourhood: 'Bastos', details: 'Portail vert', ...DOOR },
  });
  if (visit.status === 'pending') expect((await staffApi.post(`/api/bookings/${visit.id}/confirm`)).status()).toBe(200);

  try {
    // Clock in: the banner says tracking is on, and how to stop it.
    await nurse.goto('/dashboard-medecin/badgeage');
    await nurse.getByRole('button', { name: 'Pointer mon arrivée' }).click();
    await expect(nurse.getByText('Suivi de position activé : vous êtes en service')).toBeVisible();
    await expect(nurse.getByText(/Pour l’arrêter : commencez la visite ou pointez la fin de service/)).toBeVisible();
    if (SHOTS) await nurse.screenshot({ path: `${SHOTS}/carer-banner-360.png` });

    // On the way to the visit, from the planning of its day.
    await nurse.goto(`/dashboard-medecin/planning?vue=jour&date=${visit.day}`);
    const card = nurse.getByRole('article').filter({ hasText: visit.reference });
    await takeVisitStep(nurse, card, 'Je suis en route');
    await expect(nurse.getByText('Suivi de position activé : vous êtes en route vers une visite')).toBeVisible();
    await nurseContext.setGeolocation(ON_THE_ROAD);

    // The patient sees who is coming and when, live.
    await patient.goto('/patient/consultations');
    const booking = patient.getByRole('article').filter({ hasText: visit.reference });
    await expect(booking.getByText('Infirmier en route, arrivée dans environ 9 min')).toBeVisible({ timeout: 20_000 });
    if (SHOTS) await patient.screenshot({ path: `${SHOTS}/patient-eta-360.png`, fullPage: true });

    // Staff see him on the map and the visit's ETA in the list beside it.
    const staffContext = await browser.newContext({ viewport: PHONE });
    consoleGuard.watchContext(staffContext);
    const staff = await staffContext.newPage();
    await stubMapTiles(staff);
    await signInThroughApi(staff, origin, { email: DEMO.admin.email }, DEMO_PASSWORD, 'personnel');
    await staff.goto('/admin/geolocalisation');
    await expect(staff.getByRole('heading', { level: 1, name: 'Géolocalisation' })).toBeVisible();
    const carers = staff.getByRole('region', { name: 'Carte des soignants et des visites du jour' });
    await expect(carers).toBeVisible();
    await expect(staff.getByText(NURSE.title).first()).toBeVisible();
    const visitItem = staff.getByRole('listitem', { name: visit.reference });
    await expect(visitItem.getByText('En route')).toBeVisible();
    await expect(visitItem.getByText('Arrivée dans environ 9 min')).toBeVisible();
    await expect(staff.locator('.leaflet-interactive').first()).toBeVisible();
    if (SHOTS) {
      await staff.screenshot({ path: `${SHOTS}/admin-map-360.png`, fullPage: true });
      await staff.emulateMedia({ colorScheme: 'dark' });
      await staff.screenshot({ path: `${SHOTS}/admin-map-360-dark.png`, fullPage: true });
      await staff.setViewportSize({ width: 1280, height: 800 });
      await staff.screenshot({ path: `${SHOTS}/admin-map-1280-dark.png` });
      await staff.emulateMedia({ colorScheme: 'light' });
      await staff.screenshot({ path: `${SHOTS}/admin-map-1280.png` });
      await patient.emulateMedia({ colorScheme: 'dark' });
      await patient.screenshot({ path: `${SHOTS}/patient-eta-360-dark.png` });
      await nurse.emulateMedia({ colorScheme: 'dark' });
      await nurse.screenshot({ path: `${SHOTS}/carer-banner-360-dark.png` });
    }
    await staffContext.close();
  } finally {
    // Leave the demo nurse off shift, and the visit cancelled, for the other journeys.
    await nurse.request.post('/api/clock/events', {
      headers: { origin },
      data: {
        clientId: `e2e-track-out-${Date.now()}`,
        kind: 'shift_out',
        deviceAt: new Date().toISOString(),
        position: null,
        positionError: 'unavailable',
      },
    });
    await staffApi.post(`/api/bookings/${visit.id}/cancel`, { data: { reason: 'Fin du test de suivi' } });
    await nurseContext.close();
    await patientContext.close();
  }
});
