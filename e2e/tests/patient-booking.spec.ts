import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { newPatientIdentity } from '../helpers/accounts';
import { signUpThroughApi } from '../helpers/sign-up';
import { signInThroughApi, submitSignIn } from '../helpers/auth';

test.use({ viewport: { width: 360, height: 740 } });

/** Tomorrow's first morning slot of the slot step (today's may be over). */
async function chooseTomorrowMorning(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Choisissez la date et l’heure' })).toBeVisible();
  await page.getByRole('group', { name: 'Jours' }).getByRole('button').nth(1).click();
  await page.getByRole('region', { name: 'Matin' }).getByRole('button').first().click();
}

/**
 * Issue #4, section 3, and issue #10, section 1, on a phone: a visitor who is not signed in chooses a home visit,
 * the care, "Premier disponible", the slot and the address, identifies only at the summary (signs in without losing
 * anything), pays with the demo provider, sees "Réservation confirmée" and finds the booking confirmed in "Mes
 * consultations". Then a cabinet consultation paid on site, cancelled from there.
 */
test('réservation d’une visite à domicile payée par Mobile Money (démo), puis une au cabinet annulée', async ({
  page,
  freshPatient,
}) => {
  await page.goto('/appointment-type');
  await expect(page.getByRole('heading', { level: 1, name: 'Quel type de consultation ?' })).toBeVisible();
  await expect(page.getByText('À partir de 4 000 FCFA')).toBeVisible();
  await page.getByRole('button', { name: /Visite à domicile/ }).click();

  // Choose first: no sign-in before the summary.
  await expect(page).toHaveURL(/\/patient\/booking\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Choisissez le soin' })).toBeVisible();
  await expect(page.getByText('Étape 1 sur 5')).toBeVisible();
  await page.getByRole('button', { name: /Consultation de médecin à domicile/ }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Choisissez le soignant' })).toBeVisible();
  await page.getByRole('button', { name: /Premier disponible/ }).click();
  await chooseTomorrowMorning(page);

  await expect(page.getByRole('heading', { level: 1, name: 'Où devons-nous venir ?' })).toBeVisible();
  // The draft survives a reload.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Où devons-nous venir ?' })).toBeVisible();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByLabel('Quartier')).toHaveAccessibleDescription(/Champ obligatoire/);
  await page.getByLabel('Quartier').fill('Akwa');
  await page.getByLabel('Adresse précise ou point de repère').fill('Face à la pharmacie du Wouri, 2e étage');
  await page.getByRole('button', { name: 'Continuer' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Récapitulatif' })).toBeVisible();
  await expect(page.getByText('45 min')).toBeVisible();
  await expect(page.getByText('Akwa, Douala — Face à la pharmacie du Wouri, 2e étage')).toBeVisible();
  await page.getByRole('button', { name: 'Continuer : me connecter ou créer mon compte' }).click();

  await expect(page).toHaveURL(/\/booking\/auth\?redirect=/);
  await expect(page.getByText(/^Vous réservez : Consultation de médecin à domicile, /)).toBeVisible();
  await submitSignIn(page, freshPatient.phone, freshPatient.password);

  await expect(page.getByRole('heading', { level: 1, name: 'Récapitulatif' })).toBeVisible();
  await expect(page.getByText('Akwa, Douala — Face à la pharmacie du Wouri, 2e étage')).toBeVisible();
  await expect(page.getByLabel('MTN Mobile Money')).toBeChecked();
  // A new patient has no address yet: keeping this one is offered, ticked.
  await expect(page.getByRole('checkbox', { name: /Enregistrer cette adresse dans mon profil/ })).toBeChecked();
  await page.getByRole('button', { name: 'Confirmer · 20 000 FCFA' }).click();

  await expect(page).toHaveURL(/\/patient\/payment\?booking=/);
  await expect(page.getByText('Paiement de démonstration')).toBeVisible();
  await page.getByRole('button', { name: 'Approuver' }).click();

  await expect(page).toHaveURL(/\/patient\/payment-confirmation\?booking=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Réservation confirmée' })).toBeVisible();
  // Only the channel that carried it (this patient has no e-mail): SMS, or WhatsApp where configured.
  await expect(page.getByText(/^Confirmation envoyée (par SMS|sur WhatsApp) au 6 \d\d \d\d \d\d \d\d\.$/)).toBeVisible({
    timeout: 15_000,
  });
  const reference = (await page.locator('strong.font-mono').textContent()) ?? '';
  expect(reference).toMatch(/^[A-Z]+-[A-Z0-9]+$/);

  await page.getByRole('link', { name: 'Mes consultations' }).click();
  const homeVisit = page.getByRole('article').filter({ hasText: reference });
  await expect(homeVisit.getByText('Confirmée')).toBeVisible();
  await expect(homeVisit.getByRole('heading', { name: 'Consultation de médecin à domicile' })).toBeVisible();

  // The dashboard lists it among the upcoming appointments.
  await page.goto('/patient/dashboard');
  await expect(page.getByRole('region', { name: 'Prochains rendez-vous' })).toContainText(
    /Consultation de médecin à domicile avec .+ · confirmé/,
  );

  // A cabinet consultation paid on site goes straight to its confirmation.
  // The address typed in the booking is now the profile's.
  await page.goto('/patient/profil');
  await expect(page.getByLabel('Quartier')).toHaveValue('Akwa');

  await page.goto('/appointment-type');
  await page.getByRole('button', { name: /Consultation au cabinet/ }).click();
  await expect(page).toHaveURL(/\/patient\/consultation-cabinet/);
  // The service step, not the previous page's button of the same name still on screen while the step loads.
  await expect(page.getByRole('heading', { level: 1, name: 'Choisissez le soin' })).toBeVisible();
  await page.getByRole('button', { name: /Consultation au cabinet/ }).click();
  await page.getByRole('button', { name: /Premier disponible/ }).click();
  await chooseTomorrowMorning(page);
  await expect(page.getByText('Étape 4 sur 4')).toBeVisible();
  await page.getByLabel('Payer sur place').check();
  await page.getByRole('button', { name: 'Confirmer · 10 000 FCFA' }).click();
  await expect(page).toHaveURL(/\/patient\/cabinet-confirmation\?booking=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Réservation confirmée' })).toBeVisible();
  await expect(page.getByText('10 000 FCFA · À régler sur place')).toBeVisible();
  const cabinetReference = (await page.locator('strong.font-mono').textContent()) ?? '';

  await page.getByRole('link', { name: 'Mes consultations' }).click();
  const cabinet = page.getByRole('article').filter({ hasText: cabinetReference });
  await cabinet.getByRole('button', { name: 'Annuler' }).click();
  await cabinet.getByRole('button', { name: 'Oui, annuler' }).click();
  await expect(cabinet.getByText('Annulée')).toBeVisible();
  await expect(cabinet.getByRole('button', { name: 'Annuler' })).toBeHidden();
  await expect(homeVisit.getByText('Confirmée')).toBeVisible();
});

/**
 * Two patients on one slot: the other one books it while this one is on the summary. "Confirmer" then says
 * "Ce créneau n'est plus disponible" and brings back the slots, read again, without the taken one.
 */
test('créneau pris entre-temps : message et retour aux créneaux', async ({
  page,
  baseURL,
  freshPatient,
  request,
  createdUsers,
  consoleGuard,
}) => {
  consoleGuard.expectResourceError(409, /\/api\/bookings$/);
  await signInThroughApi(page, baseURL ?? '', { phone: freshPatient.phone }, freshPatient.password, 'patient');
  await page.goto('/appointment-type');
  await page.getByRole('button', { name: /Consultation au cabinet/ }).click();
  // The type's button and the care's bear the same name: the second click waits for the care step.
  await expect(page.getByRole('heading', { level: 1, name: 'Choisissez le soin' })).toBeVisible();
  await page.getByRole('button', { name: /Consultation au cabinet/ }).click();
  await page.getByLabel('Ville').selectOption('Yaoundé');
  await page.getByRole('button', { name: /Dr Mireille Fouda/ }).click();
  await chooseTomorrowMorning(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Récapitulatif' })).toBeVisible();
  await page.getByLabel('Payer sur place').check();

  // Another patient takes the same slot (tomorrow's first morning slot of that doctor).
  const other = newPatientIdentity();
  createdUsers.push(await signUpThroughApi(request, baseURL ?? '', other));
  const search = await request.get('/api/doctors/search?city=Yaound%C3%A9&specialty=dermatologie');
  const doctorId = ((await search.json()) as { doctors: { id: string }[] }).doctors[0]?.id ?? '';
  const slots = await request.get(`/api/doctors/${doctorId}/slots?days=2&kind=cabinet`);
  const taken = ((await slots.json()) as { days: { morning: { startsAt: string; label: string }[] }[] }).days[1]
    ?.morning[0];
  const services = (await (await request.get('/api/services')).json()) as { services: { id: string; code: string }[] };
  const booked = await request.post('/api/bookings', {
    headers: { origin: baseURL ?? '' },
    data: {
      serviceId: services.services.find((service) => service.code === 'cabinet_consultation')?.id,
      kind: 'cabinet',
      doctorId,
      startsAt: taken?.startsAt,
      paymentChoice: 'cash',
      idempotencyKey: 'e2e-race-other-patient',
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);

  await page.getByRole('button', { name: 'Confirmer · 10 000 FCFA' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choisissez la date et l’heure' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText("Ce créneau n'est plus disponible");
  await page.getByRole('group', { name: 'Jours' }).getByRole('button').nth(1).click();
  const morning = page.getByRole('region', { name: 'Matin' });
  await expect(morning.getByRole('button').first()).not.toHaveText(taken?.label ?? '');

  await morning.getByRole('button').first().click();
  await page.getByRole('button', { name: 'Confirmer · 10 000 FCFA' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Réservation confirmée' })).toBeVisible();
});

/**
 * Rescheduling from "Mes consultations": the card says until when the patient may change the booking; "Reporter"
 * opens the booking's day, another slot moves it, and the card shows the new time.
 */
test('report d’une consultation depuis « Mes consultations » : nouveau créneau affiché', async ({
  page,
  baseURL,
  freshPatient,
}) => {
  await signInThroughApi(page, baseURL ?? '', { phone: freshPatient.phone }, freshPatient.password, 'patient');
  // A doctor of Douala with at least two free afternoon slots at the cabinet in three days (other tests book
  // tomorrow mornings).
  const search = await page.request.get('/api/doctors/search?city=Douala');
  const doctors = ((await search.json()) as { doctors: { id: string }[] }).doctors;
  type Slot = { startsAt: string; label: string };
  let chosen: { doctorId: string; afternoon: Slot[] } | null = null;
  for (const doctor of doctors) {
    const slots = await page.request.get(`/api/doctors/${doctor.id}/slots?days=4&kind=cabinet`);
    const afternoon = ((await slots.json()) as { days: { afternoon: Slot[] }[] }).days[3]?.afternoon ?? [];
    if (afternoon.length >= 2) {
      chosen = { doctorId: doctor.id, afternoon };
      break;
    }
  }
  if (!chosen) throw new Error('no Douala doctor with two free afternoon slots in three days');
  const [first, later] = [chosen.afternoon[0], chosen.afternoon.at(-1)];
  const services = (await (await page.request.get('/api/services')).json()) as {
    services: { id: string; kind: string }[];
  };
  const created = await page.request.post('/api/bookings', {
    headers: { origin: baseURL ?? '' },
    data: {
      serviceId: services.services.find((service) => service.kind === 'cabinet')?.id,
      kind: 'cabinet',
      doctorId: chosen.doctorId,
      startsAt: first?.startsAt,
      paymentChoice: 'cash',
      idempotencyKey: `e2e-reschedule-${Date.now()}`,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { reference } = ((await created.json()) as { booking: { reference: string } }).booking;

  await page.goto('/patient/consultations');
  const card = page.getByRole('article').filter({ hasText: reference });
  await expect(card).toContainText(`à ${first?.label}`);
  await expect(card).toContainText("Vous pouvez reporter ou annuler jusqu'au");
  await card.getByRole('button', { name: 'Reporter' }).click();
  await expect(card.getByText('Choisissez un nouveau créneau')).toBeVisible();
  await card
    .getByRole('region', { name: 'Après-midi' })
    .getByRole('button', { name: later?.label ?? '' })
    .click();
  await expect(page.getByText('Consultation reportée.')).toBeVisible();
  await expect(card).toContainText(`à ${later?.label}`);
  await expect(card).not.toContainText(`à ${first?.label}`);
  await expect(card.getByRole('button', { name: 'Reporter' })).toBeVisible();
});
