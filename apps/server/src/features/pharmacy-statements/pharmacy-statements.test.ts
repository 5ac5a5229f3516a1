import type { CommissionStatementResponse } from '@sante/shared/commission-statement-schemas';
import type { OrderStatus } from '@sante/shared/order-constants';
import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { invoices } from '../../db/schema/invoices';
import { shopOrderEvents, shopOrders } from '../../db/schema/shop-orders';
import { createRxShop } from '../../testing/shop-order-factory';
import { signedIn, type SignedIn } from '../../testing/signed-in-client';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { doualaMonth } from '../invoices/doctor-earnings';

let server: TestServer;
let pharmacyId: string;
let otherPharmacyId: string;
let patient: SignedIn;
let doctor: SignedIn;
let operations: SignedIn;
let admin: SignedIn;

/** An order of the pharmacy that entered `status` at `at` (its amounts as the checkout stored them). */
async function orderAt(
  pharmacy: string,
  status: OrderStatus,
  at: string,
  amounts: { subtotalXaf: number; deliveryFeeXaf?: number; commissionXaf: number },
): Promise<string> {
  const fee = amounts.deliveryFeeXaf ?? 0;
  const [order] = await server.deps.db
    .insert(shopOrders)
    .values({
      number: `CMD-2026-T${randomUUID().slice(0, 6)}`,
      patientId: patient.userId,
      status,
      fulfilment: fee > 0 ? 'delivery' : 'pickup',
      pharmacyId: pharmacy,
      contactName: 'Aline Ekwalla',
      contactPhone: '+237699123456',
      paymentChoice: 'mobile_money',
      subtotalXaf: amounts.subtotalXaf,
      deliveryFeeXaf: fee,
      totalXaf: amounts.subtotalXaf + fee,
      vatXaf: 0,
      commissionXaf: amounts.commissionXaf,
      vatRateBp: 1925,
      commissionRateBp: 1000,
      handoverCode: '123456',
    })
    .returning({ id: shopOrders.id });
  await server.deps.db.insert(shopOrderEvents).values({ orderId: order!.id, status, at: new Date(at) });
  return order!.id;
}

beforeAll(async () => {
  server = await startTestServer();
  pharmacyId = (await createRxShop(server.deps)).pharmacyId;
  otherPharmacyId = (await createRxShop(server.deps)).pharmacyId;
  patient = await signedIn(server, 'patient');
  doctor = await signedIn(server, 'medecin');
  operations = await signedIn(server, 'personnel_operationnel');
  admin = await signedIn(server, 'admin');
  // October 2026 in Douala (UTC+1): three hand-overs, the first at 00:30 on the 1st.
  await orderAt(pharmacyId, 'picked_up', '2026-09-30T23:30:00Z', { subtotalXaf: 3333, commissionXaf: 333 });
  await orderAt(pharmacyId, 'picked_up', '2026-10-12T10:00:00Z', { subtotalXaf: 4500, commissionXaf: 450 });
  await orderAt(pharmacyId, 'delivered', '2026-10-20T15:00:00Z', {
    subtotalXaf: 12_350,
    deliveryFeeXaf: 1000,
    commissionXaf: 1235,
  });
  // Not in it: 00:30 on 1 November in Douala, another pharmacy's, paid but not handed over.
  await orderAt(pharmacyId, 'picked_up', '2026-10-31T23:30:00Z', { subtotalXaf: 9000, commissionXaf: 900 });
  await orderAt(otherPharmacyId, 'picked_up', '2026-10-15T10:00:00Z', { subtotalXaf: 7000, commissionXaf: 700 });
  await orderAt(pharmacyId, 'paid', '2026-10-16T10:00:00Z', { subtotalXaf: 5000, commissionXaf: 500 });
});
afterAll(() => server.close());

const statementOf = (who: SignedIn, month: string, pharmacy = pharmacyId) =>
  who.client.get(`/api/admin/shop/statements?pharmacyId=${pharmacy}&month=${month}`);

