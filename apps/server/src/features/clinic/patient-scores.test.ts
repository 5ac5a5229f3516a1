import type { SavedScoreResponse } from '@sante/shared/clinical-scores/saved-score';
import type { PatientRecordSummary } from '@sante/shared/clinic-constants';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { bookings } from '../../db/schema/availability';
import { scoreRecords } from '../../db/schema/clinic';
import { services } from '../../db/schema/services';
import { signedInCarer } from '../../testing/carer-account';
import { signedIn, type SignedIn } from '../../testing/signed-in-client';
import { startTestServer, type TestServer } from '../../testing/test-server';

const HOUR = 3_600_000;

let server: TestServer;
let patient: SignedIn;
let otherPatient: SignedIn;
let doctor: SignedIn;
let outsider: SignedIn;
let admin: SignedIn;
let operations: SignedIn;

const scoresPath = (patientId: string) => `/api/doctor/patients/${patientId}/scores`;
/** CDC worked example (About Adult BMI): 68 kg, 165 cm → 24.98 kg/m². */
const BMI_EXAMPLE = { calculatorId: 'bmi', inputs: { weight: '68', height: '165' } };

beforeAll(async () => {
  server = await startTestServer();
  const [service] = await server.deps.db.select({ id: services.id }).from(services).limit(1);
  if (!service) throw new Error('no default service');
  [patient, otherPatient, admin, operations] = await Promise.all([
    signedIn(server, 'patient'),
    signedIn(server, 'patient'),
    signedIn(server, 'admin'),
    signedIn(server, 'personnel_operationnel'),
  ]);
  doctor = await signedInCarer(server);
  outsider = await signedInCarer(server);
  const startsAt = new Date(Date.now() + 2 * HOUR);
  await server.deps.db.insert(bookings).values({
    patientId: patient.userId,
    doctorId: doctor.userId,
    serviceId: service.id,
    visitKind: 'home_visit',
    startsAt,
    endsAt: new Date(startsAt.getTime() + HOUR),
    status: 'confirmed',
    priceXaf: 20_000,
    reference: 'SAD-SC0001',
    paymentChoice: 'cash',
    address: {
      city: 'Douala',
      neighbourhood: 'Bonapriso',
      details: 'Derrière la pharmacie',
      latitude: 4.03,
      longitude: 9.69,
    },
  });
});
afterAll(() => server.close());

describe('saving a score into the record', () => {
  it('recomputes the result from the inputs (the client figure is ignored), audits it, shows it in the summary', async () => {
    const res = await doctor.client.post(scoresPath(patient.userId), {
      ...BMI_EXAMPLE,
      inputs: { ...BMI_EXAMPLE.inputs, value: 99 },
    });
    expect(res.status).toBe(201);
    const { score } = res.json<SavedScoreResponse>();
    expect(score).toMatchObject({
      calculatorId: 'bmi',
      unitKey: 'kgPerM2',
      interpretationKey: 'bmi.normal',
      severity: 'normal',
      author: { id: doctor.userId },
    });
    expect(score.value).toBeCloseTo(24.98, 2);
    expect(score.inputs).toEqual({ weight: 68, height: 165 });
    const audited = await server.deps.db
      .select({ outcome: auditLog.outcome })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'patient_score.create'), eq(auditLog.actorId, doctor.userId)));
    expect(audited).toEqual([{ outcome: 'success' }]);
    const summary = (
      await doctor.client.get(`/api/doctor/patients/${patient.userId}/summary`)
    ).json<PatientRecordSummary>();
    expect(summary.scores.map((entry) => entry.id)).toEqual([score.id]);
  });

  it('saves the growth z-score (WHO table: boy of 12 months, 7.7 kg is −2 SD) and a statement score', async () => {
    const growth = await doctor.client.post(scoresPath(patient.userId), {
      calculatorId: 'growth',
      inputs: { sex: 'male', ageMonths: '12', weight: '7.7' },
    });
    expect(growth.status).toBe(201);
    expect(growth.json<SavedScoreResponse>().score.value).toBeCloseTo(-2, 1);
    const glasgow = await doctor.client.post(scoresPath(patient.userId), {
      calculatorId: 'glasgow',
      inputs: { eye: 2, verbal: 2, motor: 4 },
    });
    expect(glasgow.json<SavedScoreResponse>().score).toMatchObject({ value: 8, interpretationKey: 'glasgow.severe' });
  });

  it('bad input is a 400 with the field, an unknown calculator too; nothing is saved', async () => {
    const before = await server.deps.db.$count(scoreRecords);
    const outOfRange = await doctor.client.post(scoresPath(patient.userId), {
      calculatorId: 'bmi',
      inputs: { weight: '68', height: '9000' },
    });
    expect(outOfRange.status).toBe(400);
    expect(Object.keys(outOfRange.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors)).toEqual(['height']);
    for (const body of [
      { calculatorId: 'sofa', inputs: {} },
      { calculatorId: 'bmi' },
      { calculatorId: 'bmi', inputs: { weight: { $gt: 1 } } },
    ])
      expect((await doctor.client.post(scoresPath(patient.userId), body)).status).toBe(400);
    expect(await server.deps.db.$count(scoreRecords)).toBe(before);
  });

  it('an unrelated carer gets 404 (audited denied); another patient, the patient and staff get 403', async () => {
    const before = await server.deps.db.$count(scoreRecords);
    expect((await outsider.client.post(scoresPath(patient.userId), BMI_EXAMPLE)).status).toBe(404);
    expect((await doctor.client.post(scoresPath(otherPatient.userId), BMI_EXAMPLE)).status).toBe(404);
    for (const account of [otherPatient, patient, admin, operations])
      expect((await account.client.post(scoresPath(patient.userId), BMI_EXAMPLE)).status, account.role).toBe(403);
    expect(await server.deps.db.$count(scoreRecords)).toBe(before);
    const denied = await server.deps.db
      .select({ actorId: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'patient_score.create'), eq(auditLog.outcome, 'denied')));
    expect(denied.map((row) => row.actorId).sort()).toEqual([outsider.userId, doctor.userId].sort());
  });
});
