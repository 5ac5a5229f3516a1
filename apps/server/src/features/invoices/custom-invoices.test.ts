import type { InvoicesResponse, PayLinkResponse, PublicInvoiceResponse } from '@sante/shared/invoice-constants';
import type { AdminPaymentsResponse, PaymentResponse } from '@sante/shared/payment-constants';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { invoices } from '../../db/schema/invoices';
import { jobs } from '../../db/schema/jobs';
import { payments } from '../../db/schema/payments';
import { signedIn, type SignedIn } from '../../testing/signed-in-client';
import { startTestServer, type TestServer, type TestClient } from '../../testing/test-server';
import { PAYMENT_REFUND_DUE_JOB } from '../payments/payment-refund-due';
import { sandboxWebhookHeaders } from '../payments/sandbox-provider';

let server: TestServer;
let staff: SignedIn;
let patient: SignedIn;
let counter = 0;
const key = () => `link-${Date.now().toString(36)}-${++counter}`;

beforeAll(async () => {
  server = await startTestServer();
  staff = await signedIn(server, 'admin');
  patient = await signedIn(server, 'patient');
});
afterAll(() => server.close());

const LINES = [
  { label: 'Pansement à domicile', quantity: 2, unitPriceXaf: 7_500 },
  { label: 'Frais de déplacement', quantity: 1, unitPriceXaf: 2_000 },
];

/** A custom invoice for someone without an account; returns the answer and the link's id and token. */
async function createForRelative(extra: Record<string, unknown> = {}) {
  const res = await staff.client.post('/api/admin/invoices', {
    recipientKind: 'other',
    recipientName: 'Awa Ngono',
    phone: '677 12 34 56',
    recipientEmail: 'Awa.Ngono@example.cm',
    lines: LINES,
    note: 'Soins de la semaine du 16 novembre',
    ...extra,
  });
  expect(res.status).toBe(201);
  const answer = res.json<PayLinkResponse>();
  const url = new URL(answer.payUrl);
  return { answer, link: { invoiceId: answer.invoice.id, token: url.hash.slice(1) } };
}

/** Pays through the link with the sandbox: initiation, then the payer approves. */
async function payThroughLink(client: TestClient, link: { invoiceId: string; token: string }) {
  const started = await client.post('/api/invoice-links/payments', {
    ...link,
    method: 'orange_money',
    phone: '656 01 92 61',
    idempotencyKey: key(),
  });
  expect(started.status).toBe(201);
  const payment = started.json<PaymentResponse>().payment;
  expect(payment.status).toBe('pending');
  const approved = await client.post('/api/invoice-links/sandbox/approve', { ...link, paymentId: payment.id });
  expect(approved.status).toBe(200);
  expect(approved.json<PaymentResponse>().payment.status).toBe('succeeded');
  return payment;
}

