import { expect, test } from '../fixtures';
import { DEMO, DEMO_PASSWORD } from '../helpers/accounts';
import { signInThroughApi } from '../helpers/auth';
import { doualaDayFromToday } from '../helpers/douala-day';

type Slot = { startsAt: string };

/**
 * A visit paid by mobile money, then cancelled by the patient: the patient is told before cancelling that the
 * money comes back; staff find the payment "À rembourser" on /admin/paiements, record the refund with how it
 * was made, and the patient's consultation then says "Remboursé".
 */
test('visite payée puis annulée : le personnel enregistre le remboursement, la patiente le voit', async ({
  page,
  browser,
  baseURL,
  freshPatient,
  consoleGuard,
}) => {
  test.setTimeout(90_000);
  const origin = baseURL ?? '';
  const day = doualaDayFromToday(8);

  // The patient books a home visit with the paediatrician and pays it through the sandbox (API).
  const patientContext = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'fr-FR' });
  consoleGuard.watchContext(patientContext);
  const patientPage = await patientContext.newPage();
  await signInThroughApi(patientPage, origin, { phone: freshPatient.phone }, freshPatient.password, 'patient');
  const api = patientPage.request;
  const search = await api.get('/api/doctors/search?city=Douala&specialty=pediatrie');
  const doctorId = ((await search.json()) as { doctors: { id: string }[] }).doctors[0]?.id ?? '';
  const slots = await api.get(`/api/doctors/${doctorId}/slots?from=${day}&days=1&kind=home_visit`);
  const slot = ((await slots.json()) as { days: { afternoon: Slot[] }[] }).days[0]?.afternoon.at(1);
  expect(slot, 'a free afternoon slot').toBeDefined();
  const services = (await (await api.get('/api/services')).json()) as { services: { id: string; code: string }[] };
  const created = await api.post('/api/bookings', {
    headers: { origin },
    data: {
      serviceId: services.services.find((service) => service.code === 'home_doctor_consultation')?.id,
      kind: 'home_visit',
      doctorId,
      startsAt: slot?.startsAt,
      address: { city: 'Douala', neighbourhood: 'Bonapriso', details: 'Rue des Cocotiers, portail vert' },
      paymentChoice: 'mtn_momo',
      idempotencyKey: `e2e-refund-${Date.now()}`,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const booking = ((await created.json()) as { booking: { id: string; reference: string } }).booking;
  const started = await api.post('/api/payments', {
    headers: { origin },
    data: {
      payableType: 'booking',
      payableId: booking.id,
      method: 'mtn_momo',
      phone: freshPatient.phone,
      idempotencyKey: `e2e-refund-pay-${Date.now()}`,
    },
  });
  expect(started.status(), await started.text()).toBe(201);
  const paymentId = ((await started.json()) as { payment: { id: string } }).payment.id;
  expect((await api.post(`/api/payments/sandbox/${paymentId}/approve`, { headers: { origin } })).status()).toBe(200);

  // Before cancelling, the patient reads that the money comes back.
  await patientPage.goto('/patient/consultations');
  const card = patientPage.getByRole('article').filter({ hasText: booking.reference });
  await expect(card).toContainText('Payé par Mobile Money');
  await card.getByRole('button', { name: 'Annuler' }).click();
  await expect(card.getByText(/Vous avez déjà payé .* notre équipe vous le rembourse/)).toBeVisible();
  await card.getByRole('button', { name: 'Oui, annuler' }).click();
  await expect(patientPage.getByText('Consultation annulée.')).toBeVisible();

  // Staff, on a laptop: the payment is due back; they record the refund.
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInThroughApi(page, origin, { email: DEMO.admin.email }, DEMO_PASSWORD, 'personnel');
  const listed = await page.request.get(`/api/admin/payments?payableId=${booking.id}`);
  const reference =
    ((await listed.json()) as { payments: { providerReference: string | null }[] }).payments[0]?.providerReference ??
    '';
  await page.goto('/admin/paiements');
  const refundDueOnly = page.getByLabel('Seulement les remboursements dus');
  // The filter lives in the address: the box is checked once the navigation is done.
  await refundDueOnly.click();
  await expect(refundDueOnly).toBeChecked();
  await expect(page).toHaveURL(/refundDue=true/);
  const row = page.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText('À rembourser');
  await row.getByRole('button', { name: 'Enregistrer le remboursement' }).click();
  const dialog = page.getByRole('dialog', { name: /Remboursement de/ });
  await dialog.getByRole('button', { name: 'Enregistrer le remboursement' }).click();
  await expect(dialog.getByLabel('Comment le remboursement a été fait')).toHaveAccessibleDescription(
    /Indiquez un motif d'au moins 5 caractères/,
  );
  await dialog.getByLabel('Comment le remboursement a été fait').fill('Transfert MTN MoMo, référence 8812345');
  await dialog.getByRole('button', { name: 'Enregistrer le remboursement' }).click();
  await expect(page.getByText('Remboursement enregistré. Le payeur est prévenu.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: reference })).toHaveCount(0);
  await refundDueOnly.click();
  await expect(refundDueOnly).not.toBeChecked();
  await expect(page.getByRole('row').filter({ hasText: reference })).toContainText('Remboursé');

  // The patient's consultation says so.
  await patientPage.reload();
  await expect(patientPage.getByRole('article').filter({ hasText: booking.reference })).toContainText('Remboursé');
  await patientContext.close();
});