describe('the monthly commission statement to a partner pharmacy (ADR 053)', () => {
  it('adds up the orders handed over in the Douala month, to the franc', async () => {
    const res = await statementOf(operations, '2026-10');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { statement } = res.json<CommissionStatementResponse>();
    expect(statement.closed).toBe(true);
    expect(statement.invoice).toBeNull();
    expect(
      statement.orders.map((order) => [order.salesXaf, order.commissionXaf, order.commissionVatXaf, order.netDueXaf]),
    ).toEqual([
      [3333, 333, 64, 2936],
      [4500, 450, 87, 3963],
      [12_350, 1235, 238, 10_877],
    ]);
    expect(statement.totals).toEqual({
      orders: 3,
      salesXaf: 20_183,
      commissionXaf: 2018,
      commissionVatXaf: 389,
      commissionTtcXaf: 2407,
      netDueXaf: 17_776,
    });
  });

  it('issues it once, numbered like the invoices, and downloads it as PDF and CSV, audited', async () => {
    const [first, second] = await Promise.all([
      admin.client.post('/api/admin/shop/statements', { pharmacyId, month: '2026-10' }),
      operations.client.post('/api/admin/shop/statements', { pharmacyId, month: '2026-10' }),
    ]);
    expect(first?.status, JSON.stringify(first?.body)).toBe(200);
    expect(second?.status).toBe(200);
    const issued = first.json<CommissionStatementResponse>().statement.invoice;
    expect(issued?.number).toMatch(/^FAC-\d{4}-\d{6}$/);
    expect(second.json<CommissionStatementResponse>().statement.invoice?.number).toBe(issued?.number);
    const rows = await server.deps.db.select().from(invoices).where(eq(invoices.pharmacyId, pharmacyId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'pharmacy_commission', period: '2026-10', totalXaf: 2407, patientId: null });
    expect(rows[0]!.lines.reduce((sum, line) => sum + (line.vatXaf ?? 0), 0)).toBe(389);

    const pdf = await operations.client.get(`/api/admin/shop/statements/${issued!.id}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(String(pdf.body).startsWith('%PDF-')).toBe(true);
    const csv = await operations.client.get(`/api/admin/shop/statements/${issued!.id}/csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toContain(`releve-commission-${issued!.number}.csv`);
    const lines = String(csv.body).trim().split('\r\n');
    expect(lines).toHaveLength(5);
    expect(lines[4]).toContain('"Total"');
    expect(lines[4]).toContain('"20183";"";"2018";"";"389";"2407";"17776"');
    const audits = await server.deps.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetId, issued!.id), like(auditLog.action, 'commission_statement.%')));
    expect(audits.map((row) => row.action).sort()).toEqual([
      'commission_statement.csv_read',
      'commission_statement.issued',
      'commission_statement.pdf_read',
    ]);
  });

  it('an empty month has nothing to issue; the current month is not over', async () => {
    const empty = await statementOf(operations, '2026-08');
    expect(empty.status).toBe(200);
    expect(empty.json<CommissionStatementResponse>().statement).toMatchObject({
      orders: [],
      totals: { orders: 0, salesXaf: 0, commissionTtcXaf: 0, netDueXaf: 0 },
    });
    const issueEmpty = await operations.client.post('/api/admin/shop/statements', { pharmacyId, month: '2026-08' });
    expect(issueEmpty.status).toBe(422);
    expect(issueEmpty.json<{ code: string }>().code).toBe('statement_empty');
    const current = doualaMonth(new Date());
    expect((await statementOf(operations, current)).json<CommissionStatementResponse>().statement.closed).toBe(false);
    const open = await operations.client.post('/api/admin/shop/statements', { pharmacyId, month: current });
    expect(open.status).toBe(409);
    expect(open.json<{ code: string }>().code).toBe('statement_month_open');
  });

  it('a bad month, a month to come or an unknown pharmacy is a translated 4xx', async () => {
    for (const month of ['2026-13', '2026-1', 'octobre', '', '2999-01']) {
      const res = await statementOf(operations, month);
      expect(res.status, month).toBe(400);
      expect(res.json<{ code: string }>().code).toBe('validation_failed');
    }
    expect((await operations.client.get('/api/admin/shop/statements?month=2026-10')).status).toBe(400);
    expect((await statementOf(operations, '2026-10', 'pas-un-id')).status).toBe(400);
    expect((await statementOf(operations, '2026-10', randomUUID())).status).toBe(404);
    expect((await operations.client.post('/api/admin/shop/statements', { pharmacyId, month: 'x' })).status).toBe(400);
    expect((await operations.client.get(`/api/admin/shop/statements/${randomUUID()}/pdf`)).status).toBe(404);
  });

  it('only staff with the shop permission: a patient, a doctor and anyone signed out are refused', async () => {
    const [row] = await server.deps.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(eq(invoices.pharmacyId, pharmacyId));
    const id = row?.id ?? randomUUID();
    for (const who of [patient, doctor]) {
      expect((await statementOf(who, '2026-10')).status).toBe(403);
      expect((await who.client.post('/api/admin/shop/statements', { pharmacyId, month: '2026-10' })).status).toBe(403);
      expect((await who.client.get(`/api/admin/shop/statements/${id}/pdf`)).status).toBe(403);
      expect((await who.client.get(`/api/admin/shop/statements/${id}/csv`)).status).toBe(403);
      expect((await who.client.get('/api/admin/shop/statements/pharmacies')).status).toBe(403);
    }
    expect((await server.client().get(`/api/admin/shop/statements/${id}/pdf`)).status).toBe(401);
    // Another kind of invoice is not a statement.
    const [custom] = await server.deps.db
      .insert(invoices)
      .values({
        number: `FAC-1999-${randomUUID().slice(0, 6)}`,
        year: 1999,
        sequence: 1,
        kind: 'custom',
        lines: [{ label: 'Essai', quantity: 1, unitPriceXaf: 1000, totalXaf: 1000 }],
        totalXaf: 1000,
      })
      .returning({ id: invoices.id });
    expect((await operations.client.get(`/api/admin/shop/statements/${custom!.id}/pdf`)).status).toBe(404);
    expect((await operations.client.get(`/api/admin/shop/statements/${custom!.id}/csv`)).status).toBe(404);
  });
});
