import type {
  OrderPrescriptionDetail,
  OrderResponse,
  OrderReviewMaterial,
  OrderView,
} from '@sante/shared/order-constants';
import type { PaymentResponse } from '@sante/shared/payment-constants';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema/jobs';
import { prescriptions } from '../../db/schema/prescriptions';
import { shopPharmacyStock } from '../../db/schema/shop';
import { shopOrderLines, shopOrders } from '../../db/schema/shop-orders';
import { insertHomeVisit } from '../../testing/home-visit-factory';
import { rxOrderCast, type RxShop } from '../../testing/shop-order-factory';
import type { SignedIn } from '../../testing/signed-in-client';
import { startTestServer, type TestClient, type TestServer } from '../../testing/test-server';
import { SAMPLE, send } from '../storage/storage-test-helpers';
import { expireOrders } from './expire-orders';
import { moveOrder } from './move-order';
import { resolveOrderPayable } from './order-payable';

let server: TestServer;
let shop: RxShop;
let patient: SignedIn;
let other: SignedIn;
let doctor: SignedIn;
let pharmacist: SignedIn;
let operations: SignedIn;
let superAdmin: SignedIn;

beforeAll(async () => {
  server = await startTestServer();
  ({ shop, patient, other, doctor, pharmacist, operations, superAdmin } = await rxOrderCast(server, [
    'ONPC-2026-0042',
    'ONPC-2026-0043',
  ]));
});
afterAll(() => server.close());

const checkout = (lines: { productId: string; quantity: number }[]) => ({
  lines,
  contactName: 'Aline Ekwalla',
  contactPhone: '699 12 34 56',
  fulfilment: 'pickup',
  pharmacyId: shop.pharmacyId,
  paymentChoice: 'mobile_money',
});

async function order(client: TestClient, lines: { productId: string; quantity: number }[]): Promise<OrderView> {
  const res = await client.post('/api/shop/orders', checkout(lines));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.json<OrderResponse>().order;
}

const photo = (bytes: Uint8Array = SAMPLE.jpeg(2048), type = 'image/jpeg') => {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), 'ordonnance.jpg');
  return form;
};

const upload = (who: SignedIn, orderId: string, form: FormData = photo()) =>
  send(who.client, server.baseUrl, 'POST', `/api/shop/orders/${orderId}/prescription/upload`, form);

const pay = (client: TestClient, orderId: string, key: string) =>
  client.post('/api/payments', {
    payableType: 'shop_order',
    payableId: orderId,
    method: 'mtn_momo',
    phone: '677123456',
    idempotencyKey: key,
  });

const review = (who: SignedIn, orderId: string, lines: unknown) =>
  who.client.post(`/api/admin/shop/orders/${orderId}/review`, { lines });

const staffMove = (orderId: string, body: unknown) =>
  operations.client.post(`/api/admin/shop/orders/${orderId}/status`, body);

async function stock(productId: string): Promise<number> {
  const [row] = await server.deps.db
    .select({ quantity: shopPharmacyStock.quantity })
    .from(shopPharmacyStock)
    .where(and(eq(shopPharmacyStock.pharmacyId, shop.pharmacyId), eq(shopPharmacyStock.productId, productId)));
  return row?.quantity ?? -1;
}

async function notices(orderNumber: string): Promise<string[]> {
  const rows = await server.deps.db
    .select({ params: outboxMessages.params })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.userId, patient.userId), eq(outboxMessages.template, 'order_status')));
  return rows
    .filter((row) => JSON.stringify(row.params).includes(orderNumber))
    .map((row) => (row.params as { notice: string }).notice);
}

/** A signed prescription of `patientId` written by the doctor after a visit (ADR 034). */
async function signedPrescription(patientId: string, dispensed = false): Promise<string> {
  const bookingId = await insertHomeVisit(server.deps.db, {
    patientId,
    doctorId: doctor.userId,
    startsAt: new Date(Date.now() - 86_400_000),
    door: { latitude: 4.05, longitude: 9.7 },
  });
  const [row] = await server.deps.db
    .insert(prescriptions)
    .values({
      bookingId,
      doctorId: doctor.userId,
      patientId,
      status: 'signed',
      signedAt: new Date(),
      medicines: [],
      prescriber: {
        firstName: 'Jean',
        lastName: 'Nkoulou',
        profession: 'medecin',
        sex: 'male',
        specialty: 'medecine_generale',
        licenceNumber: 'ONMC-1',
        facility: 'Clinique',
        professionalAddress: 'Akwa',
      },
      ...(dispensed ? { dispensedAt: new Date(), dispensedPharmacy: 'Ailleurs', dispensedPharmacistLicence: 'X' } : {}),
    })
    .returning({ id: prescriptions.id });
  return row!.id;
}

