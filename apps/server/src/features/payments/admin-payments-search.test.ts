import type { AdminPaymentsResponse, PaymentResponse } from '@sante/shared/payment-constants';
import type { PayLinkResponse } from '@sante/shared/invoice-constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema/availability';
import { services } from '../../db/schema/services';
import { createUser, randomPhone, TEST_PASSWORD } from '../../testing/factories';
import { createAccount, signIn, signedIn, type SignedIn } from '../../testing/signed-in-client';
import { startTestServer, type TestServer } from '../../testing/test-server';

/** `/admin/paiements`: each row says whom and what it is for; staff search by name, phone or reference. */
let server: TestServer;
let staff: SignedIn;
let patient: SignedIn;
const patientPhone = randomPhone();
let bookingReference: string;
let bookingPaymentId: string;
let invoiceNumber: string;
let invoicePaymentId: string;

beforeAll(async () => {
  server = await startTestServer();
  staff = await signedIn(server, 'admin');
  const { userId } = await createUser(server.deps, {
    role: 'patient',
    firstName: 'Hélène',
    lastName: 'Ngono',
    phone: patientPhone,
    email: `helene.${Date.now()}@test.cm`,
    password: TEST_PASSWORD,
  });
  patient = await signIn(server, { userId, role: 'patient', email: null, phone: patientPhone });

  const [service] = await server.deps.db.select({ id: services.id }).from(services).limit(1);
  const startsAt = new Date(Date.now() + 48 * 3_600_000);
  bookingReference = `SAD-P${Date.now().toString(36).toUpperCase()}`;
  const [booking] = await server.deps.db
    .insert(bookings)
    .values({
      patientId: userId,
      doctorId: (await createAccount(server, 'medecin')).userId,
      serviceId: service?.id ?? '',
      visitKind: 'home_visit',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3_600_000),
      priceXaf: 20_000,
      reference: bookingReference,
      paymentChoice: 'mtn_momo',
    })
    .returning({ id: bookings.id });
  const paid = await patient.client.post('/api/payments', {
    payableType: 'booking',
    payableId: booking?.id,
    method: 'mtn_momo',
    phone: '674 48 17 21',
    idempotencyKey: `search-${Date.now()}`,
  });
  bookingPaymentId = paid.json<PaymentResponse>().payment.id;

  // A custom invoice to someone without an account, paid (pending) through its link's payment.
  const created = await staff.client.post('/api/admin/invoices', {
    recipientKind: 'other',
    recipientName: 'Émile Tchoua',
    phone: '699 11 22 33',
    lines: [{ label: 'Soins', quantity: 1, unitPriceXaf: 5_000 }],
  });
  const { invoice, payUrl } = created.json<PayLinkResponse>();
  invoiceNumber = invoice.number;
  const token = payUrl.split('#')[1];
  const linkPaid = await server.client().post('/api/invoice-links/payments', {
    invoiceId: invoice.id,
    token,
    method: 'orange_money',
    phone: '699 11 22 33',
    idempotencyKey: `search-link-${Date.now()}`,
  });
  expect(linkPaid.status, JSON.stringify(linkPaid.body)).toBeLessThan(300);
  invoicePaymentId = linkPaid.json<PaymentResponse>().payment.id;
});
afterAll(() => server.close());

async function search(q: string) {
  const res = await staff.client.get(`/api/admin/payments?${new URLSearchParams({ q }).toString()}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.json<AdminPaymentsResponse>().payments.map((payment) => payment.id);
}

describe('staff search of payments', () => {
  it("shows the patient's name and full phone, the paying number and what it pays", async () => {
    const rows = (await staff.client.get('/api/admin/payments')).json<AdminPaymentsResponse>().payments;
    expect(rows.find((row) => row.id === bookingPaymentId)).toMatchObject({
      patientName: 'Hélène Ngono',
      patientPhone,
      phone: '+237674481721',
      payableReference: bookingReference,
    });
    expect(rows.find((row) => row.id === invoicePaymentId)).toMatchObject({
      patientName: 'Émile Tchoua',
      patientPhone: '+237699112233',
      payableReference: invoiceNumber,
    });
  });

  it('finds a payment by the patient name without accents, by phone however typed, by booking or invoice reference', async () => {
    for (const q of ['helene', 'NGONO', 'ngono hélène', bookingReference.toLowerCase()]) {
      expect(await search(q), q).toEqual([bookingPaymentId]);
    }
    const national = patientPhone.replace('+237', '');
    expect(await search(`${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`)).toEqual([
      bookingPaymentId,
    ]);
    for (const q of ['emile', 'tchoua', '699 11 22 33', invoiceNumber]) {
      expect(await search(q), q).toEqual([invoicePaymentId]);
    }
  });

  it('finds nothing for unknown text or a LIKE wildcard, and refuses a query too long (400)', async () => {
    expect(await search('Zyxwvu')).toEqual([]);
    expect(await search('%')).toEqual([]);
    const tooLong = await staff.client.get(`/api/admin/payments?q=${'a'.repeat(61)}`);
    expect([tooLong.status, tooLong.json().code]).toEqual([400, 'validation_failed']);
  });
});
