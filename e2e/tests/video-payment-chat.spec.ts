import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { DEMO, DEMO_PASSWORD } from '../helpers/accounts';
import { signInThroughApi, submitSignIn } from '../helpers/auth';
import { FAKE_MEDIA_LAUNCH } from '../helpers/fake-media';

/** This file only: a fake camera and microphone, granted without a prompt. */
test.use({ launchOptions: FAKE_MEDIA_LAUNCH });

const PHONE = { width: 360, height: 740 };
const LAPTOP = { width: 1280, height: 800 };
/**
 * Extra video hours are added to a demo doctor no other journey gives hours to (video.spec.ts uses the
 * dermatologist at the same moment: two slots of one doctor would collide).
 */
const DOCTOR_EMAIL = 'gynecologue.yaounde@demo.cm';
const SLOT_MINUTES = 15;
const DOUALA_OFFSET_MS = 60 * 60_000;

type Availability = {
  availability: {
    exceptions: { start: string | null; startDate: string; kind: string }[];
    slotMinutes: Record<string, number>;
  } & Record<string, unknown>;
};

/** `yyyy-mm-dd` and `HH:MM` in Douala (UTC+1) of an instant. */
const doualaDay = (at: Date) => new Date(at.getTime() + DOUALA_OFFSET_MS).toISOString().slice(0, 10);
const doualaTime = (at: Date) => new Date(at.getTime() + DOUALA_OFFSET_MS).toISOString().slice(11, 16);

/**
 * A 15-minute video slot of its own, whatever the time of day: starting in two minutes, or at the next midnight
 * (Douala) when that one would run past it; the room opens 10 minutes before its start.
 */
function ownSlot(now: Date): { start: Date; day: string; from: string; to: string } {
  let start = new Date(Math.ceil((now.getTime() + 2 * 60_000) / 60_000) * 60_000);
  const end = new Date(start.getTime() + SLOT_MINUTES * 60_000);
  if (doualaDay(new Date(end.getTime() - 1)) !== doualaDay(start)) {
    start = new Date(`${doualaDay(end)}T00:00:00+01:00`);
    if (start.getTime() < now.getTime()) start = new Date(start.getTime() + SLOT_MINUTES * 60_000);
  }
  const finish = new Date(start.getTime() + SLOT_MINUTES * 60_000);
  const to = doualaDay(finish) === doualaDay(start) ? doualaTime(finish) : '24:00';
  return { start, day: doualaDay(start), from: doualaTime(start), to };
}

/** Adds the slot's hours to the doctor's (read just before, so that other journeys' changes are kept). */
async function openOwnSlot(doctor: Page, origin: string) {
  const slot = ownSlot(new Date());
  const current = (await (await doctor.request.get('/api/doctors/me/availability')).json()) as Availability;
  const previousSlotMinutes = current.availability.slotMinutes.teleconsultation ?? 30;
  const put = await doctor.request.put('/api/doctors/me/availability', {
    headers: { origin },
    data: {
      ...current.availability,
      slotMinutes: { ...current.availability.slotMinutes, teleconsultation: SLOT_MINUTES },
      exceptions: [
        ...current.availability.exceptions,
        {
          kind: 'extra_hours',
          visitKind: 'teleconsultation',
          startDate: slot.day,
          endDate: slot.day,
          start: slot.from,
          end: slot.to,
        },
      ],
    },
  });
  expect(put.status(), await put.text()).toBe(200);
  return {
    startsAt: slot.start.toISOString(),
    /** Takes back only what this test added. */
    restore: async () => {
      const now = (await (await doctor.request.get('/api/doctors/me/availability')).json()) as Availability;
      await doctor.request.put('/api/doctors/me/availability', {
        headers: { origin },
        data: {
          ...now.availability,
          slotMinutes: { ...now.availability.slotMinutes, teleconsultation: previousSlotMinutes },
          exceptions: now.availability.exceptions.filter(
            (exception) =>
              !(
                exception.kind === 'extra_hours' &&
                exception.startDate === slot.day &&
                exception.start?.slice(0, 5) === slot.from
              ),
          ),
        },
      });
    },
  };
}

/** The pre-call check, then the waiting room. */
async function enterRoom(page: Page) {
  await page.getByRole('button', { name: 'Tester ma caméra et mon micro' }).click();
  await expect(page.getByText('Micro : fonctionne')).toBeVisible();
  await page.getByRole('button', { name: 'Entrer dans la salle d’attente' }).click();
}

