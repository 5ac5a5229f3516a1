import type { DoctorInvoicesResponse, InvoiceYearsResponse } from '@sante/shared/invoice-constants';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../db/schema/invoices';
import { payments } from '../../db/schema/payments';
import { signedIn, type SignedIn } from '../../testing/signed-in-client';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { monthRange } from './doctor-earnings';

let server: TestServer;
let doctor: SignedIn;
let otherDoctor: SignedIn;
let patient: SignedIn;
let sequence = 900_000;

beforeAll(async () => {
  server = await startTestServer();
  doctor = await signedIn(server, 'medecin');
  otherDoctor = await signedIn(server, 'medecin');
  patient = await signedIn(server, 'patient');
});
afterAll(() => server.close());

/** An invoice of `doctorId` issued at `issuedAt` (UTC), paid by `method` when given. */
async function invoice(doctorId: string, issuedAt: string, totalXaf: number, method?: 'cash' | 'mtn_momo') {
  const year = Number(issuedAt.slice(0, 4));
  const number = `FAC-${year}-${++sequence}`;
  let paymentId: string | null = null;
  if (method) {
    const [payment] = await server.deps.db
      .insert(payments)
      .values({
        payableType: 'booking',
        payableId: randomUUID(),
        amount: totalXaf,
        provider: method === 'cash' ? 'cash' : 'sandbox',
        method,
        status: 'succeeded',
        idempotencyScope: 'test',
        idempotencyKey: randomUUID(),
      })
      .returning({ id: payments.id });
    paymentId = payment?.id ?? null;
  }
  await server.deps.db.insert(invoices).values({
    number,
    year,
    sequence,
    patientId: patient.userId,
    doctorId,
    lines: [{ label: 'Consultation à domicile', quantity: 1, unitPriceXaf: totalXaf, totalXaf }],
    totalXaf,
    status: method ? 'paid' : 'unpaid',
    issuedAt: new Date(issuedAt),
    paymentId,
  });
  return { number, paymentId };
}

describe("the doctor's invoices and earnings", () => {
  it('cuts months at midnight in Douala (UTC+1)', () => {
    expect(monthRange('2026-03')).toEqual({
      start: new Date('2026-02-28T23:00:00Z'),
      end: new Date('2026-03-31T23:00:00Z'),
    });
  });

  it("lists only the caller's acts of the month, with billed, collected, cash and their share (80 %)", async () => {
    const inMonth = [
      await invoice(doctor.userId, '2025-02-28T23:30:00Z', 20_000, 'mtn_momo'), // 1 March 00:30 in Douala
      await invoice(doctor.userId, '2025-03-15T10:00:00Z', 15_000, 'cash'),
      await invoice(doctor.userId, '2025-03-20T10:00:00Z', 10_000),
    ].map((made) => made.number);
    await invoice(doctor.userId, '2025-02-28T22:30:00Z', 99_000, 'cash'); // 28 February 23:30 in Douala
    await invoice(doctor.userId, '2025-03-31T23:00:00Z', 99_000, 'cash'); // 1 April 00:00 in Douala
    await invoice(otherDoctor.userId, '2025-03-10T10:00:00Z', 77_000, 'cash');

    const res = await doctor.client.get('/api/doctor/invoices?month=2025-03');
    expect(res.status).toBe(200);
    const body = res.json<DoctorInvoicesResponse>();
    expect(body.acts.map((act) => act.number).sort()).toEqual([...inMonth].sort());
    expect(body.acts[0]).toMatchObject({ label: 'Consultation à domicile', status: 'unpaid', paymentMethod: null });
    expect(body.acts.every((act) => act.patientName === 'Aline Ekwalla')).toBe(true);
    expect(body.totals).toEqual({
      billedXaf: 45_000,
      collectedXaf: 35_000,
      cashCollectedXaf: 15_000,
      refundedXaf: 0,
      sharePercent: 80,
      shareXaf: 28_000,
    });
    const other = (await otherDoctor.client.get('/api/doctor/invoices?month=2025-03')).json<DoctorInvoicesResponse>();
    expect(other.acts.map((act) => act.totalXaf)).toEqual([77_000]);
  });

  it('leaves refunded acts out of what was billed, collected and earned, and shows them apart with their credit note', async () => {
    const refundedMoMo = await invoice(doctor.userId, '2025-05-05T10:00:00Z', 20_000, 'mtn_momo');
    const refundedCash = await invoice(doctor.userId, '2025-05-06T10:00:00Z', 5_000, 'cash');
    await invoice(doctor.userId, '2025-05-07T10:00:00Z', 10_000, 'mtn_momo');
    await invoice(doctor.userId, '2025-05-08T10:00:00Z', 3_000, 'cash');
    const staff = await signedIn(server, 'admin');
    for (const made of [refundedMoMo, refundedCash]) {
      const res = await staff.client.post(`/api/admin/payments/${made.paymentId}/refund`, { reason: 'Transfert MTN' });
      expect(res.status).toBe(200);
    }

    const body = (await doctor.client.get('/api/doctor/invoices?month=2025-05')).json<DoctorInvoicesResponse>();
    expect(body.totals).toEqual({
      billedXaf: 13_000,
      collectedXaf: 13_000,
      cashCollectedXaf: 3_000,
      refundedXaf: 25_000,
      sharePercent: 80,
      shareXaf: 10_400,
    });
    const refunded = body.acts.filter((act) => act.creditNoteNumber !== null);
    expect(refunded.map((act) => act.number).sort()).toEqual([refundedMoMo.number, refundedCash.number].sort());
    expect(refunded.every((act) => /^AV-\d{4}-\d{6}$/.test(act.creditNoteNumber ?? ''))).toBe(true);
  });

  it('refuses patients, staff and anonymous callers, and a malformed month', async () => {
    expect((await patient.client.get('/api/doctor/invoices')).status).toBe(403);
    const staff = await signedIn(server, 'admin');
    expect((await staff.client.get('/api/doctor/invoices')).status).toBe(403);
    expect((await server.client().get('/api/doctor/invoices')).status).toBe(401);
    const bad = await doctor.client.get('/api/doctor/invoices?month=2025-13');
    expect(bad.status).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation_failed', fieldErrors: { month: ['validation.invalidDate'] } });
  });

  it('lists the closed years that have invoices for staff only', async () => {
    const staff = await signedIn(server, 'personnel_operationnel');
    const res = await staff.client.get('/api/admin/invoices/years');
    expect(res.status).toBe(200);
    expect(res.json<InvoiceYearsResponse>().years).toEqual([2025]);
    expect((await patient.client.get('/api/admin/invoices/years')).status).toBe(403);
  });
});
