import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { DEMO, DEMO_PASSWORD } from '../helpers/accounts';
import { signInThroughApi, submitSignIn } from '../helpers/auth';
import { extraHoursNow, tooCloseToMidnight } from '../helpers/extra-hours';
import { payBooking } from '../helpers/paid-booking';
import { FAKE_MEDIA_LAUNCH } from '../helpers/fake-media';

/** This file only: a fake camera and microphone, granted without a prompt. */
test.use({ launchOptions: FAKE_MEDIA_LAUNCH });

const PHONE = { width: 360, height: 740 };
const LAPTOP = { width: 1280, height: 800 };

/** The demo dermatologist gives video consultations (db/demo-availability.ts); no other journey changes her hours. */
const DOCTOR_EMAIL = 'dermatologue.yaounde@demo.cm';

/** The RTCPeerConnection of the room is `connected` (the room exposes its state). */
async function expectConnected(page: Page) {
  await expect(page.getByTestId('call-room')).toHaveAttribute('data-connection-state', 'connected', {
    timeout: 30_000,
  });
  await expect(page.getByRole('status').filter({ hasText: 'Connecté' })).toBeVisible();
}

/** The other side's picture plays (frames decoded) and its sound track is there. */
async function expectRemoteMedia(page: Page) {
  const remote = page.locator('video[aria-label="Image de votre interlocuteur"]');
  await expect
    .poll(() => remote.evaluate((video: HTMLVideoElement) => video.videoWidth), { timeout: 15_000 })
    .toBeGreaterThan(0);
  const audioTracks = await remote.evaluate(
    (video: HTMLVideoElement) => (video.srcObject as MediaStream | null)?.getAudioTracks().length ?? 0,
  );
  expect(audioTracks).toBe(1);
}

