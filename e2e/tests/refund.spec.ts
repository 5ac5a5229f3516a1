import { expect, test } from '../fixtures';
import { DEMO, DEMO_PASSWORD } from '../helpers/accounts';
import { signInThroughApi } from '../helpers/auth';
import { doualaDayFromToday } from '../helpers/douala-day';
import { bookHomeVisit, payBooking, startPayment } from '../helpers/paid-booking';

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
  const booking = await bookHomeVisit(api, origin, day);
  await payBooking(api, origin, booking.id, freshPatient.phone);

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

/**
 * One visit paid twice (MTN then Orange, both approved on the phone): the first settles it, the second is
 * recorded and owed back. Staff on /admin/paiements are told live, and find it "À rembourser" with why, on a
 * laptop and on a phone, light and dark.
 */
test('visite payée deux fois : le second paiement est à rembourser, le personnel est prévenu', async ({
  page,
  browser,
  baseURL,
  freshPatient,
  consoleGuard,
}, testInfo) => {
  test.setTimeout(90_000);
  const origin = baseURL ?? '';
  const patientContext = await browser.newContext({ locale: 'fr-FR' });
  consoleGuard.watchContext(patientContext);
  const patientPage = await patientContext.newPage();
  await signInThroughApi(patientPage, origin, { phone: freshPatient.phone }, freshPatient.password, 'patient');
  const api = patientPage.request;
  const booking = await bookHomeVisit(api, origin, doualaDayFromToday(9));
  const mtn = await startPayment(api, origin, booking.id, 'mtn_momo', freshPatient.phone);
  const orange = await startPayment(api, origin, booking.id, 'orange_money', '+237656019261');
  expect((await api.post(`/api/payments/sandbox/${mtn}/approve`, { headers: { origin } })).status()).toBe(200);

  await page.setViewportSize({ width: 1280, height: 800 });
  await signInThroughApi(page, origin, { email: DEMO.admin.email }, DEMO_PASSWORD, 'personnel');
  // The page's live channel is open once the server acknowledged its namespace connection ('40{"sid"...').
  const channelOpen = page.waitForResponse(
    async (response) => response.url().includes('/socket.io/') && (await response.text()).includes('40{'),
  );
  await page.goto('/admin/paiements?refundDue=true');
  await expect(page.getByRole('heading', { level: 1, name: 'Paiements' })).toBeVisible();
  await channelOpen;
  // The second approval comes while staff look at the page: they are told at once.
  const second = await api.post(`/api/payments/sandbox/${orange}/approve`, { headers: { origin } });
  expect(((await second.json()) as { payment: { refundReason: string | null } }).payment.refundReason).toBe(
    'duplicate_payment',
  );
  await expect(page.getByText('Paiement en double reçu : il est à rembourser.')).toBeVisible();
  const listed = await page.request.get(`/api/admin/payments?payableId=${booking.id}`);
  const references = new Map(
    ((await listed.json()) as { payments: { id: string; providerReference: string | null }[] }).payments.map(
      (payment) => [payment.id, payment.providerReference ?? ''],
    ),
  );
  const duplicateRow = page.getByRole('row').filter({ hasText: references.get(orange) ?? '' });
  await expect(duplicateRow).toContainText('À rembourser');
  await expect(duplicateRow).toContainText('Paiement en double : un autre paiement avait déjà réglé');
  await expect(page.getByRole('row').filter({ hasText: references.get(mtn) ?? '' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('paiements-double-1280-clair.png') });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: testInfo.outputPath('paiements-double-1280-sombre.png') });

  await page.setViewportSize({ width: 360, height: 740 });
  const card = page.getByRole('listitem').filter({ hasText: references.get(orange) ?? '' });
  await expect(card).toContainText('Paiement en double : un autre paiement avait déjà réglé');
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('paiements-double-360-sombre.png') });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.screenshot({ path: testInfo.outputPath('paiements-double-360-clair.png') });

  // Paying a third time is refused, with the message the patient reads.
  const third = await api.post('/api/payments', {
    headers: { origin },
    data: { payableType: 'booking', payableId: booking.id, method: 'cash', idempotencyKey: `e2e-third-${Date.now()}` },
  });
  expect(third.status()).toBe(409);
  expect(((await third.json()) as { code: string }).code).toBe('payable_already_paid');
  await patientContext.close();
});
