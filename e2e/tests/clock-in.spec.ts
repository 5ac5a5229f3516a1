import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { DEMO, DEMO_PASSWORD } from '../helpers/accounts';
import { signInThroughApi } from '../helpers/auth';
import { carerOnPhone } from '../helpers/carer-on-phone';
import { doualaDayFromToday } from '../helpers/douala-day';
import { extraHoursNow, tooCloseToMidnight } from '../helpers/extra-hours';

const PHONE = { width: 360, height: 740 };
/** The demo nurse of Douala: no other journey books her (db/demo-doctors.ts). */
const NURSE = { email: 'infirmiere.douala@demo.cm', title: 'Infirmière Rose Ngo Nyemb' };
/** About 45 m from the Douala office (CLOCK_OFFICES, ADR 036). */
const NEAR_OFFICE = { latitude: 4.0515, longitude: 9.7679, accuracy: 20 };
/** The patient's pinned door, and a place about 600 m north of it. */
const DOOR = { latitude: 4.06, longitude: 9.71 };
const FAR_FROM_DOOR = { latitude: 4.0654, longitude: 9.71, accuracy: 25 };

/** A confirmed home visit with the nurse at `startsAt` (Douala), at the pinned door: its reference. */
async function bookAndConfirm(
  patient: Page,
  origin: string,
  nurseId: string,
  startsAt: string,
  confirm: (id: string) => Promise<number>,
): Promise<string> {
  const services = (await (await patient.request.get('/api/services')).json()) as {
    services: { id: string; kind: string }[];
  };
  const created = await patient.request.post('/api/bookings', {
    headers: { origin },
    data: {
      serviceId: services.services.find((service) => service.kind === 'home_visit')?.id,
      kind: 'home_visit',
      doctorId: nurseId,
      startsAt,
      address: { city: 'Douala', neighbourhood: 'Bonapriso', details: 'Portail bleu', ...DOOR },
      paymentChoice: 'cash',
      idempotencyKey: `e2e-clock-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { booking } = (await created.json()) as { booking: { id: string; reference: string; status: string } };
  // Paid on site: confirmed at once; otherwise staff confirm it by hand.
  if (booking.status === 'pending') expect(await confirm(booking.id)).toBe(200);
  return booking.reference;
}

test('une infirmière pointe sur son téléphone et à la porte du patient, hors ligne aussi ; l’équipe traite l’anomalie et exporte le mois', async ({
  browser,
  baseURL,
  freshPatient,
  staffApi,
  consoleGuard,
}) => {
  test.setTimeout(120_000);
  // Too close to midnight in Douala: the nurse's extra hours would run into the next day.
  test.skip(tooCloseToMidnight('home_visit'), 'too close to midnight');
  const origin = baseURL ?? '';

  // The nurse on her phone, the browser's position shared, near the office.
  const {
    context: nurseContext,
    page: nurse,
    id: nurseId,
  } = await carerOnPhone(browser, consoleGuard, NURSE.email, NEAR_OFFICE);

  const patientContext = await browser.newContext({ viewport: PHONE });
  consoleGuard.watchContext(patientContext);
  const patient = await patientContext.newPage();
  await signInThroughApi(patient, origin, { phone: freshPatient.phone }, freshPatient.password, 'patient');
  // Her own hours may be over for the day: she adds an hour starting now, for this visit.
  const { startsAt, restore } = await extraHoursNow(nurse, origin, 'home_visit');
  const reference = await bookAndConfirm(patient, origin, nurseId, startsAt, async (id) =>
    (await staffApi.post(`/api/bookings/${id}/confirm`)).status(),
  );
  await patientContext.close();
  await restore();

  // Clock in: the time and the distance to the office, in plain French.
  await nurse.goto('/dashboard-medecin/badgeage');
  await expect(nurse.getByRole('heading', { level: 1, name: 'Badgeage' })).toBeVisible();
  await expect(nurse.getByText('Bureau de Douala')).toBeVisible();
  await nurse.getByRole('button', { name: 'Pointer mon arrivée' }).click();
  await expect(
    nurse.getByRole('status').getByText(/^Pointage d'arrivée enregistré à \d{1,2} h \d{2}, à 4\d m du bureau$/),
  ).toBeVisible();
  await expect(nurse.getByRole('status').getByText('Dans la zone')).toBeVisible();
  await expect(nurse.getByText('En service', { exact: true })).toBeVisible();
  // On shift, her phone shares its position, and the banner says so (ADR 040).
  await expect(nurse.getByText(/^Suivi de position activé/)).toBeVisible();

  // At the door of the visit, but 600 m away: recorded as outside the zone, not refused.
  // On shift the phone's tracking watch reads the new position and sends it; the check-in uses that fresh fix.
  const sent = nurse.waitForRequest((request) => request.url().endsWith('/api/tracking/positions'));
  await nurseContext.setGeolocation(FAR_FROM_DOOR);
  await sent;
  const visit = nurse.getByRole('listitem').filter({ hasText: reference });
  await visit.getByRole('button', { name: 'Je suis à la porte' }).click();
  await expect(
    nurse
      .getByRole('status')
      .getByText(/^Arrivée chez le patient enregistrée à \d{1,2} h \d{2}, à 6\d\d m de la porte$/),
  ).toBeVisible();
  await expect(nurse.getByText(/hors de la zone de 150 m : le pointage est enregistré/)).toBeVisible();

  // Offline: the end of the visit waits on the phone, then leaves when the network returns, « envoyé plus tard ».
  consoleGuard.expectNetworkFailure(/\/api\//);
  await nurseContext.setOffline(true);
  await visit.getByRole('button', { name: 'Fin de visite' }).click();
  await expect(nurse.getByText(/^Pas de réseau : pointage gardé sur le téléphone/)).toBeVisible();
  await expect(nurse.getByRole('heading', { name: 'En attente de réseau' })).toBeVisible();
  await nurseContext.setOffline(false);
  await expect(nurse.getByRole('heading', { name: 'En attente de réseau' })).toHaveCount(0, { timeout: 15_000 });
  await expect(visit.getByText('envoyé plus tard')).toBeVisible();
  await expect(visit.getByText(/^Visite pointée : arrivée à \d{1,2} h \d{2}, départ à \d{1,2} h \d{2}$/)).toBeVisible();
  await nurseContext.close();

  // Staff see the entries of the day and approve the anomaly with a reason.
  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  consoleGuard.watchContext(staffContext);
  const staff = await staffContext.newPage();
  await signInThroughApi(staff, origin, { email: DEMO.admin.email }, DEMO_PASSWORD, 'personnel');
  await staff.goto('/admin/badgeage');
  await expect(staff.getByRole('heading', { level: 1, name: 'Badgeage' })).toBeVisible();
  const clockIn = staff
    .getByRole('listitem')
    .filter({ has: staff.getByRole('heading', { name: NURSE.title }) })
    .filter({ hasText: 'Arrivée au bureau' });
  await expect(clockIn.first().getByText('Dans la zone')).toBeVisible();
  await staff.getByRole('checkbox', { name: 'Seulement les anomalies à traiter' }).check();
  const anomaly = staff
    .getByRole('listitem')
    .filter({ has: staff.getByRole('heading', { name: NURSE.title }) })
    .filter({ hasText: `Visite ${reference}` })
    .filter({ hasText: 'Arrivée chez le patient' });
  await expect(anomaly.getByText('Hors zone').first()).toBeVisible();
  await anomaly.getByRole('button', { name: 'Traiter' }).click();
  await anomaly.getByRole('textbox', { name: 'Motif' }).fill('Ok');
  await anomaly.getByRole('button', { name: 'Enregistrer la décision' }).click();
  await expect(anomaly.getByText('Indiquez le motif en quelques mots (au moins 5 caractères)')).toBeVisible();
  await anomaly
    .getByRole('textbox', { name: 'Motif' })
    .fill('Appel à la patiente : l’infirmière était bien chez elle, GPS imprécis');
  await anomaly.getByRole('button', { name: 'Enregistrer la décision' }).click();
  await expect(staff.getByText('Décision enregistrée')).toBeVisible();
  await staff.getByRole('checkbox', { name: 'Seulement les anomalies à traiter' }).uncheck();
  await expect(
    staff.getByText('Approuvé : Appel à la patiente : l’infirmière était bien chez elle, GPS imprécis'),
  ).toBeVisible();

  // The month's figures, and their CSV.
  await staff.getByRole('link', { name: 'Statistiques du mois' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Statistiques de badgeage' })).toBeVisible();
  const row = staff.getByRole('row').filter({ hasText: NURSE.title });
  await expect(row).toBeVisible();
  const downloading = staff.waitForEvent('download');
  await staff.getByRole('link', { name: 'Télécharger le CSV' }).click();
  const download = await downloading;
  const month = doualaDayFromToday(0).slice(0, 7);
  expect(download.suggestedFilename()).toBe(`badgeage-${month}.csv`);
  const csv = await readFile((await download.path()) ?? '', 'utf8');
  expect(csv).toContain('"Soignant";"Ville"');
  expect(csv).toContain(`"${NURSE.title}";"Douala"`);
  await staffContext.close();
});
