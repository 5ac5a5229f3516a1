import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema/availability';
import { doctorProfiles } from '../../db/schema/doctors';
import { outboxMessages } from '../../db/schema/jobs';
import { userProfiles } from '../../db/schema/profiles';
import { createAccount } from '../../testing/signed-in-client';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { notifyPatient } from './booking-notifications';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function carerAndBooking(profession: 'medecin' | 'infirmier', sex: 'female' | 'male' | null) {
  const patient = await createAccount(server, 'patient');
  const carer = await createAccount(server, 'medecin');
  await server.deps.db
    .update(userProfiles)
    .set({ firstName: 'Rose', lastName: 'Ngo Nyemb' })
    .where(eq(userProfiles.userId, carer.userId));
  await server.deps.db.insert(doctorProfiles).values({
    userId: carer.userId,
    profession,
    sex,
    specialty: profession === 'medecin' ? 'medecine_generale' : 'soins_infirmiers',
    licenceNumber: 'ONIC-1',
    city: 'Douala',
    yearsOfExperience: 3,
  });
  const startsAt = new Date(Date.now() + 3 * 86_400_000);
  const [booking] = await server.deps.db
    .insert(bookings)
    .values({
      patientId: patient.userId,
      doctorId: carer.userId,
      visitKind: 'home_visit',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3_600_000),
      status: 'confirmed',
      reference: `SAD-${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
      paymentChoice: 'cash',
    })
    .returning();
  if (!booking) throw new Error('no booking');
  return { patient, booking };
}

async function carerNamed(patientId: string, template: string): Promise<string[]> {
  const rows = await server.deps.db
    .select({ params: outboxMessages.params })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.userId, patientId), eq(outboxMessages.template, template)));
  return [...new Set(rows.map((row) => row.params.doctor ?? ''))];
}

describe('booking messages name the carer by profession', () => {
  it('« Infirmière Rose Ngo Nyemb » is en route, never « Dr » for a nurse', async () => {
    const { patient, booking } = await carerAndBooking('infirmier', 'female');
    await notifyPatient(server.deps.db, server.deps.env, booking, 'doctor_en_route');
    await notifyPatient(server.deps.db, server.deps.env, booking, 'doctor_assigned');
    expect(await carerNamed(patient.userId, 'doctor_en_route')).toEqual(['Infirmière Rose Ngo Nyemb']);
    expect(await carerNamed(patient.userId, 'doctor_assigned')).toEqual(['Infirmière Rose Ngo Nyemb']);
  });

  it('« Dr » for a doctor, in the patient’s language', async () => {
    const { patient, booking } = await carerAndBooking('medecin', 'female');
    await server.deps.db.update(userProfiles).set({ language: 'en' }).where(eq(userProfiles.userId, patient.userId));
    await notifyPatient(server.deps.db, server.deps.env, booking, 'doctor_en_route');
    expect(await carerNamed(patient.userId, 'doctor_en_route')).toEqual(['Dr Rose Ngo Nyemb']);
  });
});
