import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { DEMO, DEMO_PASSWORD } from '../helpers/accounts';
import { signInThroughApi, submitSignIn } from '../helpers/auth';
import { readLatestLink } from '../helpers/demo-outbox';
import { extraHoursNow, tooCloseToMidnight } from '../helpers/extra-hours';
import { FAKE_MEDIA_LAUNCH } from '../helpers/fake-media';
import { payBooking } from '../helpers/paid-booking';

/** This file only: a fake camera and microphone, granted without a prompt. */
test.use({ launchOptions: FAKE_MEDIA_LAUNCH });

const PHONE = { width: 360, height: 740 };
const LAPTOP = { width: 1280, height: 800 };

/** The demo dermatologist gives video consultations (db/demo-availability.ts). */
const DOCTOR_EMAIL = 'dermatologue.yaounde@demo.cm';

/** The pre-call check, then the button that enters. */
async function checkAndEnter(page: Page, enter: string) {
  await page.getByRole('button', { name: 'Tester ma caméra et mon micro' }).click();
  await expect(page.getByText('Caméra : fonctionne')).toBeVisible();
  await page.getByRole('button', { name: enter }).click();
}

/** The tile of the invited guest on a participant's screen, its connection `connected`. */
async function expectGuestTile(page: Page) {
  const tile = page.getByTestId('peer-tile');
  await expect(tile).toHaveAttribute('data-peer', 'guest');
  await expect(tile).toHaveAttribute('data-connection-state', 'connected', { timeout: 30_000 });
  await expect(tile.getByText('Mme Fadimatou (interprète)')).toBeVisible();
}

/**
 * Issue #12, section 2 (ADR 059): the doctor invites an interpreter into the call; with the link received by e-mail
 * the interpreter enters without an account; the three are connected each to each (a mesh); the doctor removes the
 * interpreter, whose page says they left; their link, opened again, is refused.
 */
