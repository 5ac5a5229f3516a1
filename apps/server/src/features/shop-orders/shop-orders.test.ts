import type { OrderListResponse, OrderResponse, OrderView } from '@sante/shared/order-constants';
import type { PaymentResponse } from '@sante/shared/payment-constants';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, outboxMessages } from '../../db/schema/jobs';
import { payments } from '../../db/schema/payments';
import { shopCategories, shopPharmacies, shopPharmacyStock, shopProducts } from '../../db/schema/shop';
import { shopOrderEvents, shopOrders } from '../../db/schema/shop-orders';
import { signedIn, type SignedIn } from '../../testing/signed-in-client';
import { startTestServer, type TestClient, type TestServer } from '../../testing/test-server';
import { expireOrders } from './expire-orders';
import { ORDER_UPDATED_JOB, orderUpdatedHandler } from './move-order';

let server: TestServer;
let patient: SignedIn;
let other: SignedIn;
let doctor: SignedIn;
let staff: SignedIn;
const ids = { thermometer: '', ors: '', antibiotic: '', douala: '', yaounde: '' };
const HOURS = Array.from({ length: 7 }, () => ({ opens: '08:00', closes: '20:00' }));

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.deps;
  const [category] = await db
    .insert(shopCategories)
    .values({ slug: 'test-orders', nameFr: 'Essais', nameEn: 'Tests' })
    .returning();
  const product = (slug: string, fields: Partial<typeof shopProducts.$inferInsert>) => ({
    slug,
    kind: 'health_product' as const,
    categoryId: category!.id,
    name: slug,
    description: 'Produit de test',
    priceXaf: 100,
    packSize: '1',
    searchWords: [slug],
    ...fields,
  });
  const medicine = { kind: 'medicine' as const, dci: 'dci', form: 'comprimé', strength: '1 mg', ammNumber: 'AMM-TEST' };
  const [thermometer, ors, antibiotic] = await db
    .insert(shopProducts)
    .values([
      product('thermometre-test', { name: 'Thermomètre de test', priceXaf: 9999 }),
      product('sro-test', { ...medicine, name: 'SRO de test', prescriptionClass: 'otc' }),
      product('antibiotique-test', { ...medicine, name: 'Antibiotique de test', prescriptionClass: 'rx' }),
    ])
    .returning();
  const pharmacy = (slug: string, city: 'Douala' | 'Yaoundé') => ({
    slug,
    name: `Pharmacie ${slug}`,
    ordreNumber: `ONPC-${slug}`,
    city,
    quartier: 'Akwa',
    address: 'Rue de test',
    latitude: 4,
    longitude: 9,
    phone: '+237699000000',
    weeklyHours: HOURS,
  });
  const [douala, yaounde] = await db
    .insert(shopPharmacies)
    .values([pharmacy('test-dla', 'Douala'), pharmacy('test-yde', 'Yaoundé')])
    .returning();
  Object.assign(ids, {
    thermometer: thermometer!.id,
    ors: ors!.id,
    antibiotic: antibiotic!.id,
    douala: douala!.id,
    yaounde: yaounde!.id,
  });
  await db.insert(shopPharmacyStock).values([
    { pharmacyId: douala!.id, productId: thermometer!.id, priceXaf: 3500, quantity: 100 },
    { pharmacyId: douala!.id, productId: ors!.id, priceXaf: 500, quantity: 100 },
    { pharmacyId: douala!.id, productId: antibiotic!.id, priceXaf: 2000, quantity: 100 },
    { pharmacyId: yaounde!.id, productId: thermometer!.id, priceXaf: 3000, quantity: 10 },
  ]);
  patient = await signedIn(server, 'patient');
  other = await signedIn(server, 'patient');
  doctor = await signedIn(server, 'medecin');
  staff = await signedIn(server, 'personnel_operationnel');
});
afterAll(() => server.close());

