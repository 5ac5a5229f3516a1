import { MAX_UNPAID_UPCOMING_BOOKINGS, type BookingHoldsResponse } from '@sante/shared/booking-constants';
import type { BookingView } from '@sante/shared/booking-constants';
import { doualaToday } from '@sante/shared/calendar-date';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { user } from '../../db/schema/auth';
import { bookings } from '../../db/schema/availability';
import { doctorProfiles } from '../../db/schema/doctors';
import { outboxMessages } from '../../db/schema/jobs';
import { payments } from '../../db/schema/payments';
import { services } from '../../db/schema/services';
import { signedIn, type SignedIn } from '../../testing/signed-in-client';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { addDays, doualaInstant, isoWeekday } from '../availability/douala-time';
import { refreshBookingPaid } from './booking-paid';

let server: TestServer;
let doctor: SignedIn;
let admin: SignedIn;
let cabinetServiceId: string;

/** A Tuesday at least a week ahead (Douala): every slot of it is in the future. */
const TUESDAY = (() => {
  const inAWeek = addDays(doualaToday(), 7);
  return addDays(inAWeek, (9 - isoWeekday(inAWeek)) % 7);
})();
const at = (date: string, hour: number, minute = 0) => doualaInstant(date, hour * 60 + minute).toISOString();
/** The n-th half-hour cabinet slot of the day, from 06:00. */
const slot = (n: number, date = TUESDAY) => at(date, 6 + Math.floor(n / 2), (n % 2) * 30);

let keyCounter = 0;
const cabinet = (startsAt: string, paymentChoice = 'cash') => ({
  serviceId: cabinetServiceId,
  kind: 'cabinet',
  doctorId: doctor.userId,
  startsAt,
  address: null,
  paymentChoice,
  idempotencyKey: `hold-${Date.now()}-${++keyCounter}`,
});

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedIn(server, 'admin');
  doctor = await signedIn(server, 'medecin');
  await server.deps.db.insert(doctorProfiles).values({
    userId: doctor.userId,
    profession: 'medecin',
    specialty: 'medecine_generale',
    licenceNumber: 'ONMC-7',
    city: 'Douala',
    yearsOfExperience: 5,
  });
  const saved = await doctor.client.put('/api/doctors/me/availability', {
    travelBufferMinutes: 0,
    slotMinutes: { home_visit: 60, cabinet: 30, teleconsultation: 30 },
    rules: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ kind: 'cabinet', weekday, start: '00:00', end: '24:00' })),
    exceptions: [],
  });
  expect(saved.status).toBe(200);
  const catalogue = await server.deps.db.select().from(services);
  cabinetServiceId = catalogue.find((service) => service.kind === 'cabinet')?.id ?? '';
});
afterAll(() => server.close());

describe('unpaid holds per account', () => {
  it('refuses the 4th unpaid upcoming booking; a paid or cancelled one does not count', async () => {
    expect(MAX_UNPAID_UPCOMING_BOOKINGS).toBe(3);
    const patient = await signedIn(server, 'patient');
    const held: BookingView[] = [];
    for (const n of [0, 1, 2]) {
      const res = await patient.client.post('/api/bookings', cabinet(slot(n), n === 0 ? 'mtn_momo' : 'cash'));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      held.push(res.json<{ booking: BookingView }>().booking);
    }
    const fourth = await patient.client.post('/api/bookings', cabinet(slot(3)));
    expect(fourth.status).toBe(409);
    expect(fourth.json<{ code: string }>().code).toBe('booking_hold_limit');
    expect((await patient.client.post('/api/bookings', cabinet(slot(3), 'orange_money'))).status).toBe(409);

    // Cancelling one frees a place.
    const first = held[0];
    if (!first) throw new Error('no booking');
    expect((await patient.client.post(`/api/bookings/${first.id}/cancel`, {})).status).toBe(200);
    expect((await patient.client.post('/api/bookings', cabinet(slot(4)))).status).toBe(201);
    expect((await patient.client.post('/api/bookings', cabinet(slot(5)))).status).toBe(409);

    // A booking whose payment succeeded is no longer a hold.
    const second = held[1];
    if (!second) throw new Error('no booking');
    const [payment] = await server.deps.db
      .insert(payments)
      .values({
        payableType: 'booking',
        payableId: second.id,
        payerId: patient.userId,
        amount: second.priceXaf,
        provider: 'cash',
        method: 'cash',
        status: 'succeeded',
        idempotencyScope: patient.userId,
        idempotencyKey: `settled-${second.id}`,
        settledAt: new Date(),
      })
      .returning();
    if (!payment) throw new Error('no payment');
    // As the payment code does in the transaction of a success (ADR 062).
    await refreshBookingPaid(server.deps.db, payment);
    expect((await patient.client.post('/api/bookings', cabinet(slot(6)))).status).toBe(201);
  });

  it('lets at most 3 of 20 parallel bookings of distinct slots by one account through', async () => {
    const patient = await signedIn(server, 'patient');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, n) => patient.client.post('/api/bookings', cabinet(slot(n, addDays(TUESDAY, 1))))),
    );
    const statuses = results.map((res) => res.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_UNPAID_UPCOMING_BOOKINGS);
    for (const res of results.filter((candidate) => candidate.status !== 201)) {
      expect(res.status).toBe(409);
      expect(res.json<{ code: string }>().code).toBe('booking_hold_limit');
    }
    const stored = await server.deps.db.select().from(bookings).where(eq(bookings.patientId, patient.userId));
    expect(stored).toHaveLength(MAX_UNPAID_UPCOMING_BOOKINGS);
  });

  it('refuses a cash booking while the phone is not verified (mobile money still books)', async () => {
    const patient = await signedIn(server, 'patient');
    await server.deps.db.update(user).set({ phoneNumberVerified: false }).where(eq(user.id, patient.userId));
    const res = await patient.client.post('/api/bookings', cabinet(slot(0, addDays(TUESDAY, 2))));
    expect(res.status).toBe(403);
    expect(res.json<{ code: string }>().code).toBe('phone_not_verified');
    const momo = await patient.client.post('/api/bookings', cabinet(slot(1, addDays(TUESDAY, 2)), 'mtn_momo'));
    expect(momo.status).toBe(201);

    const withoutPhone = await signedIn(server, 'patient');
    await server.deps.db
      .update(user)
      .set({ phoneNumber: null, phoneNumberVerified: null })
      .where(eq(user.id, withoutPhone.userId));
    const refused = await withoutPhone.client.post('/api/bookings', cabinet(slot(2, addDays(TUESDAY, 2))));
    expect(refused.json<{ code: string }>().code).toBe('phone_not_verified');
  });
});

