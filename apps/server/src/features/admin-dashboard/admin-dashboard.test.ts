import type { AdminDashboard } from '@sante/shared/admin-dashboard';
import { doualaToday } from '@sante/shared/calendar-date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema/availability';
import { doctorProfiles } from '../../db/schema/doctors';
import { payableSettlements, payments } from '../../db/schema/payments';
import { createAccount, signedIn } from '../../testing/signed-in-client';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { addDays, doualaInstant } from '../availability/douala-time';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const read = async () => {
  const { client } = await signedIn(server, 'personnel_operationnel');
  const res = await client.get('/api/admin/dashboard');
  expect(res.status).toBe(200);
  return res.json<{ dashboard: AdminDashboard }>().dashboard;
};

describe('/api/admin/dashboard', () => {
  it("counts today's bookings by status, the revenue, carers by status and new patients", async () => {
    const before = await read();
    const today = doualaToday();
    const patient = await createAccount(server, 'patient');
    const doctor = await createAccount(server, 'medecin');
    await server.deps.db.insert(doctorProfiles).values({
      userId: doctor.userId,
      profession: 'infirmier',
      specialty: 'soins_infirmiers',
      licenceNumber: 'ONIC-1',
      city: 'Douala',
      yearsOfExperience: 3,
      status: 'pending_verification',
    });
    // 23:00-23:30 today, Douala: later than now (the unpaid count) unless the test runs in that half hour.
    const late = { startsAt: doualaInstant(today, 23 * 60), endsAt: doualaInstant(today, 23 * 60 + 30) };
    const [paid] = await server.deps.db
      .insert(bookings)
      .values([
        { patientId: patient.userId, doctorId: doctor.userId, visitKind: 'home_visit', status: 'pending', ...late },
        { patientId: patient.userId, doctorId: doctor.userId, visitKind: 'cabinet', status: 'cancelled', ...late },
        {
          patientId: patient.userId,
          doctorId: doctor.userId,
          visitKind: 'cabinet',
          status: 'completed',
          startsAt: doualaInstant(addDays(today, -40), 600),
          endsAt: doualaInstant(addDays(today, -40), 630),
        },
      ])
      .returning({ id: bookings.id });
    const [payment] = await server.deps.db
      .insert(payments)
      .values({
        payableType: 'booking',
        payableId: paid?.id ?? '',
        amount: 15000,
        provider: 'cash',
        method: 'cash',
        status: 'succeeded',
        idempotencyScope: 'test',
        idempotencyKey: 'dashboard-1',
      })
      .returning({ id: payments.id });
    await server.deps.db
      .insert(payableSettlements)
      .values({ payableType: 'booking', payableId: paid?.id ?? '', paymentId: payment?.id ?? '', amount: 15000 });

    const after = await read();
    expect(after.today).toBe(today);
    expect(after.bookingsToday.pending - before.bookingsToday.pending).toBe(1);
    expect(after.bookingsToday.cancelled - before.bookingsToday.cancelled).toBe(1);
    expect(after.revenueTodayXaf - before.revenueTodayXaf).toBe(15000);
    expect(after.revenueMonthXaf - before.revenueMonthXaf).toBe(15000);
    expect(after.carers.pending_verification - before.carers.pending_verification).toBe(1);
    expect(after.newPatientsToday - before.newPatientsToday).toBe(1);
  });

  it('is for staff: 401 anonymous, 403 doctors and patients', async () => {
    expect((await server.client().get('/api/admin/dashboard')).status).toBe(401);
    for (const role of ['medecin', 'patient'] as const) {
      const { client } = await signedIn(server, role);
      expect((await client.get('/api/admin/dashboard')).status).toBe(403);
    }
  });
});
