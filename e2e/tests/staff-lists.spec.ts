import { readFile } from 'node:fs/promises';
import { expect, test } from '../fixtures';
import { DEMO, DEMO_PASSWORD } from '../helpers/accounts';
import { signInThroughApi } from '../helpers/auth';
import { doualaDayFromToday } from '../helpers/douala-day';
import { bookHomeVisit, payBooking, startPayment } from '../helpers/paid-booking';

const PHONE = { width: 360, height: 740 };

/**
 * Issue #10, section 4, on a phone: operations staff find a patient's payment by the phone number the patient
 * gives them (typed as people say it), with the patient's name and the booking it pays, then the consultation by
 * its reference.
 */
test('le personnel retrouve un paiement par le téléphone du patient et une consultation par sa référence', async ({
  page,
  browser,
  baseURL,
  freshPatient,
  consoleGuard,
}) => {
  const origin = baseURL ?? '';
  const patientContext = await browser.newContext();
  consoleGuard.watchContext(patientContext);
  const patientPage = await patientContext.newPage();
  await signInThroughApi(patientPage, origin, { phone: freshPatient.phone }, freshPatient.password, 'patient');
  const booking = await bookHomeVisit(patientPage.request, origin, doualaDayFromToday(10));
  await startPayment(patientPage.request, origin, booking.id, 'mtn_momo', freshPatient.phone);
  await patientContext.close();
  const patientName = `${freshPatient.firstName} ${freshPatient.lastName}`;

  await page.setViewportSize(PHONE);
  await signInThroughApi(page, origin, { email: DEMO.personnel_operationnel.email }, DEMO_PASSWORD, 'personnel');
  await page.goto('/admin/paiements');
  await expect(page.getByRole('heading', { level: 1, name: 'Paiements' })).toBeVisible();
  const national = freshPatient.phone.replace('+237', '');
  const spoken = `${national.slice(0, 1)} ${national.slice(1, 3)} ${national.slice(3, 5)} ${national.slice(5, 7)} ${national.slice(7)}`;
  await page.getByRole('searchbox', { name: 'Rechercher' }).fill(spoken);
  await expect(page).toHaveURL(/q=/);
  const payment = page.getByRole('listitem').filter({ hasText: booking.reference });
  await expect(payment).toContainText(patientName);
  await expect(payment).toContainText(freshPatient.phone);
  await expect(page.getByRole('listitem').filter({ hasText: 'Rendez-vous SAD-' })).toHaveCount(1);

  await page.goto('/admin/consultations');
  await page.getByRole('searchbox', { name: 'Rechercher' }).fill(booking.reference.toLowerCase());
  await expect(page.getByText('1 rendez-vous', { exact: true })).toBeVisible();
  const consultation = page.getByRole('listitem').filter({ hasText: booking.reference });
  await expect(consultation).toContainText(patientName);
  await expect(consultation).toContainText('Dr ');
});

/**
 * A paid visit refunded by staff: the patient's invoice reads "Remboursée — avoir AV-…" instead of "Payée",
 * and the credit note downloads as a PDF.
 */
test('visite payée puis remboursée : la facture de la patiente affiche l’avoir, téléchargeable', async ({
  page,
  baseURL,
  freshPatient,
  staffApi,
}) => {
  const origin = baseURL ?? '';
  await page.setViewportSize(PHONE);
  await signInThroughApi(page, origin, { phone: freshPatient.phone }, freshPatient.password, 'patient');
  const booking = await bookHomeVisit(page.request, origin, doualaDayFromToday(11));
  const paymentId = await payBooking(page.request, origin, booking.id, freshPatient.phone);
  const refunded = await staffApi.post(`/api/admin/payments/${paymentId}/refund`, {
    data: { reason: 'Transfert MTN MoMo, référence 4455' },
  });
  expect(refunded.status(), await refunded.text()).toBe(200);
  const invoices = (await (await page.request.get('/api/invoices')).json()) as {
    invoices: { number: string; bookingId: string | null }[];
  };
  const number = invoices.invoices.find((invoice) => invoice.bookingId === booking.id)?.number ?? '';

  await page.goto('/patient/factures');
  const card = page.getByRole('article', { name: number });
  await expect(card).toContainText(/Remboursée — avoir AV-\d{4}-\d{6}/);
  await expect(card.getByText('Payée', { exact: true })).toHaveCount(0);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('link', { name: /Télécharger l’avoir|Télécharger l'avoir/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^avoir-AV-\d{4}-\d{6}\.pdf$/);
  expect((await readFile(await download.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