test('un patient sur téléphone et son médecin sur ordinateur se retrouvent en vidéo ; audio seul ; le médecin termine', async ({
  page,
  browser,
  baseURL,
  freshPatient,
  consoleGuard,
}) => {
  test.setTimeout(120_000);
  // Too close to midnight in Douala: the extra hours would run into the next day.
  test.skip(tooCloseToMidnight('teleconsultation'), 'too close to midnight');
  const origin = baseURL ?? '';

  // The doctor, on a laptop, signs in on the carers' form (the doctor session).
  await page.setViewportSize(LAPTOP);
  await page.goto(DEMO.medecin.signInPath);
  await submitSignIn(page, DOCTOR_EMAIL, DEMO_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${DEMO.medecin.home}$`));
  const doctorId = ((await (await page.request.get('/api/auth/user')).json()) as { user: { id: string } }).user.id;
  const { startsAt, restore } = await extraHoursNow(page, origin, 'teleconsultation');

  try {
    // The patient, on a phone, books the video consultation and pays it by Mobile Money (API: the booking pages
    // have their own journeys), never on site.
    const patientContext = await browser.newContext({ viewport: PHONE });
    consoleGuard.watchContext(patientContext);
    const patient = await patientContext.newPage();
    await signInThroughApi(patient, origin, { phone: freshPatient.phone }, freshPatient.password, 'patient');
    const services = (await (await patient.request.get('/api/services')).json()) as {
      services: { id: string; code: string }[];
    };
    const booking = (cash: boolean) => ({
      serviceId: services.services.find((service) => service.code === 'video_teleconsultation')?.id,
      kind: 'teleconsultation',
      doctorId,
      startsAt,
      paymentChoice: cash ? 'cash' : 'mtn_momo',
      idempotencyKey: `e2e-video-${cash ? 'cash' : 'momo'}-${Date.now()}`,
    });
    consoleGuard.expectResourceError(409, /\/api\/bookings$/);
    const onSite = await patient.request.post('/api/bookings', { headers: { origin }, data: booking(true) });
    expect((await onSite.json()) as object).toMatchObject({ code: 'cash_not_allowed' });
    const created = await patient.request.post('/api/bookings', { headers: { origin }, data: booking(false) });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = ((await created.json()) as { booking: { id: string } }).booking;

    // Before payment the room refuses and offers to pay.
    await patient.goto(`/visioconsultation/${id}`);
    await expect(patient.getByText('Réglez la téléconsultation par Mobile Money')).toBeVisible();
    await expect(patient.getByRole('link', { name: 'Payer la téléconsultation' })).toHaveAttribute(
      'href',
      `/patient/visioconsultation-payment/${id}`,
    );
    await payBooking(patient.request, origin, id, freshPatient.phone);

    // The list: the join button is active (the room opens 10 minutes before).
    await patient.goto('/patient/visioconsultations');
    await patient.getByRole('link', { name: 'Rejoindre la salle' }).click();
    await expect(patient).toHaveURL(new RegExp(`/visioconsultation/${id}$`));

    // Pre-call check, then the waiting room.
    await patient.getByRole('button', { name: 'Tester ma caméra et mon micro' }).click();
    await expect(patient.getByText('Caméra : fonctionne')).toBeVisible();
    await expect(patient.getByText('Micro : fonctionne')).toBeVisible();
    await expect(patient.getByText(/Pour 10 minutes : environ 2,2 Mo en audio seul/)).toBeVisible();
    await patient.getByRole('button', { name: 'Entrer dans la salle d’attente' }).click();
    await expect(patient.getByText('Le médecin va vous rejoindre.')).toBeVisible();
    await expect(patient.getByText('Sans serveur relais : même réseau seulement.')).toBeVisible();

    // The doctor sees the patient waiting in today's queue, opens the room and lets them in.
    await page.goto('/dashboard-medecin/visioconsultations');
    const today = page.getByRole('region', { name: 'Aujourd’hui' });
    // The doctor's first screen of the queue on a machine busy with two video calls: more than the default 7 s.
    await expect(today.getByText('Patient en salle d’attente')).toBeVisible({ timeout: 15_000 });
    await today.getByRole('link', { name: 'Ouvrir la salle' }).click();
    await page.getByRole('button', { name: 'Tester ma caméra et mon micro' }).click();
    await page.getByRole('button', { name: 'Entrer dans la salle d’attente' }).click();
    await expect(page.getByText('Le patient est dans la salle d’attente.')).toBeVisible();
    await page.getByRole('button', { name: 'Faire entrer le patient' }).click();

    // One RTCPeerConnection, connected on both sides.
    await expectConnected(page);
    await expectConnected(patient);
    await expectRemoteMedia(page);
    await expectRemoteMedia(patient);

    // The patient saves data: their camera stops sending.
    await patient.getByLabel('Économiser les données').check();
    await expect(patient.getByTestId('call-room')).toHaveAttribute('data-audio-only', 'true');
    await expect(patient.getByText('Audio seul : votre caméra n’envoie plus d’image.')).toBeVisible();
    await expect(patient.getByTestId('call-room')).toHaveAttribute('data-connection-state', 'connected');

    // The doctor ends: both sides say it is over.
    await page.getByRole('button', { name: 'Terminer la consultation' }).click();
    await expect(page.getByText('La téléconsultation est terminée.')).toBeVisible();
    await expect(patient.getByText('La téléconsultation est terminée.')).toBeVisible();

    // After the call the doctor writes the note where they are, signs it and shares its summary with the patient.
    const afterCall = page.getByRole('region', { name: 'Après l’appel' });
    await afterCall.getByLabel('Motif').fill('Plaques qui grattent sur les avant-bras');
    await afterCall.getByLabel('Diagnostic').fill('Eczéma de contact');
    await afterCall.getByLabel('Résumé pour le patient').fill('Crème deux fois par jour pendant 7 jours.');
    await afterCall.getByLabel('Partager le résumé avec le patient').check();
    await afterCall.getByRole('button', { name: 'Signer la note' }).click();
    await expect(page.getByText('Note signée, résumé partagé avec le patient.')).toBeVisible();
    await expect(afterCall.getByRole('link', { name: 'Ouvrir mon planning' })).toHaveAttribute(
      'href',
      '/dashboard-medecin/planning',
    );
    await patient.goto('/patient/visioconsultations');
    const past = patient.getByRole('region', { name: 'Passées' });
    await expect(past.getByText('Terminée')).toBeVisible();
    await patientContext.close();
  } finally {
    await restore();
  }
});

/**
 * Issue #12, section 1: a signed-in patient books a video consultation on the booking pages: no city to choose,
 * no « Payer sur place »; the payment happens on the teleconsultation’s own screen, whose confirmation links the room.
 */
test('la téléconsultation se réserve sans ville et se paie par Mobile Money sur son propre écran', async ({
  page,
  baseURL,
  freshPatient,
}) => {
  await page.setViewportSize(PHONE);
  await signInThroughApi(page, baseURL ?? '', { phone: freshPatient.phone }, freshPatient.password, 'patient');
  await page.goto('/appointment-type');
  await page.getByRole('button', { name: /Téléconsultation/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choisissez le soin' })).toBeVisible();
  await page.getByRole('button', { name: /Téléconsultation vidéo/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choisissez le soignant' })).toBeVisible();
  await expect(page.getByLabel('Ville')).toHaveCount(0);
  await page.getByRole('button', { name: /Dr Mireille Fouda/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choisissez la date et l’heure' })).toBeVisible();
  await page.getByRole('group', { name: 'Jours' }).getByRole('button').nth(1).click();
  await page.getByRole('region', { name: 'Soir' }).getByRole('button').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Récapitulatif' })).toBeVisible();
  await expect(page.getByLabel('Payer sur place')).toHaveCount(0);
  await expect(page.getByLabel('MTN Mobile Money')).toBeChecked();
  await page.getByRole('button', { name: /^Confirmer · / }).click();
  await expect(page).toHaveURL(/\/patient\/visioconsultation-payment\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Paiement' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Payer plutôt sur place' })).toHaveCount(0);
  await expect(page.getByText('Paiement de démonstration')).toBeVisible();
  await page.getByRole('button', { name: 'Approuver' }).click();
  await expect(page).toHaveURL(/\/patient\/visioconsultation-payment-confirmation\?booking=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Réservation confirmée' })).toBeVisible();
  // The room's link, issued now that the payment is confirmed (it opens 10 minutes before the start).
  await page.getByRole('link', { name: 'Ma salle de téléconsultation' }).click();
  await expect(page.getByText(/La salle d’attente ouvrira demain/)).toBeVisible();
});
