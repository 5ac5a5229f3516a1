import type { InvoiceResponse, PublicInvoiceResponse } from '@sante/shared/invoice-constants';
import type { OrderPayLinkResponse, OrderResponse, OrderView } from '@sante/shared/order-constants';
import type { PaymentResponse } from '@sante/shared/payment-constants';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditNotes, invoices } from '../../db/schema/invoices';
import { outboxMessages } from '../../db/schema/jobs';
import { payments } from '../../db/schema/payments';
import { shopCategories, shopPharmacies, shopPharmacyStock, shopProducts } from '../../db/schema/shop';
import { shopOrders } from '../../db/schema/shop-orders';
import { signedIn, type SignedIn } from '../../testing/signed-in-client';
import { startTestServer, type TestClient, type TestServer } from '../../testing/test-server';
import { expireOrders } from './expire-orders';

/** The money side of shop orders (ADR 043): invoices with VAT, cash collected, a relative's link, refunds. */
let server: TestServer;
let patient: SignedIn;
let other: SignedIn;
let doctor: SignedIn;
let operations: SignedIn;
let admin: SignedIn;
const ids = { thermometer: '', ors: '', douala: '' };
const HOURS = Array.from({ length: 7 }, () => ({ opens: '08:00', closes: '20:00' }));

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.deps;
  const [category] = await db
    .insert(shopCategories)
    .values({ slug: 'test-billing', nameFr: 'Essais', nameEn: 'Tests' })
    .returning();
  const base = { categoryId: category!.id, description: 'Produit de test', priceXaf: 100, packSize: 'boîte de 1' };
  const [thermometer, ors] = await db
    .insert(shopProducts)
    .values([
      { ...base, slug: 'thermo-bill', kind: 'health_product', name: 'Thermomètre', searchWords: ['thermo'] },
      {
        ...base,
        slug: 'sro-bill',
        kind: 'medicine',
        name: 'SRO',
        searchWords: ['sro'],
        dci: 'sels de réhydratation',
        form: 'poudre',
        strength: '20,5 g',
        ammNumber: 'AMM-BILL',
        prescriptionClass: 'otc',
      },
    ])
    .returning();
  const [douala] = await db
    .insert(shopPharmacies)
    .values({
      slug: 'bill-dla',
      name: 'Pharmacie du Test',
      ordreNumber: 'ONPC-BILL',
      city: 'Douala',
      quartier: 'Akwa',
      address: 'Rue de test',
      latitude: 4,
      longitude: 9,
      phone: '+237699000000',
      weeklyHours: HOURS,
    })
    .returning();
  Object.assign(ids, { thermometer: thermometer!.id, ors: ors!.id, douala: douala!.id });
  await db.insert(shopPharmacyStock).values([
    { pharmacyId: douala!.id, productId: thermometer!.id, priceXaf: 3500, quantity: 500 },
    { pharmacyId: douala!.id, productId: ors!.id, priceXaf: 500, quantity: 500 },
  ]);
  patient = await signedIn(server, 'patient');
  other = await signedIn(server, 'patient');
  doctor = await signedIn(server, 'medecin');
  operations = await signedIn(server, 'personnel_operationnel');
  admin = await signedIn(server, 'admin');
});
afterAll(() => server.close());