describe('an order with a prescription-only line', () => {
  it('waits for its prescription: no stock held, no payment by any operation before the pharmacist approves', async () => {
    const before = await stock(shop.brand);
    const placed = await order(patient.client, [
      { productId: shop.brand, quantity: 1 },
      { productId: shop.thermometer, quantity: 1 },
    ]);
    expect(placed).toMatchObject({ status: 'awaiting_prescription', payable: false, payBy: null, totalXaf: 8000 });
    expect(placed.reviewBy).not.toBeNull();
    expect(placed.lines.find((line) => line.productId === shop.brand)?.review).toBe('pending');
    expect(placed.lines.find((line) => line.productId === shop.thermometer)?.review).toBeNull();
    expect(await stock(shop.brand)).toBe(before);
    expect(await notices(placed.number)).toContain('needs_prescription');

    // Pay, a payment link's resolver, staff moves and the state machine itself: all refused.
    expect((await pay(patient.client, placed.id, 'rx-early-1')).status).toBe(404);
    expect(await resolveOrderPayable(server.deps.db, placed.id, patient.userId)).toBeNull();
    const [stored] = await server.deps.db.select().from(shopOrders).where(eq(shopOrders.id, placed.id));
    for (const status of ['preparing', 'ready_for_pickup', 'picked_up'])
      expect((await staffMove(placed.id, { status, handoverCode: stored?.handoverCode })).status).toBe(409);
    expect((await patient.client.post(`/api/shop/orders/${placed.id}/accept`)).status).toBe(409);

    expect((await upload(patient, placed.id)).status).toBe(200);
    expect((await pay(patient.client, placed.id, 'rx-early-2')).status).toBe(404);
    expect((await staffMove(placed.id, { status: 'preparing' })).status).toBe(409);

    // Even forced into awaiting payment with its line still pending, it cannot become paid or prepared.
    await server.deps.db
      .update(shopOrders)
      .set({ status: 'awaiting_payment', payBy: new Date(Date.now() + 3_600_000), stockHeld: true })
      .where(eq(shopOrders.id, placed.id));
    expect(await resolveOrderPayable(server.deps.db, placed.id, patient.userId)).toBeNull();
    expect((await pay(patient.client, placed.id, 'rx-forced-1')).status).toBe(404);
    // Nor through a relative's payment link (ADR 043).
    const link = await patient.client.post(`/api/shop/orders/${placed.id}/pay-link`);
    expect(link.status).toBe(409);
    expect(link.json<{ code: string }>().code).toBe('order_prescription_required');
    const [row] = await server.deps.db.select().from(shopOrders).where(eq(shopOrders.id, placed.id));
    for (const to of ['paid', 'preparing'] as const) {
      await expect(
        server.deps.db.transaction((tx) => moveOrder(tx, server.deps.env, row!, to, null)),
      ).rejects.toMatchObject({ code: 'order_prescription_required' });
    }
  });

  it('a medicine on prescription is never delivered nor paid in cash', async () => {
    const res = await patient.client.post('/api/shop/orders', {
      ...checkout([{ productId: shop.brand, quantity: 1 }]),
      fulfilment: 'delivery',
      deliveryZoneId: 'dla-akwa-bonanjo',
      deliveryAddress: 'Akwa',
      paymentChoice: 'cash_on_delivery',
    });
    expect(res.status).toBe(422);
    expect(res.json().code).toBe('order_delivery_not_allowed');
  });

  it('the uploaded photo: type checked against the bytes, private; another patient, a doctor and the wrong staff get 404/403', async () => {
    const placed = await order(patient.client, [{ productId: shop.brand, quantity: 1 }]);
    expect((await upload(other, placed.id)).status).toBe(404);
    expect((await upload(doctor, placed.id)).status).toBe(403);
    expect((await upload(patient, placed.id, photo(SAMPLE.exe(2048), 'image/jpeg'))).status).toBe(415);
    expect((await upload(patient, placed.id, new FormData())).status).toBe(400);
    const res = await upload(patient, placed.id);
    expect(res.status).toBe(200);
    const sent = ((await res.json()) as OrderResponse).order;
    expect(sent).toMatchObject({
      status: 'pharmacist_review',
      prescription: { kind: 'upload', contentType: 'image/jpeg' },
    });
    expect((await upload(patient, placed.id)).status).toBe(409);

    const mine = await patient.client.get(`/api/shop/orders/${placed.id}/prescription`);
    expect(mine.status).toBe(200);
    const file = mine.json<OrderPrescriptionDetail>();
    expect(file.kind).toBe('upload');
    const bytes = await fetch(`${server.baseUrl}${file.kind === 'upload' ? file.url : ''}`);
    expect(bytes.status).toBe(200);
    expect((await other.client.get(`/api/shop/orders/${placed.id}/prescription`)).status).toBe(404);
    expect((await doctor.client.get(`/api/shop/orders/${placed.id}/prescription`)).status).toBe(403);
    const path = `/api/admin/shop/orders/${placed.id}/prescription`;
    expect((await pharmacist.client.get(path)).status).toBe(200);
    expect((await superAdmin.client.get(path)).status).toBe(403);
    expect((await doctor.client.get(path)).status).toBe(403);
    expect((await patient.client.get(path)).status).toBe(403);
    expect((await other.client.get(`/api/shop/orders/${placed.id}`)).status).toBe(404);
  });

  it('one tap attaches my signed platform prescription; another’s, a dispensed one or one already in use is refused', async () => {
    const first = await order(patient.client, [{ productId: shop.brand, quantity: 1 }]);
    const attach = (who: SignedIn, orderId: string, prescriptionId: string) =>
      who.client.post(`/api/shop/orders/${orderId}/prescription`, { prescriptionId });
    const theirs = await signedPrescription(other.userId);
    expect((await attach(patient, first.id, theirs)).status).toBe(404);
    const dispensed = await signedPrescription(patient.userId, true);
    const refused = await attach(patient, first.id, dispensed);
    expect(refused.status).toBe(409);
    expect(refused.json().code).toBe('prescription_already_dispensed');
    expect(
      (await patient.client.post(`/api/shop/orders/${first.id}/prescription`, { prescriptionId: 'x' })).status,
    ).toBe(400);
    const mine = await signedPrescription(patient.userId);
    expect((await attach(other, first.id, mine)).status).toBe(404);
    const attached = await attach(patient, first.id, mine);
    expect(attached.status).toBe(200);
    expect(attached.json<OrderResponse>().order).toMatchObject({
      status: 'pharmacist_review',
      prescription: { kind: 'platform', prescriptionId: mine },
    });
    const second = await order(patient.client, [{ productId: shop.brand, quantity: 1 }]);
    const inUse = await attach(patient, second.id, mine);
    expect(inUse.status).toBe(409);
    expect(inUse.json().code).toBe('prescription_in_use');

    const detail = await pharmacist.client.get(`/api/admin/shop/orders/${first.id}/prescription`);
    expect(detail.json<OrderReviewMaterial>()).toMatchObject({
      prescription: { kind: 'platform', dispensedAt: null },
      substitutes: { [shop.brand]: [{ productId: shop.generic, unitPriceXaf: 1500 }] },
    });

    // Approved, paid, handed over: the prescription is then dispensed and cannot serve again.
    expect((await review(pharmacist, first.id, [{ productId: shop.brand, decision: 'approve' }])).status).toBe(200);
    const payment = (await pay(patient.client, first.id, 'rx-platform-1')).json<PaymentResponse>().payment;
    expect((await patient.client.post(`/api/payments/sandbox/${payment.id}/approve`)).status).toBe(200);
    const paid = (await patient.client.get(`/api/shop/orders/${first.id}`)).json<OrderResponse>().order;
    for (const status of ['preparing', 'ready_for_pickup'])
      expect((await staffMove(first.id, { status })).status).toBe(200);
    expect((await staffMove(first.id, { status: 'picked_up', handoverCode: paid.handoverCode })).status).toBe(200);
    const [used] = await server.deps.db.select().from(prescriptions).where(eq(prescriptions.id, mine));
    expect(used?.dispensedPharmacistLicence).toBe('ONPC-2026-0042');
    expect(used?.dispensedAt).not.toBeNull();
    const third = await order(patient.client, [{ productId: shop.brand, quantity: 1 }]);
    expect((await attach(patient, third.id, mine)).json().code).toBe('prescription_already_dispensed');
  });
});