const pickup = (lines: { productId: string; quantity: number }[], extra: Record<string, unknown> = {}) => ({
  lines,
  contactName: 'Aline Ekwalla',
  contactPhone: '699 12 34 56',
  fulfilment: 'pickup',
  pharmacyId: ids.douala,
  paymentChoice: 'mobile_money',
  ...extra,
});

async function order(client: TestClient, body: unknown): Promise<OrderView> {
  const res = await client.post('/api/shop/orders', body);
  expect(res.status).toBe(201);
  return res.json<OrderResponse>().order;
}

async function stock(pharmacyId: string, productId: string): Promise<number> {
  const [row] = await server.deps.db
    .select({ quantity: shopPharmacyStock.quantity })
    .from(shopPharmacyStock)
    .where(and(eq(shopPharmacyStock.pharmacyId, pharmacyId), eq(shopPharmacyStock.productId, productId)));
  return row?.quantity ?? -1;
}

const pay = (client: TestClient, orderId: string, key: string) =>
  client.post('/api/payments', {
    payableType: 'shop_order',
    payableId: orderId,
    method: 'mtn_momo',
    phone: '677123456',
    idempotencyKey: key,
  });

describe('checkout', () => {
  it('prices the order from the pharmacy (never the client), numbers it gaplessly and holds its stock', async () => {
    const before = await stock(ids.douala, ids.thermometer);
    const first = await order(
      patient.client,
      pickup(
        [
          { productId: ids.thermometer, quantity: 2 },
          { productId: ids.ors, quantity: 3 },
        ],
        { totalXaf: 1 },
      ),
    );
    expect(first).toMatchObject({ status: 'awaiting_payment', subtotalXaf: 8500, deliveryFeeXaf: 0, totalXaf: 8500 });
    // VAT included on the thermometers only (the ORS, a medicine, is exempt): 7000 × 1925 / 11925.
    expect(first.vatXaf).toBe(1130);
    expect(first.number).toMatch(/^CMD-\d{4}-\d{6}$/);
    expect(first.handoverCode).toBeNull();
    expect(await stock(ids.douala, ids.thermometer)).toBe(before - 2);

    const second = await order(patient.client, pickup([{ productId: ids.ors, quantity: 1 }]));
    const numberOf = (view: OrderView) => Number(view.number.slice(-6));
    expect(numberOf(second)).toBe(numberOf(first) + 1);
  });

  it('delivers health products from the zone city’s pharmacy with the zone fee; medicines are not delivered', async () => {
    const delivered = await order(patient.client, {
      ...pickup([{ productId: ids.thermometer, quantity: 1 }]),
      fulfilment: 'delivery',
      pharmacyId: undefined,
      deliveryZoneId: 'yde-centre-bastos',
      deliveryAddress: 'Bastos, derrière l’ambassade',
    });
    expect(delivered).toMatchObject({ subtotalXaf: 3000, deliveryFeeXaf: 1000, totalXaf: 4000 });
    expect(delivered.pharmacy.id).toBe(ids.yaounde);
    const medicine = await patient.client.post('/api/shop/orders', {
      ...pickup([{ productId: ids.ors, quantity: 1 }]),
      fulfilment: 'delivery',
      deliveryZoneId: 'dla-akwa-bonanjo',
      deliveryAddress: 'Akwa',
    });
    expect(medicine.status).toBe(422);
    expect(medicine.json().code).toBe('order_delivery_not_allowed');
  });

  it('waits for the prescription of a prescription-only line; refuses too many units, bad input and the wrong roles', async () => {
    const rx = await patient.client.post('/api/shop/orders', pickup([{ productId: ids.antibiotic, quantity: 1 }]));
    expect(rx.status).toBe(201);
    expect(rx.json<OrderResponse>().order).toMatchObject({ status: 'awaiting_prescription', payable: false });
    const short = await patient.client.post('/api/shop/orders', {
      ...pickup([{ productId: ids.thermometer, quantity: 11 }]),
      fulfilment: 'delivery',
      deliveryZoneId: 'yde-centre-bastos',
      deliveryAddress: 'Bastos',
    });
    expect(short.status).toBe(409);
    expect(short.json().code).toBe('out_of_stock');
    for (const body of [
      {},
      pickup([]),
      pickup([{ productId: 'x', quantity: 1 }]),
      pickup([{ productId: ids.ors, quantity: 0 }]),
      pickup([{ productId: crypto.randomUUID(), quantity: 1 }]),
      pickup([{ productId: ids.ors, quantity: 1 }], { pharmacyId: crypto.randomUUID() }),
      pickup([{ productId: ids.ors, quantity: 1 }], { paymentChoice: 'cash_on_delivery' }),
      pickup([{ productId: ids.ors, quantity: 1 }], { contactPhone: '12' }),
    ]) {
      const res = await patient.client.post('/api/shop/orders', body);
      expect(res.status).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
    expect((await doctor.client.post('/api/shop/orders', pickup([{ productId: ids.ors, quantity: 1 }]))).status).toBe(
      403,
    );
    expect((await server.client().get('/api/shop/orders')).status).toBe(401);
  });
});

describe('an order is its patient’s', () => {
  it('another patient, a doctor and an unknown id get 404/403; staff read it in the queue', async () => {
    const mine = await order(patient.client, pickup([{ productId: ids.ors, quantity: 1 }]));
    expect((await other.client.get(`/api/shop/orders/${mine.id}`)).status).toBe(404);
    expect((await other.client.post(`/api/shop/orders/${mine.id}/cancel`)).status).toBe(404);
    expect((await pay(other.client, mine.id, 'other-pays-1')).status).toBe(404);
    expect((await doctor.client.get(`/api/shop/orders/${mine.id}`)).status).toBe(403);
    expect((await patient.client.get('/api/shop/orders/not-a-uuid')).status).toBe(404);
    const theirs = (await other.client.get('/api/shop/orders')).json<OrderListResponse>().orders;
    expect(theirs.map((row) => row.id)).not.toContain(mine.id);
    expect((await patient.client.get(`/api/admin/shop/orders?q=${mine.number}`)).status).toBe(403);
    const queue = await staff.client.get(`/api/admin/shop/orders?status=awaiting_payment&q=${mine.number}`);
    expect(queue.json<OrderListResponse>().orders.map((row) => row.id)).toEqual([mine.id]);
    expect(queue.json<OrderListResponse>().orders[0]?.handoverCode).toBeNull();
  });
});

describe('payment, preparation and hand-over', () => {
  it('pays the server’s total through the sandbox, then the pharmacy prepares and hands over with the code', async () => {
    const placed = await order(patient.client, pickup([{ productId: ids.thermometer, quantity: 1 }]));
    const mismatch = await patient.client.post('/api/payments', {
      payableType: 'shop_order',
      payableId: placed.id,
      method: 'mtn_momo',
      phone: '677123456',
      amount: 1,
      idempotencyKey: 'order-mismatch-1',
    });
    expect(mismatch.status).toBe(409);
    const started = await pay(patient.client, placed.id, 'order-pay-1');
    expect(started.status).toBe(201);
    const payment = started.json<PaymentResponse>().payment;
    expect(payment.amount).toBe(3500);
    expect((await patient.client.post(`/api/payments/sandbox/${payment.id}/approve`)).status).toBe(200);

    const paid = (await patient.client.get(`/api/shop/orders/${placed.id}`)).json<OrderResponse>().order;
    expect(paid.status).toBe('paid');
    expect(paid.handoverCode).toMatch(/^\d{6}$/);
    expect(paid.events.map((event) => event.status)).toEqual(['awaiting_payment', 'paid']);

    const move = (body: unknown) => staff.client.post(`/api/admin/shop/orders/${placed.id}/status`, body);
    expect((await move({ status: 'out_for_delivery' })).status).toBe(409);
    expect((await move({ status: 'preparing' })).status).toBe(200);
    expect((await patient.client.post(`/api/shop/orders/${placed.id}/cancel`)).status).toBe(409);
    expect((await move({ status: 'ready_for_pickup' })).status).toBe(200);
    const wrong = paid.handoverCode === '000000' ? '111111' : '000000';
    expect((await move({ status: 'picked_up', handoverCode: wrong })).status).toBe(400);
    expect((await move({ status: 'picked_up', handoverCode: paid.handoverCode })).status).toBe(200);
    const events = await server.deps.db.select().from(shopOrderEvents).where(eq(shopOrderEvents.orderId, placed.id));
    expect(events.find((event) => event.status === 'picked_up')?.actorId).toBe(staff.userId);
    expect(
      (await doctor.client.post(`/api/admin/shop/orders/${placed.id}/status`, { status: 'preparing' })).status,
    ).toBe(403);
  });

  it('cash on delivery: no payment asked nor expiry; the pharmacy prepares, delivers and checks the code', async () => {
    const placed = await order(patient.client, {
      ...pickup([{ productId: ids.thermometer, quantity: 1 }]),
      fulfilment: 'delivery',
      pharmacyId: undefined,
      deliveryZoneId: 'yde-essos-mvog-mbi',
      deliveryAddress: 'Essos, face à la boulangerie',
      paymentChoice: 'cash_on_delivery',
    });
    expect(placed).toMatchObject({ status: 'awaiting_payment', payBy: null, deliveryFeeXaf: 1500, totalXaf: 4500 });
    expect(placed.handoverCode).toMatch(/^\d{6}$/);
    expect((await pay(patient.client, placed.id, 'cash-order-1')).status).toBe(404);
    await expireOrders(server.deps, new Date(Date.now() + 24 * 3600_000));
    const [kept] = await server.deps.db.select().from(shopOrders).where(eq(shopOrders.id, placed.id));
    expect(kept).toMatchObject({ status: 'awaiting_payment', stockHeld: true });
    const move = (body: unknown) => staff.client.post(`/api/admin/shop/orders/${placed.id}/status`, body);
    expect((await move({ status: 'preparing' })).status).toBe(200);
    expect((await move({ status: 'ready_for_pickup' })).status).toBe(409);
    expect((await move({ status: 'out_for_delivery' })).status).toBe(200);
    const delivered = await move({ status: 'delivered', handoverCode: placed.handoverCode });
    expect(delivered.json<OrderResponse>().order.status).toBe('delivered');
  });

  it('a cancelled order gives its stock back and cannot be paid; a paid then cancelled one is owed back', async () => {
    const before = await stock(ids.douala, ids.ors);
    const placed = await order(patient.client, pickup([{ productId: ids.ors, quantity: 4 }]));
    expect(await stock(ids.douala, ids.ors)).toBe(before - 4);
    const cancelled = await patient.client.post(`/api/shop/orders/${placed.id}/cancel`);
    expect(cancelled.json<OrderResponse>().order.status).toBe('cancelled');
    expect(await stock(ids.douala, ids.ors)).toBe(before);
    expect((await patient.client.post(`/api/shop/orders/${placed.id}/cancel`)).status).toBe(409);
    expect((await pay(patient.client, placed.id, 'cancelled-pay-1')).status).toBe(404);

    const paidOrder = await order(patient.client, pickup([{ productId: ids.ors, quantity: 1 }]));
    const payment = (await pay(patient.client, paidOrder.id, 'paid-cancel-1')).json<PaymentResponse>().payment;
    await patient.client.post(`/api/payments/sandbox/${payment.id}/approve`);
    await patient.client.post(`/api/shop/orders/${paidOrder.id}/cancel`);
    const [row] = await server.deps.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row?.refundReason).toBe('order_closed');
  });
});