describe('custom invoices created by staff', () => {
  it('numbers the invoice at creation, totals the lines, and sends the link (token in the fragment, hash at rest)', async () => {
    const { answer, link } = await createForRelative();
    expect(answer.invoice).toMatchObject({
      kind: 'custom',
      status: 'unpaid',
      totalXaf: 17_000,
      patientId: null,
      recipientName: 'Awa Ngono',
      note: 'Soins de la semaine du 16 novembre',
    });
    expect(answer.invoice.lines).toEqual([
      { label: 'Pansement à domicile', quantity: 2, unitPriceXaf: 7_500, totalXaf: 15_000 },
      { label: 'Frais de déplacement', quantity: 1, unitPriceXaf: 2_000, totalXaf: 2_000 },
    ]);
    expect(answer.invoice.number).toMatch(/^FAC-\d{4}-\d{6}$/);
    expect(answer.payUrl).toBe(
      `http://localhost:5173/patient/factures/personnalisee/${answer.invoice.id}/paiement#${link.token}`,
    );
    expect(link.token).toMatch(/^[\w-]{43}$/);
    const [row] = await server.deps.db.select().from(invoices).where(eq(invoices.id, answer.invoice.id));
    expect(row?.payTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(link.token);
    expect(answer.sentTo.sort()).toEqual(['email', 'whatsapp']);
    expect(await server.lastLinkSentTo('awa.ngono@example.cm')).toBe(answer.payUrl);
    expect(await server.lastLinkSentTo('+237677123456')).toBe(answer.payUrl);
  });

  it('shares the yearly sequence with the other invoices: consecutive numbers, none twice', async () => {
    const created = await Promise.all(Array.from({ length: 6 }, () => createForRelative()));
    const sequences = created.map(({ answer }) => Number(answer.invoice.number.slice(-6))).sort((a, b) => a - b);
    const first = sequences[0] ?? 0;
    expect(sequences).toEqual(Array.from({ length: 6 }, (_, i) => first + i));
  });

  it('addresses a patient by their phone; an unknown number is a field error; patients and anonymous are refused', async () => {
    const res = await staff.client.post('/api/admin/invoices', {
      recipientKind: 'patient',
      phone: patient.phone,
      lines: [{ label: 'Prélèvement à domicile', quantity: 1, unitPriceXaf: 10_000 }],
    });
    expect(res.status).toBe(201);
    expect(res.json<PayLinkResponse>().invoice.patientId).toBe(patient.userId);

    const unknown = await staff.client.post('/api/admin/invoices', {
      recipientKind: 'patient',
      phone: '699 99 99 98',
      lines: LINES,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'validation_failed',
      fieldErrors: { phone: ['validation.patientNotFound'] },
    });

    const bad = await staff.client.post('/api/admin/invoices', {
      recipientKind: 'other',
      phone: '12',
      lines: [{ label: '', quantity: 0, unitPriceXaf: -5 }],
      linkValidDays: 90,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json<{ fieldErrors: object }>().fieldErrors).sort()).toEqual(
      ['lines.0.label', 'lines.0.quantity', 'lines.0.unitPriceXaf', 'linkValidDays', 'phone', 'recipientName'].sort(),
    );
    expect((await staff.client.post('/api/admin/invoices', 'not json')).status).toBe(400);
    expect((await patient.client.post('/api/admin/invoices', { recipientKind: 'other', lines: LINES })).status).toBe(
      403,
    );
    expect((await server.client().post('/api/admin/invoices', {})).status).toBe(401);
    expect((await patient.client.get('/api/admin/invoices')).status).toBe(403);
  });
});

describe('the payment link', () => {
  it('shows the invoice to whoever holds it; a wrong token is a 404 like an unknown id; reads are audited', async () => {
    const { answer, link } = await createForRelative();
    const anonymous = server.client();
    const read = await anonymous.post('/api/invoice-links/read', link);
    expect(read.status).toBe(200);
    expect(read.json<PublicInvoiceResponse>().invoice).toMatchObject({
      number: answer.invoice.number,
      totalXaf: 17_000,
      status: 'unpaid',
      recipientFirstName: 'Awa',
    });
    expect(JSON.stringify(read.body)).not.toContain('Ngono');
    const wrongToken = `${link.token.slice(0, -1)}${link.token.endsWith('A') ? 'B' : 'A'}`;
    for (const body of [
      { ...link, token: wrongToken },
      { invoiceId: '00000000-0000-4000-8000-000000000000', token: link.token },
    ]) {
      const refused = await anonymous.post('/api/invoice-links/read', body);
      expect(refused.status).toBe(404);
      expect(refused.json()).toMatchObject({ code: 'not_found' });
    }
    expect((await anonymous.post('/api/invoice-links/read', { invoiceId: 'x', token: 'short' })).status).toBe(400);
    const [audited] = await server.deps.db
      .select({ count: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'invoice.link_read'), eq(auditLog.targetId, answer.invoice.id)));
    expect(audited?.count).toBe(1);
  });

  it('lets a relative without an account pay with the sandbox: the invoice is paid once, replays change nothing', async () => {
    const { answer, link } = await createForRelative();
    const relative = server.client();
    const payment = await payThroughLink(relative, link);
    const [paid] = await server.deps.db.select().from(invoices).where(eq(invoices.id, answer.invoice.id));
    expect(paid).toMatchObject({ status: 'paid', paymentId: payment.id });

    const [row] = await server.deps.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row).toMatchObject({ payerId: null, payableType: 'invoice', amount: 17_000 });
    const rawBody = JSON.stringify({
      id: `evt_replay_${key()}`,
      event: 'payment.complete',
      data: { reference: row?.providerReference, status: 'complete', amount: 17_000, currency: 'XAF' },
    });
    const headers = Object.fromEntries(sandboxWebhookHeaders(server.deps.env.SANDBOX_WEBHOOK_SECRET, rawBody));
    for (let i = 0; i < 5; i++) await server.client().post('/api/payments/webhooks/sandbox', rawBody, headers);
    const [still] = await server.deps.db.select().from(invoices).where(eq(invoices.id, answer.invoice.id));
    expect(still?.paidAt?.getTime()).toBe(paid?.paidAt?.getTime());

    const status = await relative.post('/api/invoice-links/payments/read', { ...link, paymentId: payment.id });
    expect(status.json<PaymentResponse>().payment.status).toBe('succeeded');
    expect((await relative.post('/api/invoice-links/read', link)).json<PublicInvoiceResponse>().invoice.status).toBe(
      'paid',
    );
    const again = await relative.post('/api/invoice-links/payments', {
      ...link,
      method: 'mtn_momo',
      phone: '674 48 17 21',
      idempotencyKey: key(),
    });
    expect(again.status).toBe(409);
    expect(again.json()).toMatchObject({ code: 'payable_already_paid' });

    const pdf = await fetch(`${server.baseUrl}/api/invoice-links/pdf`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.baseUrl },
      body: JSON.stringify(link),
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="facture-${answer.invoice.number}.pdf"`);
    expect(new TextDecoder().decode(new Uint8Array(await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });

  it('a custom invoice of 5,000 paid three times through its link collects once: the two later payments are to refund', async () => {
    const { answer, link } = await createForRelative({
      lines: [{ label: 'Pansement à domicile', quantity: 1, unitPriceXaf: 5_000 }],
    });
    const relative = server.client();
    const start = async (method: 'mtn_momo' | 'orange_money') => {
      const res = await relative.post('/api/invoice-links/payments', {
        ...link,
        method,
        phone: method === 'mtn_momo' ? '674 48 17 21' : '656 01 92 61',
        idempotencyKey: key(),
      });
      expect(res.status).toBe(201);
      return res.json<PaymentResponse>().payment;
    };
    const attempts = [await start('orange_money'), await start('mtn_momo'), await start('orange_money')];
    const approved = [];
    for (const attempt of attempts) {
      const res = await relative.post('/api/invoice-links/sandbox/approve', { ...link, paymentId: attempt.id });
      expect(res.status).toBe(200);
      approved.push(res.json<PaymentResponse>().payment);
    }
    expect(approved.map((payment) => [payment.status, payment.refundReason])).toEqual([
      ['succeeded', null],
      ['succeeded', 'duplicate_payment'],
      ['succeeded', 'duplicate_payment'],
    ]);
    const [invoice] = await server.deps.db.select().from(invoices).where(eq(invoices.id, answer.invoice.id));
    expect(invoice).toMatchObject({ status: 'paid', totalXaf: 5_000, paymentId: attempts[0]?.id });
    const due = await staff.client.get(`/api/admin/payments?payableId=${answer.invoice.id}&refundDue=true`);
    expect(
      due
        .json<AdminPaymentsResponse>()
        .payments.map((payment) => payment.id)
        .sort(),
    ).toEqual([attempts[1]?.id, attempts[2]?.id].sort());
    const told = await server.deps.db.select().from(jobs).where(eq(jobs.kind, PAYMENT_REFUND_DUE_JOB));
    expect(told.filter((job) => job.payload.payableId === answer.invoice.id)).toHaveLength(2);
    const again = await relative.post('/api/invoice-links/payments', {
      ...link,
      method: 'mtn_momo',
      phone: '674 48 17 21',
      idempotencyKey: key(),
    });
    expect(again.json()).toMatchObject({ code: 'payable_already_paid' });
  });

  it('refuses an expired link with 410 and an old link after a renewal; the new one works', async () => {
    const { answer, link } = await createForRelative({ linkValidDays: 3 });
    await server.deps.db
      .update(invoices)
      .set({ payLinkExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(invoices.id, answer.invoice.id));
    const expired = await server.client().post('/api/invoice-links/read', link);
    expect(expired.status).toBe(410);
    expect(expired.json()).toMatchObject({ code: 'payment_link_expired' });
    const payExpired = await server.client().post('/api/invoice-links/payments', {
      ...link,
      method: 'mtn_momo',
      phone: '674 48 17 21',
      idempotencyKey: key(),
    });
    expect(payExpired.status).toBe(410);

    const renewed = await staff.client.post(`/api/admin/invoices/${answer.invoice.id}/link`, { linkValidDays: 2 });
    expect(renewed.status).toBe(200);
    const fresh = {
      invoiceId: answer.invoice.id,
      token: new URL(renewed.json<PayLinkResponse>().payUrl).hash.slice(1),
    };
    expect(fresh.token).not.toBe(link.token);
    expect((await server.client().post('/api/invoice-links/read', link)).status).toBe(404);
    expect((await server.client().post('/api/invoice-links/read', fresh)).status).toBe(200);
    const expiresIn = new Date(renewed.json<PayLinkResponse>().invoice.payLinkExpiresAt ?? 0).getTime() - Date.now();
    expect(Math.round(expiresIn / 3_600_000)).toBe(48);
  });

  it('cannot pay a cancelled invoice; a paid one cannot be cancelled; an archived year is read-only', async () => {
    const { answer, link } = await createForRelative();
    const cancelled = await staff.client.post(`/api/admin/invoices/${answer.invoice.id}/cancel`, {});
    expect(cancelled.status).toBe(200);
    expect(cancelled.json<{ invoice: { status: string } }>().invoice.status).toBe('cancelled');
    const pay = await server.client().post('/api/invoice-links/payments', {
      ...link,
      method: 'mtn_momo',
      phone: '674 48 17 21',
      idempotencyKey: key(),
    });
    expect(pay.status).toBe(409);
    expect(pay.json()).toMatchObject({ code: 'invoice_not_payable' });
    expect((await staff.client.post(`/api/admin/invoices/${answer.invoice.id}/link`, {})).status).toBe(409);

    const paid = await createForRelative();
    await payThroughLink(server.client(), paid.link);
    const cancelPaid = await staff.client.post(`/api/admin/invoices/${paid.answer.invoice.id}/cancel`, {});
    expect(cancelPaid.json()).toMatchObject({ code: 'payable_already_paid' });

    const old = await createForRelative();
    await server.deps.db.update(invoices).set({ year: 2025 }).where(eq(invoices.id, old.answer.invoice.id));
    for (const path of ['cancel', 'link']) {
      const refused = await staff.client.post(`/api/admin/invoices/${old.answer.invoice.id}/${path}`, {});
      expect(refused.status).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'invoice_archived' });
    }
  });

  it("lets a patient pay their own custom invoice from their space; another patient's ids are 404 everywhere", async () => {
    const created = await staff.client.post('/api/admin/invoices', {
      recipientKind: 'patient',
      phone: patient.phone,
      lines: [{ label: 'Programme de suivi (mois)', quantity: 1, unitPriceXaf: 25_000 }],
    });
    const invoice = created.json<PayLinkResponse>().invoice;
    const other = await signedIn(server, 'patient');
    const stolen = await other.client.post('/api/payments', {
      payableType: 'invoice',
      payableId: invoice.id,
      method: 'mtn_momo',
      phone: '674 48 17 21',
      idempotencyKey: key(),
    });
    expect(stolen.status).toBe(404);
    for (const path of [`/api/invoices/${invoice.id}`, `/api/invoices/${invoice.id}/pdf`]) {
      expect((await other.client.get(path)).status).toBe(404);
    }
    expect((await other.client.get('/api/invoices')).json<InvoicesResponse>().invoices).toEqual([]);

    const started = await patient.client.post('/api/payments', {
      payableType: 'invoice',
      payableId: invoice.id,
      method: 'mtn_momo',
      phone: '674 48 17 21',
      idempotencyKey: key(),
    });
    expect(started.status).toBe(201);
    const payment = started.json<PaymentResponse>().payment;
    expect(payment.amount).toBe(25_000);
    const otherApproves = await other.client.post(`/api/payments/sandbox/${payment.id}/approve`, {});
    expect(otherApproves.status).toBe(404);
    await patient.client.post(`/api/payments/sandbox/${payment.id}/approve`, {});
    const mine = (await patient.client.get('/api/invoices')).json<InvoicesResponse>().invoices;
    expect(mine.find((item) => item.id === invoice.id)?.status).toBe('paid');
    const again = await patient.client.post('/api/payments', {
      payableType: 'invoice',
      payableId: invoice.id,
      method: 'mtn_momo',
      phone: '674 48 17 21',
      idempotencyKey: key(),
    });
    expect(again.status).toBe(409);
    expect(again.json().code).toBe('payable_already_paid');
  });

  it("a link never reaches another invoice's payment", async () => {
    const first = await createForRelative();
    const second = await createForRelative();
    const payment = await server
      .client()
      .post('/api/invoice-links/payments', {
        ...first.link,
        method: 'mtn_momo',
        phone: '674 48 17 21',
        idempotencyKey: key(),
      })
      .then((res) => res.json<PaymentResponse>().payment);
    for (const path of ['/api/invoice-links/payments/read', '/api/invoice-links/sandbox/approve']) {
      const refused = await server.client().post(path, { ...second.link, paymentId: payment.id });
      expect(refused.status).toBe(404);
    }
  });

  it('lists the current year for staff with filters', async () => {
    const { answer } = await createForRelative();
    const list = await staff.client.get(
      `/api/admin/invoices?kind=custom&status=unpaid&q=${answer.invoice.number.slice(-6)}`,
    );
    expect(list.status).toBe(200);
    expect(list.json<InvoicesResponse>().invoices.map((item) => item.id)).toEqual([answer.invoice.id]);
    expect((await staff.client.get('/api/admin/invoices?status=lost')).status).toBe(400);
  });
});
