import type { InvoiceResponse, InvoicesResponse, InvoiceView } from '@sante/shared/invoice-constants';
import type { PaymentResponse } from '@sante/shared/payment-constants';
import { and, eq, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { bookings } from '../../db/schema/availability';
import { invoices } from '../../db/schema/invoices';
import { payments } from '../../db/schema/payments';
import { services } from '../../db/schema/services';
import { createAccount, signedIn, type SignedIn } from '../../testing/signed-in-client';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { sandboxWebhookHeaders } from '../payments/sandbox-provider';

let server: TestServer;
let patient: SignedIn;
let doctorId: string;
let serviceId: string;
let serviceName: string;
let counter = 0;
const unique = () => `${Date.now().toString(36)}${++counter}`;

beforeAll(async () => {
  server = await startTestServer();
  patient = await signedIn(server, 'patient');
  doctorId = (await createAccount(server, 'medecin')).userId;
  const [service] = await server.deps.db.select({ id: services.id, nameFr: services.nameFr }).from(services).limit(1);
  if (!service) throw new Error('no default service');
  serviceId = service.id;
  serviceName = service.nameFr;
});
afterAll(() => server.close());

/** A pending booking of `patientId` priced 20 000 FCFA, each in its own slot. */
async function booking(patientId: string): Promise<string> {
  const startsAt = new Date(Date.now() + (48 + counter) * 3_600_000);
  const [row] = await server.deps.db
    .insert(bookings)
    .values({
      patientId,
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
  if (!row) throw new Error('booking not inserted');
  return row.id;
}

/** Pays the booking through the sandbox (the payer approves: the signed webhook marks it succeeded). */
async function payWithSandbox(account: SignedIn, bookingId: string) {
  const started = await account.client.post('/api/payments', {
    payableType: 'booking',
    payableId: bookingId,
    method: 'mtn_momo',
    phone: '674 48 17 21',
    idempotencyKey: `invoice-${unique()}`,
  });
  expect(started.status).toBe(201);
  const payment = started.json<PaymentResponse>().payment;
  const approved = await account.client.post(`/api/payments/sandbox/${payment.id}/approve`, {});
  expect(approved.json<PaymentResponse>().payment.status).toBe('succeeded');
  return payment;
}

async function invoicesOf(bookingId: string) {
  return server.deps.db.select().from(invoices).where(eq(invoices.bookingId, bookingId));
}

describe('invoices of paid bookings', () => {
  it('numbers 20 bookings paid at the same time without gap or duplicate', async () => {
    const payers = await Promise.all(Array.from({ length: 4 }, () => signedIn(server, 'patient')));
    const ids = await Promise.all(Array.from({ length: 20 }, (_, i) => booking(payers[i % 4]!.userId)));
    await Promise.all(ids.map((id, i) => payWithSandbox(payers[i % 4]!, id)));
    const rows = (await Promise.all(ids.map(invoicesOf))).flat();
    expect(rows).toHaveLength(20);
    const sequences = rows.map((row) => row.sequence).sort((a, b) => a - b);
    const first = sequences[0] ?? 0;
    expect(sequences).toEqual(Array.from({ length: 20 }, (_, i) => first + i));
    expect(new Set(rows.map((row) => row.number)).size).toBe(20);
    for (const row of rows) expect(row.number).toBe(`FAC-${row.year}-${String(row.sequence).padStart(6, '0')}`);
  });

  it('issues one paid invoice when the sandbox payment succeeds; a replayed webhook issues no second one', async () => {
    const bookingId = await booking(patient.userId);
    const payment = await payWithSandbox(patient, bookingId);
    const [row] = await server.deps.db.select().from(payments).where(eq(payments.id, payment.id));
    const rawBody = JSON.stringify({
      id: `evt_${unique()}`,
      event: 'payment.complete',
      data: { reference: row?.providerReference, status: 'complete', amount: 20_000, currency: 'XAF' },
    });
    const headers = Object.fromEntries(sandboxWebhookHeaders(server.deps.env.SANDBOX_WEBHOOK_SECRET, rawBody));
    for (let i = 0; i < 3; i++) {
      expect((await server.client().post('/api/payments/webhooks/sandbox', rawBody, headers)).status).toBe(200);
    }
    const issued = await invoicesOf(bookingId);
    expect(issued).toHaveLength(1);

    const list = (await patient.client.get('/api/invoices')).json<InvoicesResponse>().invoices;
    const invoice = list.find((item) => item.bookingId === bookingId);
    expect(invoice).toMatchObject<Partial<InvoiceView>>({
      patientId: patient.userId,
      totalXaf: 20_000,
      currency: 'XAF',
      status: 'paid',
      paymentId: payment.id,
    });
    expect(invoice?.lines).toEqual([{ label: serviceName, quantity: 1, unitPriceXaf: 20_000, totalXaf: 20_000 }]);
    expect(list.every((item) => item.patientId === patient.userId)).toBe(true);
    const read = await patient.client.get(`/api/invoices/${invoice?.id}`);
    expect(read.json<InvoiceResponse>().invoice).toEqual(invoice);
  });

  it('downloads the PDF with the invoice number, audited; another patient gets 404 by id and pdf', async () => {
    const bookingId = await booking(patient.userId);
    await payWithSandbox(patient, bookingId);
    const [invoice] = await invoicesOf(bookingId);
    if (!invoice) throw new Error('no invoice');

    const res = await fetch(`${server.baseUrl}/api/invoices/${invoice.id}/pdf`, {
      headers: { cookie: [...patient.client.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="facture-${invoice.number}.pdf"`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    expect((await PDFDocument.load(bytes)).getTitle()).toBe(`Facture ${invoice.number}`);
    const [audited] = await server.deps.db
      .select({ count: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'invoice.pdf_read'), eq(auditLog.targetId, invoice.id)));
    expect(audited?.count).toBe(1);

    const other = await signedIn(server, 'patient');
    for (const path of [`/api/invoices/${invoice.id}`, `/api/invoices/${invoice.id}/pdf`, '/api/invoices/nope']) {
      const refused = await other.client.get(path);
      expect(refused.status).toBe(404);
      expect(refused.json().code).toBe('not_found');
    }
    expect((await other.client.get('/api/invoices')).json<InvoicesResponse>().invoices).toEqual([]);
    expect((await server.client().get('/api/invoices')).status).toBe(401);

    const staff = await signedIn(server, 'personnel_operationnel');
    expect((await staff.client.get(`/api/invoices/${invoice.id}/pdf`)).status).toBe(200);
    const ofYear = await staff.client.get(`/api/invoices?year=${invoice.year}`);
    // Staff see whose invoice it is: a booking's invoice is addressed to its patient, by name.
    expect(ofYear.json<InvoicesResponse>().invoices.find((item) => item.id === invoice.id)?.recipientName).toBe(
      'Aline Ekwalla',
    );
    const adminList = await staff.client.get(`/api/admin/invoices?year=${invoice.year}&q=${invoice.number}`);
    expect(adminList.json<InvoicesResponse>().invoices.map((item) => item.recipientName)).toEqual(['Aline Ekwalla']);
    expect(
      (await staff.client.get(`/api/invoices?year=${invoice.year - 1}`)).json<InvoicesResponse>().invoices,
    ).toEqual([]);
    expect((await staff.client.get('/api/invoices?year=abc')).status).toBe(400);
  });
});