describe('each state entered is recorded, notified and pushed', () => {
  it('writes the event with its actor, an order-status message (no product named) and the realtime job', async () => {
    const placed = await order(patient.client, pickup([{ productId: ids.ors, quantity: 1 }]));
    await patient.client.post(`/api/shop/orders/${placed.id}/cancel`);
    const { db } = server.deps;
    const events = await db.select().from(shopOrderEvents).where(eq(shopOrderEvents.orderId, placed.id));
    expect(events.map((event) => [event.status, event.actorId])).toEqual([
      ['awaiting_payment', patient.userId],
      ['cancelled', patient.userId],
    ]);
    const messages = await db
      .select({ template: outboxMessages.template, params: outboxMessages.params })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.userId, patient.userId), eq(outboxMessages.template, 'order_status')));
    const ofThisOrder = messages.filter((message) => message.params.number === placed.number);
    expect(ofThisOrder.map((message) => message.params.notice).sort()).toEqual(
      expect.arrayContaining(['cancelled', 'received']),
    );
    expect(JSON.stringify(ofThisOrder)).not.toContain('SRO');
    const queued = await db.select().from(jobs).where(eq(jobs.kind, ORDER_UPDATED_JOB));
    expect(queued.filter((job) => job.payload.orderId === placed.id).length).toBeGreaterThanOrEqual(2);

    const pushes: { rooms: readonly string[]; event: string; payload: unknown }[] = [];
    const realtime = {
      emitTo: (rooms: readonly string[], event: string, payload: unknown) => pushes.push({ rooms, event, payload }),
    };
    const job = queued.find((row) => row.payload.orderId === placed.id)!;
    await orderUpdatedHandler({ db, realtime: realtime as unknown as typeof server.deps.realtime })(job);
    expect(pushes).toEqual([
      {
        rooms: [`user:${patient.userId}`, 'staff'],
        event: 'order:updated',
        payload: { orderId: placed.id, status: 'cancelled' },
      },
    ]);
  });
});