/** Two thermometers (taxed) and one ORS (a medicine: exempt), picked up, or two thermometers delivered. */
async function order(body: Record<string, unknown> = {}): Promise<OrderView> {
  const res = await patient.client.post('/api/shop/orders', {
    lines: [
      { productId: ids.thermometer, quantity: 2 },
      { productId: ids.ors, quantity: 1 },
    ],
    contactName: 'Aline Ekwalla',
    contactPhone: '699 12 34 56',
    fulfilment: 'pickup',
    pharmacyId: ids.douala,
    paymentChoice: 'mobile_money',
    ...body,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.json<OrderResponse>().order;
}

const delivered = (paymentChoice: string) => ({
  lines: [{ productId: ids.thermometer, quantity: 2 }],
  fulfilment: 'delivery',
  pharmacyId: undefined,
  deliveryZoneId: 'dla-akwa-bonanjo',
  deliveryAddress: 'Akwa, rue Joss',
  paymentChoice,
});

async function payWithSandbox(orderId: string): Promise<void> {
  const started = await patient.client.post('/api/payments', {
    payableType: 'shop_order',
    payableId: orderId,
    method: 'mtn_momo',
    phone: '677123456',
    idempotencyKey: `pay-${orderId}`,
  });
  expect(started.status).toBe(201);
  const payment = started.json<PaymentResponse>().payment;
  expect((await patient.client.post(`/api/payments/sandbox/${payment.id}/approve`)).status).toBe(200);
}

const read = async (client: TestClient, id: string) =>
  (await client.get(`/api/shop/orders/${id}`)).json<OrderResponse>().order;

async function pdf(client: TestClient, path: string) {
  return fetch(`${server.baseUrl}${path}`, {
    headers: { cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
  });
}

describe('the order’s invoice', () => {
  it('is issued paid when mobile money pays the order, with the VAT lines computed by the server', async () => {
    const placed = await order();
    // 2 × 3 500 taxed at 19,25 % (VAT included) and 500 exempt: VAT = round(7 000 × 1925 / 11925) = 1 130.
    expect(placed).toMatchObject({ totalXaf: 7500, vatXaf: 1130, invoice: null });
    await payWithSandbox(placed.id);
    const paid = await read(patient.client, placed.id);
    expect(paid.status).toBe('paid');
    expect(paid.invoice).toMatchObject({ status: 'paid', creditNote: null });
    expect(paid.invoice?.number).toMatch(/^FAC-\d{4}-\d{6}$/);

    const res = await patient.client.get(`/api/invoices/${paid.invoice?.id}`);
    expect(res.status).toBe(200);
    const invoice = res.json<InvoiceResponse>().invoice;
    expect(invoice).toMatchObject({ kind: 'shop_order', status: 'paid', totalXaf: 7500, patientId: patient.userId });
    expect(invoice.lines).toEqual([
      { label: 'SRO (boîte de 1)', quantity: 1, unitPriceXaf: 500, totalXaf: 500, vatRateBp: 0, vatXaf: 0 },
      {
        label: 'Thermomètre (boîte de 1)',
        quantity: 2,
        unitPriceXaf: 3500,
        totalXaf: 7000,
        vatRateBp: 1925,
        vatXaf: 1130,
      },
    ]);
    const list = await patient.client.get('/api/invoices');
    expect(list.json<{ invoices: { id: string }[] }>().invoices.map((row) => row.id)).toContain(invoice.id);

    const download = await pdf(patient.client, `/api/invoices/${invoice.id}/pdf`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect((await pdf(other.client, `/api/invoices/${invoice.id}/pdf`)).status).toBe(404);
    expect((await other.client.get(`/api/invoices/${invoice.id}`)).status).toBe(404);
  });

  it('a delivery: the fee is a taxed line; the lines’ VAT adds up to the order’s', async () => {
    const placed = await order(delivered('mobile_money'));
    // (7 000 + 1 000) × 1925 / 11925 = 1 291.4 → 1 291: 1 130 on the products, 161 on the fee.
    expect(placed).toMatchObject({ totalXaf: 8000, deliveryFeeXaf: 1000, vatXaf: 1291 });
    await payWithSandbox(placed.id);
    const { invoice } = await read(patient.client, placed.id);
    const [row] = await server.deps.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, invoice?.id ?? ''));
    expect(row?.lines.map((line) => [line.label, line.vatRateBp, line.vatXaf])).toEqual([
      ['Thermomètre (boîte de 1)', 1925, 1130],
      ['Frais de livraison', 1925, 161],
    ]);
  });
});

describe('cash on delivery collected', () => {
  it('staff record it once (idempotent), which issues the paid invoice; other roles and orders are refused', async () => {
    const placed = await order(delivered('cash_on_delivery'));
    expect(placed).toMatchObject({ cashCollected: false, invoice: null });
    const cash = (client: TestClient, id = placed.id) => client.post(`/api/admin/shop/orders/${id}/cash`);
    expect((await cash(doctor.client)).status).toBe(403);
    expect((await cash(patient.client)).status).toBe(403);
    expect((await cash(operations.client, '00000000-0000-4000-8000-000000000000')).status).toBe(404);

    const move = (status: string) => operations.client.post(`/api/admin/shop/orders/${placed.id}/status`, { status });
    expect((await move('preparing')).status).toBe(200);
    expect((await move('out_for_delivery')).status).toBe(200);
    const first = await cash(operations.client);
    expect(first.status).toBe(200);
    expect(first.json<OrderResponse>().order).toMatchObject({ status: 'out_for_delivery', cashCollected: true });
    const second = await cash(operations.client);
    expect(second.status).toBe(200);
    expect(second.json<OrderResponse>().order.invoice).toEqual(first.json<OrderResponse>().order.invoice);

    const rows = await server.deps.db
      .select()
      .from(payments)
      .where(and(eq(payments.payableType, 'shop_order'), eq(payments.payableId, placed.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ provider: 'cash', status: 'succeeded', amount: 8000, payerId: patient.userId });
    const [invoice] = await server.deps.db.select().from(invoices).where(eq(invoices.shopOrderId, placed.id));
    expect(invoice).toMatchObject({ status: 'paid', paymentId: rows[0]?.id, totalXaf: 8000 });
    const mine = await read(patient.client, placed.id);
    expect(mine).toMatchObject({ cashCollected: true, refundDue: false });
    expect(mine.invoice?.id).toBe(invoice?.id);

    const mobile = await order();
    expect((await cash(operations.client, mobile.id)).json<{ code: string }>().code).toBe('payment_not_cash');
  });

  it('two records at once make one payment and one invoice', async () => {
    const placed = await order(delivered('cash_on_delivery'));
    const answers = await Promise.all(
      [1, 2, 3].map(() => admin.client.post(`/api/admin/shop/orders/${placed.id}/cash`)),
    );
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
    const rows = await server.deps.db.select().from(payments).where(eq(payments.payableId, placed.id));
    expect(rows.map((row) => row.status)).toEqual(['succeeded']);
    expect(await server.deps.db.select().from(invoices).where(eq(invoices.shopOrderId, placed.id))).toHaveLength(1);
    expect((await read(patient.client, placed.id)).status).toBe('paid');
  });
});

describe('a relative pays through the link', () => {
  it('pays the order without an account; the link shows the order, never its products', async () => {
    const placed = await order();
    expect((await other.client.post(`/api/shop/orders/${placed.id}/pay-link`)).status).toBe(404);
    expect((await doctor.client.post(`/api/shop/orders/${placed.id}/pay-link`)).status).toBe(403);
    const res = await patient.client.post(`/api/shop/orders/${placed.id}/pay-link`);
    expect(res.status).toBe(201);
    const answer = res.json<OrderPayLinkResponse>();
    const url = new URL(answer.payUrl);
    expect(url.pathname).toMatch(/^\/patient\/factures\/personnalisee\/[0-9a-f-]{36}\/paiement$/);
    const link = { invoiceId: url.pathname.split('/')[4] ?? '', token: url.hash.slice(1) };
    // The hold lasts as long as the link: 24 h after the order.
    const expected = new Date(placed.createdAt).getTime() + 24 * 3_600_000;
    expect(new Date(answer.expiresAt).getTime()).toBe(expected);
    const [held] = await server.deps.db.select().from(shopOrders).where(eq(shopOrders.id, placed.id));
    expect(held?.payBy?.getTime()).toBe(expected);

    const relative = server.client();
    const shown = (await relative.post('/api/invoice-links/read', link)).json<PublicInvoiceResponse>().invoice;
    expect(shown).toMatchObject({ number: answer.invoiceNumber, status: 'unpaid', totalXaf: 7500 });
    expect(shown.recipientFirstName).toBe('Aline');
    expect(JSON.stringify(shown)).not.toMatch(/Thermomètre|SRO/);

    const started = await relative.post('/api/invoice-links/payments', {
      ...link,
      method: 'orange_money',
      phone: '656 01 92 61',
      idempotencyKey: `relative-${placed.id}`,
    });
    expect(started.status).toBe(201);
    const payment = started.json<PaymentResponse>().payment;
    expect(payment.amount).toBe(7500);
    const approved = await relative.post('/api/invoice-links/sandbox/approve', { ...link, paymentId: payment.id });
    expect(approved.status).toBe(200);

    const paid = await read(patient.client, placed.id);
    expect(paid.status).toBe('paid');
    expect(paid.invoice).toMatchObject({ number: answer.invoiceNumber, status: 'paid' });
    expect((await patient.client.post(`/api/shop/orders/${placed.id}/pay-link`)).status).toBe(409);
    const again = await relative.post('/api/invoice-links/payments', {
      ...link,
      method: 'orange_money',
      phone: '656 01 92 61',
      idempotencyKey: `relative-again-${placed.id}`,
    });
    expect(again.json<{ code: string }>().code).toBe('payable_already_paid');
  });

  it('a new link replaces the old; an order expired unpaid cancels its invoice; cash orders have no link', async () => {
    const placed = await order();
    const first = (await patient.client.post(`/api/shop/orders/${placed.id}/pay-link`)).json<OrderPayLinkResponse>();
    const second = (await patient.client.post(`/api/shop/orders/${placed.id}/pay-link`)).json<OrderPayLinkResponse>();
    expect(second.invoiceNumber).toBe(first.invoiceNumber);
    const linkOf = (answer: OrderPayLinkResponse) => {
      const url = new URL(answer.payUrl);
      return { invoiceId: url.pathname.split('/')[4] ?? '', token: url.hash.slice(1) };
    };
    expect((await server.client().post('/api/invoice-links/read', linkOf(first))).status).toBe(404);
    expect((await server.client().post('/api/invoice-links/read', linkOf(second))).status).toBe(200);

    await expireOrders(server.deps, new Date(Date.now() + 25 * 3_600_000));
    expect((await read(patient.client, placed.id)).status).toBe('expired');
    const [invoice] = await server.deps.db.select().from(invoices).where(eq(invoices.shopOrderId, placed.id));
    expect(invoice?.status).toBe('cancelled');

    const cash = await order(delivered('cash_on_delivery'));
    expect((await patient.client.post(`/api/shop/orders/${cash.id}/pay-link`)).status).toBe(409);
  });
});

describe('refunds from the queue', () => {
  it('a paid order cancelled: refunded once by a role allowed `shop_orders.refund`, with its credit note', async () => {
    const placed = await order();
    await payWithSandbox(placed.id);
    expect((await patient.client.post(`/api/shop/orders/${placed.id}/cancel`)).status).toBe(200);
    const queue = await operations.client.get(`/api/admin/shop/orders?status=cancelled&q=${placed.number}`);
    expect(queue.json<{ orders: OrderView[] }>().orders[0]).toMatchObject({ id: placed.id, refundDue: true });
    expect((await read(patient.client, placed.id)).refundDue).toBe(false);

    const refund = (client: TestClient) =>
      client.post(`/api/admin/shop/orders/${placed.id}/refund`, { reason: 'Virement MTN réf. 884211' });
    expect((await refund(operations.client)).status).toBe(403);
    expect((await refund(doctor.client)).status).toBe(403);
    expect((await refund(patient.client)).status).toBe(403);
    expect((await admin.client.post(`/api/admin/shop/orders/${placed.id}/refund`, { reason: 'x' })).status).toBe(400);
    const done = await refund(admin.client);
    expect(done.status).toBe(200);
    const refunded = done.json<OrderResponse>().order;
    expect(refunded).toMatchObject({ status: 'refunded', refundDue: false });
    expect(refunded.invoice?.creditNote?.number).toMatch(/^AV-\d{4}-\d{6}$/);
    const [note] = await server.deps.db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.invoiceId, refunded.invoice?.id ?? ''));
    expect(note).toMatchObject({ amountXaf: 7500, refundNote: 'Virement MTN réf. 884211' });
    expect((await refund(admin.client)).json<{ code: string }>().code).toBe('payment_not_refundable');

    const notices = await server.deps.db
      .select({ params: outboxMessages.params })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.userId, patient.userId), eq(outboxMessages.template, 'order_status')));
    const refundedNotice = notices.find((row) => JSON.stringify(row.params).includes('"refunded"'));
    expect(refundedNotice?.params).toEqual({ number: placed.number, notice: 'refunded' });
  });

  it('a success after the expiry is refunded and the expired order becomes refunded; nothing owed is a 409', async () => {
    const placed = await order();
    const started = await patient.client.post('/api/payments', {
      payableType: 'shop_order',
      payableId: placed.id,
      method: 'mtn_momo',
      phone: '677123456',
      idempotencyKey: `late-${placed.id}`,
    });
    const payment = started.json<PaymentResponse>().payment;
    await expireOrders(server.deps, new Date(Date.now() + 31 * 60_000));
    expect((await patient.client.post(`/api/payments/sandbox/${payment.id}/approve`)).status).toBe(200);
    const [late] = await server.deps.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(late?.refundReason).toBe('order_closed');

    const res = await admin.client.post(`/api/admin/shop/orders/${placed.id}/refund`, { reason: 'Espèces rendues' });
    expect(res.status).toBe(200);
    expect(res.json<OrderResponse>().order.status).toBe('refunded');

    const unpaid = await order();
    const nothing = await admin.client.post(`/api/admin/shop/orders/${unpaid.id}/refund`, { reason: 'Rien à rendre' });
    expect(nothing.json<{ code: string }>().code).toBe('payment_not_refundable');
  });
});