describe('suspicious holds, for staff', () => {
  it('lists accounts at the limit or recent with their unpaid holds, and releases them (audited, patient told)', async () => {
    const day = addDays(TUESDAY, 3);
    const hoarder = await signedIn(server, 'patient');
    const other = await signedIn(server, 'patient');
    for (const n of [0, 1, 2]) {
      expect((await hoarder.client.post('/api/bookings', cabinet(slot(n, day)))).status).toBe(201);
    }
    expect((await other.client.post('/api/bookings', cabinet(slot(3, day)))).status).toBe(201);

    const list = await admin.client.get('/api/bookings/holds');
    expect(list.status).toBe(200);
    const { accounts } = list.json<BookingHoldsResponse>();
    const mine = accounts.find((account) => account.patientId === hoarder.userId);
    expect(mine).toMatchObject({ unpaidCount: 3, recentAccount: true, phoneVerified: true });
    expect(mine?.bookings.map((booking) => booking.startsAt)).toEqual([slot(0, day), slot(1, day), slot(2, day)]);
    // A recent account with one hold is listed too; the list is ordered by number of holds.
    expect(accounts.find((account) => account.patientId === other.userId)).toMatchObject({ unpaidCount: 1 });
    expect(accounts.findIndex((account) => account.patientId === hoarder.userId)).toBeLessThan(
      accounts.findIndex((account) => account.patientId === other.userId),
    );

    // Another patient cannot release, nor read the list; neither can a doctor nor operations staff.
    const operations = await signedIn(server, 'personnel_operationnel');
    const release = `/api/bookings/holds/${hoarder.userId}/release`;
    for (const caller of [other, doctor, operations]) {
      expect((await caller.client.get('/api/bookings/holds')).status).toBe(403);
      expect((await caller.client.post(release, { reason: 'Réservations en masse' })).status).toBe(403);
    }
    expect((await server.client().post(release, { reason: 'Réservations en masse' })).status).toBe(401);
    expect((await admin.client.post(release, {})).status).toBe(400);
    expect((await admin.client.post('/api/bookings/holds/not-a-uuid/release', { reason: 'x'.repeat(10) })).status).toBe(
      404,
    );

    const released = await admin.client.post(release, { reason: 'Réservations en masse' });
    expect(released.status).toBe(200);
    expect(released.json<{ released: number }>().released).toBe(3);
    const rows = await server.deps.db.select().from(bookings).where(eq(bookings.patientId, hoarder.userId));
    expect(rows.map((row) => [row.status, row.cancelReason, row.cancelledBy])).toEqual(
      rows.map(() => ['cancelled', 'Réservations en masse', admin.userId]),
    );
    const told = await server.deps.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.userId, hoarder.userId), eq(outboxMessages.template, 'booking_cancelled')));
    // One cancellation message per booking (on each of the patient's channels).
    expect(new Set(told.map((message) => message.params.reference)).size).toBe(3);
    const audited = await server.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'booking.holds_released'), eq(auditLog.targetId, hoarder.userId)));
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ actorId: admin.userId, details: { released: 3 } });
    // The other patient's booking is untouched; the released account is off the list and may book again.
    const [kept] = await server.deps.db.select().from(bookings).where(eq(bookings.patientId, other.userId));
    expect(kept?.status).toBe('confirmed');
    const after = (await admin.client.get('/api/bookings/holds')).json<BookingHoldsResponse>();
    expect(after.accounts.map((account) => account.patientId)).not.toContain(hoarder.userId);
    expect((await hoarder.client.post('/api/bookings', cabinet(slot(0, day)))).status).toBe(201);
  });
});