describe('stock under concurrency and expiry', () => {
  it('30 concurrent orders on the last 10 units: exactly 10 placed, the stock never negative', async () => {
    const { db } = server.deps;
    await db
      .update(shopPharmacyStock)
      .set({ quantity: 10 })
      .where(and(eq(shopPharmacyStock.pharmacyId, ids.douala), eq(shopPharmacyStock.productId, ids.thermometer)));
    const buyers = await Promise.all(Array.from({ length: 3 }, () => signedIn(server, 'patient')));
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        buyers[index % 3]!.client.post('/api/shop/orders', pickup([{ productId: ids.thermometer, quantity: 1 }])),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(20);
    expect(answers.filter((res) => res.status === 409).every((res) => res.json().code === 'out_of_stock')).toBe(true);
    expect(await stock(ids.douala, ids.thermometer)).toBe(0);
  });

  it('an order unpaid at pay-by expires and its stock is released; it can no longer be paid', async () => {
    // The earlier orders awaiting payment expire first, so that this order's units are the only ones moving.
    await expireOrders(server.deps, new Date(Date.now() + 24 * 3600_000));
    const before = await stock(ids.douala, ids.ors);
    const placed = await order(patient.client, pickup([{ productId: ids.ors, quantity: 2 }]));
    expect(placed.payBy).not.toBeNull();
    expect(await expireOrders(server.deps, new Date())).toEqual({ expired: 0 });
    const later = new Date(new Date(placed.payBy!).getTime() + 1000);
    expect(await expireOrders(server.deps, later)).toEqual({ expired: 1 });
    const [row] = await server.deps.db.select().from(shopOrders).where(eq(shopOrders.id, placed.id));
    expect(row).toMatchObject({ status: 'expired', stockHeld: false });
    expect(await stock(ids.douala, ids.ors)).toBe(before);
    expect((await pay(patient.client, placed.id, 'expired-pay-1')).status).toBe(404);
  });
});
