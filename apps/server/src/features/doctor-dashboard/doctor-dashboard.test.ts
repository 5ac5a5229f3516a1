import { doualaToday } from '@sante/shared/calendar-date';
import type { DoctorDashboard } from '@sante/shared/doctor-dashboard';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema/availability';
import { services } from '../../db/schema/services';
import { labResults, tasks } from '../../db/schema/tasks';
import { signedInCarer } from '../../testing/carer-account';
import { signedIn, type SignedIn } from '../../testing/signed-in-client';
import { startTestServer, type TestServer } from '../../testing/test-server';

const DAY = 86_400_000;

let server: TestServer;
let doctor: SignedIn;
let other: SignedIn;
let patient: SignedIn;
let admin: SignedIn;

const dashboardOf = async (account: SignedIn) =>
  (await account.client.get('/api/doctor/dashboard')).json<DoctorDashboard>();

beforeAll(async () => {
  server = await startTestServer();
  [patient, admin] = await Promise.all([signedIn(server, 'patient'), signedIn(server, 'admin')]);
  doctor = await signedInCarer(server);
  other = await signedInCarer(server);
});
afterAll(() => server.close());

describe("the doctor's dashboard", () => {
  it('is empty for a new doctor, then counts only their own visits, tasks and results', async () => {
    expect(await dashboardOf(doctor)).toMatchObject({
      today: [],
      next: [],
      openTasks: 0,
      tasksDue: 0,
      resultsToReview: 0,
      month: { collectedXaf: 0, shareXaf: 0, acts: 0 },
    });

    const [service] = await server.deps.db.select({ id: services.id }).from(services).limit(1);
    if (!service) throw new Error('no default service');
    // Noon in Douala today (UTC+1), whatever the time of the run; and the same time in three days.
    const noon = new Date(`${doualaToday(new Date())}T11:00:00Z`);
    const booking = (startsAt: Date, reference: string, doctorId: string) => ({
      patientId: patient.userId,
      doctorId,
      serviceId: service.id,
      visitKind: 'cabinet' as const,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3_600_000),
      status: 'confirmed' as const,
      priceXaf: 15_000,
      reference,
      paymentChoice: 'cash' as const,
    });
    await server.deps.db
      .insert(bookings)
      .values([
        booking(noon, 'SAD-DB0001', doctor.userId),
        booking(new Date(noon.getTime() + 3 * DAY), 'SAD-DB0002', doctor.userId),
        booking(new Date(noon.getTime() + DAY), 'SAD-DB0003', other.userId),
      ]);
    await server.deps.db.insert(tasks).values([
      { title: 'Rappeler', ownerId: doctor.userId, dueAt: new Date(Date.now() - 60_000) },
      { title: 'Plus tard', ownerId: doctor.userId, dueAt: new Date(Date.now() + 5 * DAY) },
      { title: 'Terminée', ownerId: doctor.userId, status: 'completed' },
      { title: 'Autre', ownerId: other.userId },
    ]);
    await server.deps.db.insert(labResults).values([
      { patientId: patient.userId, doctorId: doctor.userId, title: 'NFS' },
      { patientId: patient.userId, doctorId: doctor.userId, title: 'CRP', releasedAt: new Date() },
      { patientId: patient.userId, doctorId: other.userId, title: 'Glycémie' },
    ]);

    const figures = await dashboardOf(doctor);
    expect(figures.today.map((visit) => visit.reference)).toEqual(['SAD-DB0001']);
    expect(figures.today[0]?.patient.id).toBe(patient.userId);
    expect(figures.next.map((visit) => visit.reference)).toEqual(['SAD-DB0002']);
    expect(figures).toMatchObject({ openTasks: 2, tasksDue: 1, resultsToReview: 1 });
  });

  it('is refused to patients and staff', async () => {
    for (const account of [patient, admin])
      expect((await account.client.get('/api/doctor/dashboard')).status, account.role).toBe(403);
  });
});