describe('the pharmacist’s review', () => {
  async function inReview(quantity = 2): Promise<OrderView> {
    const placed = await order(patient.client, [
      { productId: shop.brand, quantity },
      { productId: shop.thermometer, quantity: 1 },
    ]);
    expect((await upload(patient, placed.id)).status).toBe(200);
    return placed;
  }

  it('only a registered pharmacist with the review permission; bad or incomplete decisions are 4xx', async () => {
    const placed = await inReview();
    const approve = [{ productId: shop.brand, decision: 'approve' }];
    expect((await review(operations, placed.id, approve)).json().code).toBe('pharmacist_required');
    expect((await review(superAdmin, placed.id, approve)).status).toBe(403);
    expect((await review(doctor, placed.id, approve)).status).toBe(403);
    expect((await review(patient, placed.id, approve)).status).toBe(403);
    expect((await review(pharmacist, placed.id, [])).status).toBe(400);
    expect((await review(pharmacist, placed.id, [{ productId: shop.brand, decision: 'maybe' }])).status).toBe(400);
    expect((await review(pharmacist, placed.id, [{ productId: shop.brand, decision: 'refuse' }])).status).toBe(400);
    expect((await review(pharmacist, placed.id, [{ productId: shop.brand, decision: 'substitute' }])).status).toBe(400);
    const incomplete = await review(pharmacist, placed.id, [{ productId: shop.thermometer, decision: 'approve' }]);
    expect(incomplete.status).toBe(422);
    expect(incomplete.json().code).toBe('order_review_incomplete');
    for (const substituteProductId of [shop.other, shop.stronger, shop.brand]) {
      const notGeneric = await review(pharmacist, placed.id, [
        { productId: shop.brand, decision: 'substitute', substituteProductId },
      ]);
      expect(notGeneric.status).toBe(422);
      expect(notGeneric.json().code).toBe('order_substitute_invalid');
    }
    expect((await review(pharmacist, crypto.randomUUID(), approve)).status).toBe(404);
    const still = (await patient.client.get(`/api/shop/orders/${placed.id}`)).json<OrderResponse>().order;
    expect(still).toMatchObject({ status: 'pharmacist_review', review: null });
  });

  it('a generic substituted: the total comes from the pharmacy’s price; the patient accepts it, then pays', async () => {
    const placed = await inReview(2);
    expect(placed.totalXaf).toBe(2 * 4500 + 3500);
    const genericBefore = await stock(shop.generic);
    const res = await review(pharmacist, placed.id, [
      { productId: shop.brand, decision: 'substitute', substituteProductId: shop.generic, unitPriceXaf: 1 },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const reviewed = res.json<OrderResponse>().order;
    expect(reviewed).toMatchObject({
      status: 'awaiting_payment',
      totalXaf: 2 * 1500 + 3500,
      payable: false,
      review: { pharmacistOrdreNumber: 'ONPC-2026-0042', changed: true, acceptedAt: null },
    });
    const line = reviewed.lines.find((candidate) => candidate.productId === shop.generic);
    expect(line).toMatchObject({
      review: 'substituted',
      unitPriceXaf: 1500,
      ordered: { productId: shop.brand, unitPriceXaf: 4500 },
    });
    expect(await stock(shop.generic)).toBe(genericBefore - 2);
    expect(await notices(placed.number)).toContain('changed');
    expect((await review(pharmacist, placed.id, [{ productId: shop.brand, decision: 'approve' }])).status).toBe(409);

    // Not paid before the patient accepts the new total: pay, link resolver, state machine.
    const early = await pay(patient.client, placed.id, 'rx-changed-1');
    expect(early.status).toBe(404);
    expect(await resolveOrderPayable(server.deps.db, placed.id, patient.userId)).toBeNull();
    const link = await patient.client.post(`/api/shop/orders/${placed.id}/pay-link`);
    expect(link.json<{ code: string }>().code).toBe('order_changes_to_accept');
    const [row] = await server.deps.db.select().from(shopOrders).where(eq(shopOrders.id, placed.id));
    await expect(
      server.deps.db.transaction((tx) => moveOrder(tx, server.deps.env, row!, 'paid', null)),
    ).rejects.toMatchObject({ code: 'order_changes_to_accept' });

    expect((await other.client.post(`/api/shop/orders/${placed.id}/accept`)).status).toBe(404);
    expect((await doctor.client.post(`/api/shop/orders/${placed.id}/accept`)).status).toBe(403);
    const accepted = await patient.client.post(`/api/shop/orders/${placed.id}/accept`);
    expect(accepted.json<OrderResponse>().order).toMatchObject({ payable: true, review: { changed: true } });
    expect((await patient.client.post(`/api/shop/orders/${placed.id}/accept`)).status).toBe(409);
    const payment = (await pay(patient.client, placed.id, 'rx-changed-2')).json<PaymentResponse>().payment;
    expect(payment.amount).toBe(2 * 1500 + 3500);
    expect((await patient.client.post(`/api/payments/sandbox/${payment.id}/approve`)).status).toBe(200);
    const paid = (await patient.client.get(`/api/shop/orders/${placed.id}`)).json<OrderResponse>().order;
    expect(paid.status).toBe('paid');
  });

  it('approved as is: payable at once, told « approved »', async () => {
    const placed = await inReview(1);
    const res = await review(pharmacist, placed.id, [{ productId: shop.brand, decision: 'approve' }]);
    expect(res.json<OrderResponse>().order).toMatchObject({
      status: 'awaiting_payment',
      payable: true,
      totalXaf: 8000,
    });
    expect(await notices(placed.number)).toContain('approved');
  });

  it('a refused line leaves the total and the stock; every line refused cancels the order', async () => {
    const placed = await inReview(1);
    const brandBefore = await stock(shop.brand);
    const res = await review(pharmacist, placed.id, [
      { productId: shop.brand, decision: 'refuse', reason: 'Ordonnance de plus de trois mois' },
    ]);
    const reviewed = res.json<OrderResponse>().order;
    expect(reviewed).toMatchObject({ status: 'awaiting_payment', totalXaf: 3500, review: { changed: true } });
    expect(reviewed.lines.find((line) => line.productId === shop.brand)).toMatchObject({
      review: 'refused',
      refusalReason: 'Ordonnance de plus de trois mois',
      totalXaf: 0,
    });
    expect(await stock(shop.brand)).toBe(brandBefore);
    // Cancelled by the patient: the thermometer goes back, the refused line was never taken.
    const thermometer = await stock(shop.thermometer);
    expect((await patient.client.post(`/api/shop/orders/${placed.id}/cancel`)).status).toBe(200);
    expect(await stock(shop.thermometer)).toBe(thermometer + 1);
    expect(await stock(shop.brand)).toBe(brandBefore);

    const only = await order(patient.client, [{ productId: shop.brand, quantity: 1 }]);
    await upload(patient, only.id);
    const all = await review(pharmacist, only.id, [{ productId: shop.brand, decision: 'refuse', reason: 'Illisible' }]);
    expect(all.json<OrderResponse>().order.status).toBe('cancelled');
  });

  it('expires when the prescription is not attached or reviewed in time', async () => {
    const waiting = await order(patient.client, [{ productId: shop.brand, quantity: 1 }]);
    const reviewing = await inReview(1);
    const later = new Date(Date.now() + 25 * 3_600_000);
    await expireOrders(server.deps, later);
    for (const placed of [waiting, reviewing]) {
      const view = (await patient.client.get(`/api/shop/orders/${placed.id}`)).json<OrderResponse>().order;
      expect(view.status).toBe('expired');
      expect(await notices(placed.number)).toContain('prescription_expired');
    }
    const lines = await server.deps.db.select().from(shopOrderLines).where(eq(shopOrderLines.orderId, waiting.id));
    expect(lines).toHaveLength(1);
  });
});
