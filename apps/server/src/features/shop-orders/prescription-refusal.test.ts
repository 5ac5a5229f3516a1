import type { OrderPrescriptionDetail, OrderResponse, OrderView } from '@sante/shared/order-constants';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { outboxMessages } from '../../db/schema/jobs';
import { prescriptions } from '../../db/schema/prescriptions';
import { shopOrderPrescriptionRefusals, shopOrders } from '../../db/schema/shop-orders';
import { storageObjects } from '../../db/schema/storage';
import { insertHomeVisit } from '../../testing/home-visit-factory';
import { rxOrderCast, type RxShop } from '../../testing/shop-order-factory';
import type { SignedIn } from '../../testing/signed-in-client';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { SAMPLE, send } from '../storage/storage-test-helpers';

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
    'ONPC-2026-0142',
    'ONPC-2026-0143',
  ]));
});
afterAll(() => server.close());

async function placeRxOrder(): Promise<OrderView> {
  const res = await patient.client.post('/api/shop/orders', {
    lines: [
      { productId: shop.brand, quantity: 2 },
      { productId: shop.thermometer, quantity: 1 },
    ],
    contactName: 'Aline Ekwalla',
    contactPhone: '699 12 34 56',
    fulfilment: 'pickup',
    pharmacyId: shop.pharmacyId,
    paymentChoice: 'mobile_money',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.json<OrderResponse>().order;
}

const upload = (who: SignedIn, orderId: string) => {
  const form = new FormData();
  form.append('file', new Blob([SAMPLE.jpeg(2048)], { type: 'image/jpeg' }), 'ordonnance.jpg');
  return send(who.client, server.baseUrl, 'POST', `/api/shop/orders/${orderId}/prescription/upload`, form);
};

const refuse = (who: SignedIn, orderId: string, body: unknown) =>
  who.client.post(`/api/admin/shop/orders/${orderId}/prescription/refuse`, body);

const REASON = 'Ordonnance illisible : la date et le nom du prescripteur ne se lisent pas.';

async function currentObjectId(orderId: string): Promise<string | null> {
  const [row] = await server.deps.db
    .select({ objectId: shopOrders.prescriptionObjectId })
    .from(shopOrders)
    .where(eq(shopOrders.id, orderId));
  return row?.objectId ?? null;
}

describe('a refused paper prescription is replaced on the same order (ADR 053)', () => {
  it('the pharmacist refuses with a reason, the patient sends another photo, the pharmacist approves', async () => {
    const placed = await placeRxOrder();
    expect((await upload(patient, placed.id)).status).toBe(200);
    const firstObject = await currentObjectId(placed.id);
    expect(firstObject).not.toBeNull();

    // A reason is required, and bad input is a translated 4xx.
    for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(301) }, { reason: 42 }]) {
      const res = await refuse(pharmacist, placed.id, body);
      expect(res.status).toBe(400);
      expect(res.json<{ code: string }>().code).toBe('validation_failed');
    }
    expect((await refuse(pharmacist, 'not-a-uuid', { reason: REASON })).status).toBe(404);

    const res = await refuse(pharmacist, placed.id, { reason: REASON });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const refused = res.json<OrderResponse>().order;
    expect(refused).toMatchObject({
      id: placed.id,
      number: placed.number,
      status: 'awaiting_prescription',
      prescription: null,
      payable: false,
      totalXaf: placed.totalXaf,
      prescriptionRefusal: { reason: REASON },
    });
    expect(refused.lines.map((line) => [line.productId, line.quantity, line.review])).toEqual(
      placed.lines.map((line) => [line.productId, line.quantity, line.review]),
    );
    expect(refused.reviewBy).not.toBeNull();

    // The patient reads the reason on their order; the refused photo is kept for the record, not served.
    const mine = (await patient.client.get(`/api/shop/orders/${placed.id}`)).json<OrderResponse>().order;
    expect(mine.prescriptionRefusal?.reason).toBe(REASON);
    expect((await patient.client.get(`/api/shop/orders/${placed.id}/prescription`)).status).toBe(404);
    const [kept] = await server.deps.db
      .select()
      .from(shopOrderPrescriptionRefusals)
      .where(eq(shopOrderPrescriptionRefusals.orderId, placed.id));
    expect(kept).toMatchObject({
      prescriptionObjectId: firstObject,
      reason: REASON,
      refusedBy: pharmacist.userId,
      pharmacistOrdreNumber: 'ONPC-2026-0142',
    });
    const objects = await server.deps.db.select().from(storageObjects).where(eq(storageObjects.id, firstObject!));
    expect(objects).toHaveLength(1);

    // Told through the outbox (status only), audited with ids only.
    const messages = await server.deps.db
      .select({ params: outboxMessages.params })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.userId, patient.userId), eq(outboxMessages.template, 'order_status')));
    const notices = messages
      .map((row) => row.params as { number: string; notice: string })
      .filter((params) => params.number === placed.number)
      .map((params) => params.notice);
    expect(notices).toContain('prescription_refused');
    expect(JSON.stringify(messages)).not.toContain('illisible');
    const audits = await server.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, placed.id), eq(auditLog.action, 'shop_order.prescription_refused')));
    expect(audits).toHaveLength(1);
    expect(JSON.stringify(audits[0]?.details)).not.toContain('illisible');

    // The state machine: no second refusal, no review, no payment while the new prescription is awaited.
    expect((await refuse(pharmacist, placed.id, { reason: REASON })).status).toBe(409);
    const early = await pharmacist.client.post(`/api/admin/shop/orders/${placed.id}/review`, {
      lines: [{ productId: shop.brand, decision: 'approve' }],
    });
    expect(early.status).toBe(409);
    const pay = await patient.client.post('/api/payments', {
      payableType: 'shop_order',
      payableId: placed.id,
      method: 'mtn_momo',
      phone: '677123456',
      idempotencyKey: `refused-${placed.id}`,
    });
    expect(pay.status).toBe(404);

    // Another photo on the same order: back to the pharmacist, the new one is the current one.
    const again = await upload(patient, placed.id);
    expect(again.status).toBe(200);
    expect(((await again.json()) as OrderResponse).order).toMatchObject({
      number: placed.number,
      status: 'pharmacist_review',
      prescription: { kind: 'upload' },
      prescriptionRefusal: null,
    });
    const secondObject = await currentObjectId(placed.id);
    expect(secondObject).not.toBe(firstObject);
    const served = await patient.client.get(`/api/shop/orders/${placed.id}/prescription`);
    expect(served.status).toBe(200);
    expect(served.json<OrderPrescriptionDetail>().kind).toBe('upload');

    const approved = await pharmacist.client.post(`/api/admin/shop/orders/${placed.id}/review`, {
      lines: [{ productId: shop.brand, decision: 'approve' }],
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.json<OrderResponse>().order).toMatchObject({
      number: placed.number,
      status: 'awaiting_payment',
      payable: true,
    });
    // Once reviewed, the prescription can no longer be refused.
    expect((await refuse(pharmacist, placed.id, { reason: REASON })).status).toBe(409);
  });

  it('another patient, an unrelated doctor, the wrong staff and a patient are refused', async () => {
    const placed = await placeRxOrder();
    expect((await upload(patient, placed.id)).status).toBe(200);
    expect((await refuse(doctor, placed.id, { reason: REASON })).status).toBe(403);
    expect((await refuse(patient, placed.id, { reason: REASON })).status).toBe(403);
    // Operations staff who are not registered pharmacists, and the super admin (no review permission, ADR 042).
    const notPharmacist = await refuse(operations, placed.id, { reason: REASON });
    expect(notPharmacist.status).toBe(403);
    expect(notPharmacist.json<{ code: string }>().code).toBe('pharmacist_required');
    expect((await refuse(superAdmin, placed.id, { reason: REASON })).status).toBe(403);

    expect((await refuse(pharmacist, placed.id, { reason: REASON })).status).toBe(200);
    // Another patient neither reads the order nor sends its prescription.
    expect((await other.client.get(`/api/shop/orders/${placed.id}`)).status).toBe(404);
    expect((await upload(other, placed.id)).status).toBe(404);
    expect((await other.client.get(`/api/shop/orders/${placed.id}/prescription`)).status).toBe(404);
    const [row] = await server.deps.db.select().from(shopOrders).where(eq(shopOrders.id, placed.id));
    expect(row?.status).toBe('awaiting_prescription');
  });

  it('an order awaiting its first prescription or its payment cannot be sent back', async () => {
    const placed = await placeRxOrder();
    expect((await refuse(pharmacist, placed.id, { reason: REASON })).status).toBe(409);
    expect((await upload(patient, placed.id)).status).toBe(200);
    await pharmacist.client.post(`/api/admin/shop/orders/${placed.id}/review`, {
      lines: [{ productId: shop.brand, decision: 'refuse', reason: 'Rupture' }],
    });
    const res = await refuse(pharmacist, placed.id, { reason: REASON });
    expect(res.status).toBe(409);
    expect(res.json<{ code: string }>().code).toBe('order_invalid_transition');
  });

  it('a refused platform prescription is released: the patient may attach one again', async () => {
    const bookingId = await insertHomeVisit(server.deps.db, {
      patientId: patient.userId,
      doctorId: doctor.userId,
      startsAt: new Date(Date.now() - 86_400_000),
      door: { latitude: 4.05, longitude: 9.7 },
    });
    const [signed] = await server.deps.db
      .insert(prescriptions)
      .values({
        bookingId,
        doctorId: doctor.userId,
        patientId: patient.userId,
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
      })
      .returning({ id: prescriptions.id });
    const placed = await placeRxOrder();
    const attach = () =>
      patient.client.post(`/api/shop/orders/${placed.id}/prescription`, { prescriptionId: signed!.id });
    expect((await attach()).status).toBe(200);
    expect((await refuse(pharmacist, placed.id, { reason: 'Le médicament n’y figure pas.' })).status).toBe(200);
    const [kept] = await server.deps.db
      .select()
      .from(shopOrderPrescriptionRefusals)
      .where(eq(shopOrderPrescriptionRefusals.orderId, placed.id));
    expect(kept).toMatchObject({ prescriptionId: signed!.id, prescriptionObjectId: null });
    const again = await attach();
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.json<OrderResponse>().order).toMatchObject({
      status: 'pharmacist_review',
      prescription: { kind: 'platform' },
    });
  });
});