test('un interprète invité par le médecin rejoint la visio à trois, puis le médecin le retire', async ({
  page,
  browser,
  baseURL,
  freshPatient,
  consoleGuard,
}) => {
  test.setTimeout(150_000);
  test.skip(tooCloseToMidnight('teleconsultation'), 'too close to midnight');
  const origin = baseURL ?? '';

  await page.setViewportSize(LAPTOP);
  await page.goto(DEMO.medecin.signInPath);
  await submitSignIn(page, DOCTOR_EMAIL, DEMO_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${DEMO.medecin.home}$`));
  const doctorId = ((await (await page.request.get('/api/auth/user')).json()) as { user: { id: string } }).user.id;
  const { startsAt, restore } = await extraHoursNow(page, origin, 'teleconsultation');

  try {
    // The patient, on a phone, books and pays (API: the booking screens have their own journeys), then waits.
    const patientContext = await browser.newContext({ viewport: PHONE });
    consoleGuard.watchContext(patientContext);
    const patient = await patientContext.newPage();
    await signInThroughApi(patient, origin, { phone: freshPatient.phone }, freshPatient.password, 'patient');
    const services = (await (await patient.request.get('/api/services')).json()) as {
      services: { id: string; code: string }[];
    };
    const created = await patient.request.post('/api/bookings', {
      headers: { origin },
      data: {
        serviceId: services.services.find((service) => service.code === 'video_teleconsultation')?.id,
        kind: 'teleconsultation',
        doctorId,
        startsAt,
        paymentChoice: 'mtn_momo',
        idempotencyKey: `e2e-video-guest-${Date.now()}`,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = ((await created.json()) as { booking: { id: string } }).booking;
    await payBooking(patient.request, origin, id, freshPatient.phone);
    await patient.goto(`/visioconsultation/${id}`);
    await checkAndEnter(patient, 'Entrer dans la salle d’attente');
    await expect(patient.getByText('Le médecin va vous rejoindre.')).toBeVisible();

    // The doctor enters and lets the patient in.
    await page.goto(`/visioconsultation/${id}`);
    await checkAndEnter(page, 'Entrer dans la salle d’attente');
    await expect(page.getByText('Le patient est dans la salle d’attente.')).toBeVisible();
    await page.getByRole('button', { name: 'Faire entrer le patient' }).click();
    await expect(page.getByTestId('call-room')).toHaveAttribute('data-connection-state', 'connected', {
      timeout: 30_000,
    });

    // The doctor invites an interpreter by e-mail from the room.
    const email = `interprete-${Date.now()}@example.cm`;
    await page.getByRole('button', { name: 'Inviter un tiers' }).click();
    const panel = page.getByRole('region', { name: 'Invités de la consultation' });
    await panel.getByLabel('Nom de l’invité(e)').fill('Mme Fadimatou');
    await panel.getByLabel('E-mail', { exact: true }).check();
    await panel.getByLabel('Adresse e-mail').fill(email);
    await panel.getByRole('button', { name: 'Envoyer l’invitation' }).click();
    await expect(panel.getByText('Invitation envoyée à Mme Fadimatou.')).toBeVisible();
    await expect(panel.getByText('Invitation envoyée, pas encore entré(e)')).toBeVisible();

    // The interpreter opens the link received (no account), checks the camera and enters.
    const link = new URL(await readLatestLink(email));
    expect(link.pathname).toBe('/visio/invitation');
    expect(link.search).toBe('');
    const guestContext = await browser.newContext({ viewport: LAPTOP });
    consoleGuard.watchContext(guestContext);
    const guest = await guestContext.newPage();
    await guest.goto(`/visio/invitation${link.hash}`);
    await expect(
      guest.getByRole('heading', { level: 1, name: 'Téléconsultation : vous êtes invité(e)' }),
    ).toBeVisible();
    // The secret leaves the address bar at once.
    await expect(guest).toHaveURL(/\/visio\/invitation$/);
    await checkAndEnter(guest, 'Entrer dans la consultation');
    await expect(guest.getByText('Invité(e) : Mme Fadimatou (interprète)')).toBeVisible();

    // A mesh: each of the three connected to the two others.
    await expect(guest.getByTestId('guest-room')).toHaveAttribute('data-connection-state', 'connected', {
      timeout: 30_000,
    });
    const patientTile = guest.getByTestId('peer-tile');
    await expect(patientTile).toHaveAttribute('data-peer', 'patient');
    await expect(patientTile).toHaveAttribute('data-connection-state', 'connected', { timeout: 30_000 });
    await expectGuestTile(page);
    await expectGuestTile(patient);
    await expect(panel.getByText(/^Entré\(e\) le /)).toBeVisible();

    // The doctor removes the interpreter: their page says they left, the others' tiles go.
    consoleGuard.expectResourceError(404, /\/guest-ice-servers$/);
    await panel.getByRole('button', { name: 'Retirer' }).click();
    await expect(guest.getByText('Vous avez quitté la consultation.')).toBeVisible();
    await expect(guest.getByText('Le médecin vous a retiré(e) de la consultation.')).toBeVisible();
    await expect(page.getByTestId('peer-tile')).toHaveCount(0);
    await expect(patient.getByTestId('peer-tile')).toHaveCount(0);
    await expect(patient.getByTestId('call-room')).toHaveAttribute('data-connection-state', 'connected');

    // The link of a removed guest, opened again (another tab): refused in words, never the room.
    consoleGuard.expectResourceError(404, /\/guest-links\/redeem$/);
    const again = await guestContext.newPage();
    await again.goto(`/visio/invitation${link.hash}`);
    await checkAndEnter(again, 'Entrer dans la consultation');
    await expect(again.getByText(/Ce lien d’invitation n’est pas valable, ou le médecin vous a retiré/)).toBeVisible();
    await expect(again.getByTestId('guest-room')).toHaveCount(0);

    await page.getByRole('button', { name: 'Terminer la consultation' }).click();
    await expect(patient.getByText('La téléconsultation est terminée.')).toBeVisible();
    await guestContext.close();
    await patientContext.close();
  } finally {
    await restore();
  }
});
