import type { PharmacistResponse, PharmacistsResponse } from '@sante/shared/pharmacist-schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { createOrderInReview, createRxShop, type RxShop } from '../../testing/shop-order-factory';
import { signedIn, type SignedIn } from '../../testing/signed-in-client';
import { startTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
let shop: RxShop;
let otherShop: RxShop;
let superAdmin: SignedIn;
let admin: SignedIn;
let operations: SignedIn;
let colleague: SignedIn;
let patient: SignedIn;
let doctor: SignedIn;

beforeAll(async () => {
  server = await startTestServer();
  shop = await createRxShop(server.deps);
  otherShop = await createRxShop(server.deps);
  superAdmin = await signedIn(server, 'super_admin');
  admin = await signedIn(server, 'admin');
  operations = await signedIn(server, 'personnel_operationnel');
  colleague = await signedIn(server, 'personnel_operationnel');
  patient = await signedIn(server, 'patient');
  doctor = await signedIn(server, 'medecin');
});
afterAll(() => server.close());

const PATH = '/api/admin/shop/pharmacists';
const review = (who: SignedIn, orderId: string) =>
  who.client.post(`/api/admin/shop/orders/${orderId}/review`, {
    lines: [{ productId: shop.brand, decision: 'approve' }],
  });

describe('registering a pharmacist (ADR 049)', () => {
  it('refuses a patient, a doctor and operations staff without pharmacists.manage', async () => {
    const body = { userId: operations.userId, ordreNumber: 'ONPC-2026-0100', pharmacyId: shop.pharmacyId };
    for (const caller of [patient, doctor, operations]) {
      expect((await caller.client.get(PATH)).status).toBe(403);
      expect((await caller.client.post(PATH, body)).status).toBe(403);
      expect((await caller.client.put(`${PATH}/${operations.userId}`, { ...body, active: true })).status).toBe(403);
    }
  });

  it('an administrator registers a staff account at a partner pharmacy; listed, audited, once only', async () => {
    const list = (await admin.client.get(PATH)).json<PharmacistsResponse>();
    expect(list.candidates.map((c) => c.userId)).toContain(operations.userId);
    expect(list.candidates.map((c) => c.userId)).not.toContain(patient.userId);
    expect(list.pharmacies.map((p) => p.id)).toContain(shop.pharmacyId);

    const body = { userId: operations.userId, ordreNumber: 'ONPC-2026-0100', pharmacyId: shop.pharmacyId };
    const res = await admin.client.post(PATH, body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.json<PharmacistResponse>().pharmacist).toMatchObject({
      userId: operations.userId,
      ordreNumber: 'ONPC-2026-0100',
      pharmacyId: shop.pharmacyId,
      active: true,
    });
    expect((await superAdmin.client.post(PATH, body)).json<{ code: string }>().code).toBe(
      'pharmacist_already_registered',
    );
    const after = (await superAdmin.client.get(PATH)).json<PharmacistsResponse>();
    expect(after.pharmacists.map((p) => p.userId)).toContain(operations.userId);
    expect(after.candidates.map((c) => c.userId)).not.toContain(operations.userId);
    const rows = await server.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'pharmacist.registered'), eq(auditLog.targetId, operations.userId)));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.actorId).toBe(admin.userId);
  });

  it('refuses a patient or a doctor as pharmacist, and bad input, with a 4xx', async () => {
    for (const who of [patient, doctor]) {
      const res = await admin.client.post(PATH, { userId: who.userId, ordreNumber: 'ONPC-1', pharmacyId: null });
      expect(res.status).toBe(422);
      expect(res.json<{ code: string }>().code).toBe('pharmacist_not_staff');
    }
    const bad = await admin.client.post(PATH, { userId: colleague.userId, ordreNumber: '<b>', pharmacyId: null });
    expect(bad.status).toBe(400);
    const noPharmacy = await admin.client.post(PATH, {
      userId: colleague.userId,
      ordreNumber: 'ONPC-2026-0101',
      pharmacyId: '00000000-0000-4000-8000-000000000000',
    });
    expect(noPharmacy.status).toBe(400);
    expect(
      (await admin.client.put(`${PATH}/${colleague.userId}`, { ordreNumber: 'ONPC-9', pharmacyId: null, active: true }))
        .status,
    ).toBe(404);
  });

  it('only an active pharmacist of the order’s pharmacy reviews; deactivating stops it at once', async () => {
    const order = await createOrderInReview(server.deps, shop, patient.userId);
    // Not registered: refused.
    expect((await review(colleague, order.id)).json<{ code: string }>().code).toBe('pharmacist_required');
    // Registered at another pharmacy: refused.
    await admin.client.post(PATH, {
      userId: colleague.userId,
      ordreNumber: 'ONPC-2026-0102',
      pharmacyId: otherShop.pharmacyId,
    });
    expect((await review(colleague, order.id)).status).toBe(403);
    expect((await colleague.client.get(`/api/admin/shop/orders/${order.id}/prescription`)).status).toBe(403);
    // Deactivated: refused, with its audit row; the number can be corrected.
    const off = await admin.client.put(`${PATH}/${operations.userId}`, {
      ordreNumber: 'ONPC-2026-0199',
      pharmacyId: shop.pharmacyId,
      active: false,
    });
    expect(off.json<PharmacistResponse>().pharmacist).toMatchObject({ ordreNumber: 'ONPC-2026-0199', active: false });
    expect((await review(operations, order.id)).json<{ code: string }>().code).toBe('pharmacist_required');
    const audits = await server.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'pharmacist.deactivated'), eq(auditLog.targetId, operations.userId)));
    expect(audits).toHaveLength(1);
    // Active again: the review goes through, recorded under the corrected number.
    await admin.client.put(`${PATH}/${operations.userId}`, {
      ordreNumber: 'ONPC-2026-0199',
      pharmacyId: shop.pharmacyId,
      active: true,
    });
    const ok = await review(operations, order.id);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.json<{ order: { review: { pharmacistOrdreNumber: string } } }>().order.review.pharmacistOrdreNumber).toBe(
      'ONPC-2026-0199',
    );
  });
});