async function expectConnected(page: Page) {
  await expect(page.getByTestId('call-room')).toHaveAttribute('data-connection-state', 'connected', {
    timeout: 30_000,
  });
}

/**
 * Issue #12: a patient on a phone pays an unpaid video consultation on its own payment screen (from their list of
 * video consultations), gets the room's link once paid, joins, and writes in the in-call chat: the doctor reads it
 * in the room.
 */
test('le patient paie sa téléconsultation sur son écran de paiement, entre dans la salle et écrit au médecin dans la discussion', async ({
  page,
  browser,
  baseURL,
  freshPatient,
  consoleGuard,
}) => {
  // Near midnight the slot may be the next day's first: the room then opens at most a few minutes later.
  test.setTimeout(12 * 60_000);
  const origin = baseURL ?? '';

  await page.setViewportSize(LAPTOP);
  await page.goto(DEMO.medecin.signInPath);
  await submitSignIn(page, DOCTOR_EMAIL, DEMO_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${DEMO.medecin.home}$`));
  const doctorId = ((await (await page.request.get('/api/auth/user')).json()) as { user: { id: string } }).user.id;
  const { startsAt, restore } = await openOwnSlot(page, origin);

  try {
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
        idempotencyKey: `e2e-video-pay-${Date.now()}`,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = ((await created.json()) as { booking: { id: string } }).booking;

    // Unpaid: the list offers the payment, not the room.
    await patient.goto('/patient/visioconsultations');
    const upcoming = patient.getByRole('region', { name: 'À venir' });
    await expect(upcoming.getByText(/Non payée/)).toBeVisible();
    await expect(upcoming.getByRole('link', { name: 'Rejoindre la salle' })).toHaveCount(0);
    await upcoming.getByRole('link', { name: 'Payer' }).click();
    await expect(patient).toHaveURL(new RegExp(`/patient/visioconsultation-payment/${id}$`));

    // The booking payment screen: the number, the operator, the demo provider's approval; never on site.
    await expect(patient.getByRole('heading', { level: 1, name: 'Paiement' })).toBeVisible();
    await expect(patient.getByRole('button', { name: 'Payer plutôt sur place' })).toHaveCount(0);
    const phoneField = patient.getByLabel('Numéro de téléphone Mobile Money');
    await phoneField.fill(freshPatient.phone);
    // The operator follows the number (random for each test patient): MTN or Orange.
    await expect(patient.getByRole('button', { name: /^Payer avec (MTN Mobile Money|Orange Money)$/ })).toBeVisible();
    await patient.getByRole('button', { name: /^Payer avec / }).click();
    await patient.getByRole('button', { name: 'Approuver' }).click();
    await expect(patient).toHaveURL(/\/patient\/visioconsultation-payment-confirmation\?booking=/);
    await expect(patient.getByRole('heading', { level: 1, name: 'Réservation confirmée' })).toBeVisible();

    // The room's link, issued now that the payment is confirmed.
    await patient.getByRole('link', { name: 'Ma salle de téléconsultation' }).click();
    await expect(patient).toHaveURL(new RegExp(`/visioconsultation/${id}$`));
    await expect(patient.getByRole('button', { name: 'Tester ma caméra et mon micro' })).toBeVisible({
      timeout: 11 * 60_000 - 60_000,
    });
    await enterRoom(patient);
    await expect(patient.getByText('Le médecin va vous rejoindre.')).toBeVisible();

    // The doctor opens the room and lets the patient in.
    await page.goto(`/visioconsultation/${id}`);
    await enterRoom(page);
    await page.getByRole('button', { name: 'Faire entrer le patient' }).click();
    await expectConnected(page);
    await expectConnected(patient);

    // The patient opens the chat of the room (their messaging thread with this doctor) and writes.
    await patient.getByRole('button', { name: 'Ouvrir la discussion' }).click();
    const patientChat = patient.getByRole('region', { name: 'Discussion' });
    await patientChat.getByLabel('Votre message').fill('Je vous entends mal, je vous écris ici.');
    await patientChat.getByRole('button', { name: 'Envoyer' }).click();

    // The doctor reads it in the room.
    await page.getByRole('button', { name: 'Ouvrir la discussion' }).click();
    const doctorChat = page.getByRole('region', { name: 'Discussion' });
    await expect(doctorChat.getByText('Je vous entends mal, je vous écris ici.')).toBeVisible({ timeout: 15_000 });
    await patientContext.close();
  } finally {
    await restore();
  }
});
