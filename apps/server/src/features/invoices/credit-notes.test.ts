import type { InvoiceResponse, InvoicesResponse } from '@sante/shared/invoice-constants';
import type { PaymentResponse } from '@sante/shared/payment-constants';
import { and, eq, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { bookings } from '../../db/schema/availability';
import { creditNotes, invoices } from '../../db/schema/invoices';
import { services } from '../../db/schema/services';
import { createAccount, signedIn, type SignedIn } from '../../testing/signed-in-client';
import { startTestServer, type TestClient, type TestServer } from '../../testing/test-server';

/** Refunds of paid invoices issue credit notes (ADR 016, "Credit notes"), and who may download them. */
let server: TestServer;
let patient: SignedIn;
let admin: SignedIn;
let doctorId: string;
let serviceId: string;
let counter = 0;
const unique = () => `${Date.now().toString(36)}${++counter}`;

beforeAll(async () => {
  server = await startTestServer();
  [patient, admin] = await Promise.all([signedIn(server, 'patient'), signedIn(server, 'admin')]);
  doctorId = (await createAccount(server, 'medecin')).userId;
  const [service] = await server.deps.db.select({ id: services.id }).from(services).limit(1);
  if (!service) throw new Error('no default service');
  serviceId = service.id;
});
afterAll(() => server.close());

/** A booking of `account` priced 20 000 FCFA, paid by MTN through the sandbox; returns its invoice. */
async function paidBooking(account: SignedIn) {
  const startsAt = new Date(Date.now() + (48 + counter) * 3_600_000);
  const [booking] = await server.deps.db
    .insert(bookings)
    .values({
      patientId: account.userId,
      doctorId,
      serviceId,
      visitKind: 'home_visit',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3_600_000),
      priceXaf: 20_000,
      reference: `SAD-${unique()}`,
      paymentChoice: 'mtn_momo',
    })
    .returning({ id: bookings.id });
  if (!booking) throw new Error('booking not inserted');
  const started = await account.client.post('/api/payments', {
    payableType: 'booking',
    payableId: booking.id,
    method: 'mtn_momo',
    phone: '674 48 17 21',
    idempotencyKey: `avoir-${unique()}`,
  });
  const payment = started.json<PaymentResponse>().payment;
  await account.client.post(`/api/payments/sandbox/${payment.id}/approve`, {});
  const [invoice] = await server.deps.db.select().from(invoices).where(eq(invoices.bookingId, booking.id));
  if (!invoice) throw new Error('no invoice');
  return { invoice, paymentId: payment.id };
}

const refund = (paymentId: string) =>
  admin.client.post(`/api/admin/payments/${paymentId}/refund`, { reason: 'Transfert MTN MP2611.1234' });

/** A PDF route's answer: status, headers and bytes (the test client reads text). */
async function download(client: TestClient, path: string) {
  const res = await fetch(`${server.baseUrl}${path}`, {
    headers: { cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
  });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe('credit notes', () => {
  it('a refund of a paid booking issues AV-<year>-<6 digits> for its invoice; both lists show it; the PDF names it', async () => {
    const { invoice, paymentId } = await paidBooking(patient);
    expect((await refund(paymentId)).status).toBe(200);
    const [note] = await server.deps.db.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoice.id));
    expect(note).toMatchObject({ paymentId, patientId: patient.userId, amountXaf: 20_000 });
    expect(note?.number).toBe(`AV-${note?.year}-${String(note?.sequence).padStart(6, '0')}`);

    const summary = { id: note?.id, number: note?.number, amountXaf: 20_000 };
    const own = (await patient.client.get('/api/invoices')).json<InvoicesResponse>().invoices;
    expect(own.find((item) => item.id === invoice.id)).toMatchObject({ status: 'paid', creditNote: summary });
    const one = (await patient.client.get(`/api/invoices/${invoice.id}`)).json<InvoiceResponse>().invoice;
    expect(one.creditNote).toMatchObject(summary);
    const staffList = (await admin.client.get('/api/admin/invoices')).json<InvoicesResponse>().invoices;
    expect(staffList.find((item) => item.id === invoice.id)?.creditNote).toMatchObject(summary);

    for (const [client, path] of [
      [patient.client, `/api/credit-notes/${note?.id}/pdf`],
      [admin.client, `/api/admin/credit-notes/${note?.id}/pdf`],
    ] as const) {
      const res = await download(client, path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="avoir-${note?.number}.pdf"`);
      expect((await PDFDocument.load(res.bytes)).getTitle()).toBe(`Avoir ${note?.number}`);
    }
    const [audited] = await server.deps.db
      .select({ count: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'credit_note.pdf_read'), eq(auditLog.targetId, note?.id ?? '')));
    expect(audited?.count).toBe(2);
  });

  it('two refunds at once take two consecutive numbers; a second refund of the same payment issues none', async () => {
    const [first, second] = await Promise.all([paidBooking(patient), paidBooking(patient)]);
    if (!first || !second) throw new Error('not paid');
    const answers = await Promise.all([refund(first.paymentId), refund(second.paymentId)]);
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    expect((await refund(first.paymentId)).status).toBe(409);
    const notes = await server.deps.db
      .select({ sequence: creditNotes.sequence, year: creditNotes.year })
      .from(creditNotes)
      .where(sql`${creditNotes.invoiceId} in (${first.invoice.id}, ${second.invoice.id})`);
    expect(notes).toHaveLength(2);
    const [low = 0, high = 0] = notes.map((note) => note.sequence).sort((a, b) => a - b);
    expect(high - low).toBe(1);
  });

  it('refuses another patient (404), an unrelated doctor and operations staff (403), anonymous (401)', async () => {
    const { paymentId, invoice } = await paidBooking(patient);
    await refund(paymentId);
    const [note] = await server.deps.db.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoice.id));
    const own = `/api/credit-notes/${note?.id}/pdf`;
    const staff = `/api/admin/credit-notes/${note?.id}/pdf`;
    const [otherPatient, doctor, operations] = await Promise.all([
      signedIn(server, 'patient'),
      signedIn(server, 'medecin'),
      signedIn(server, 'personnel_operationnel'),
    ]);
    expect((await download(otherPatient.client, own)).status).toBe(404);
    expect((await download(otherPatient.client, staff)).status).toBe(403);
    expect((await download(doctor.client, own)).status).toBe(403);
    expect((await download(doctor.client, staff)).status).toBe(403);
    expect((await download(operations.client, staff)).status).toBe(403);
    expect((await download(operations.client, own)).status).toBe(403);
    expect((await download(server.client(), own)).status).toBe(401);
    expect((await download(patient.client, `/api/credit-notes/not-a-uuid/pdf`)).status).toBe(404);
  });
});
