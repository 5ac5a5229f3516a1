import type { PatientRecordSummary } from '@sante/shared/clinic-constants';
import type { MedicineLine, PrescriptionView, RecordPrescriptionsPage } from '@sante/shared/prescription-constants';
import type { TPrescriptionRequest } from '@sante/shared/prescription-schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { bookings } from '../../db/schema/availability';
import { patientProfiles } from '../../db/schema/patients';
import { prescriptions } from '../../db/schema/prescriptions';
import { services } from '../../db/schema/services';
import { signedInCarer } from '../../testing/carer-account';
import { signedIn, type SignedIn } from '../../testing/signed-in-client';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { send } from '../storage/storage-test-helpers';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A real 1×1 PNG: the PDF embeds it. */
const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
);
const LINE: MedicineLine = {
  name: 'Artéméther-luméfantrine',
  form: 'comprime',
  strength: '20 mg/120 mg',
  dose: '4 comprimés',
  frequency: 'matin et soir',
  duration: '3 jours',
  quantity: '24 comprimés',
  instructions: '',
};
const DRAFT: TPrescriptionRequest = {
  medicines: [LINE],
  exams: [{ kind: 'lab', label: 'Goutte épaisse', instructions: '' }],
};

let server: TestServer;
let patient: SignedIn;
let otherPatient: SignedIn;
let admin: SignedIn;
let operations: SignedIn;
/** The prescriber, with a visit of `patient` now. */
let doctor: SignedIn;
/** A nurse with a visit of `patient` tomorrow morning (in the 24 h before it): sees the record, not the drafts. */
let nurse: SignedIn;
/** A doctor without any relationship with `patient`. */
let outsider: SignedIn;
let serviceId: string;
let signedId: string;
let draftId: string;
let foreignId: string;
let counter = 0;

async function book(
  patientId: string,
  doctorId: string,
  startsIn = -HOUR / 2,
  status: 'confirmed' | 'completed' | 'cancelled' = 'confirmed',
) {
  const startsAt = new Date(Date.now() + startsIn);
  const [row] = await server.deps.db
    .insert(bookings)
    .values({
      patientId,
      doctorId,
      serviceId,
      visitKind: 'home_visit',
      startsAt,
      endsAt: new Date(startsAt.getTime() + HOUR),
      status,
      priceXaf: 20_000,
      reference: `SAD-RR${String(++counter).padStart(4, '0')}`,
      paymentChoice: 'cash',
    })
    .returning({ id: bookings.id });
  if (!row) throw new Error('booking not inserted');
  return row.id;
}

/** A prescription written and signed through the API (facility, address and stamp first). */
async function signedPrescription(prescriber: SignedIn, patientId: string): Promise<PrescriptionView> {
  await prescriber.client.put('/api/doctor/prescriber-details', {
    facility: 'Cabinet médical de Bonapriso',
    professionalAddress: 'Rue Njo-Njo, Bonapriso, Douala',
  });
  const stamp = new FormData();
  stamp.append('file', new Blob([PNG], { type: 'image/png' }), 'cachet.png');
  await send(prescriber.client, server.baseUrl, 'POST', '/api/doctor/prescriber-details/stamp', stamp);
  const bookingId = await book(patientId, prescriber.userId);
  expect((await prescriber.client.put(`/api/prescriptions/booking/${bookingId}`, DRAFT)).status).toBe(200);
  const signed = await prescriber.client.post(`/api/prescriptions/booking/${bookingId}/sign`);
  expect(signed.status).toBe(200);
  return signed.json<{ prescription: PrescriptionView }>().prescription;
}

const listOf = (account: SignedIn, patientId = patient.userId, query = '') =>
  account.client.get(`/api/doctor/patients/${patientId}/prescriptions${query}`);
const pdfOf = (account: SignedIn, id: string, patientId = patient.userId) =>
  account.client.get(`/api/doctor/patients/${patientId}/prescriptions/${id}/pdf`);
const summaryOf = async (account: SignedIn) =>
  (await account.client.get(`/api/doctor/patients/${patient.userId}/summary`)).json<PatientRecordSummary>();

beforeAll(async () => {
  server = await startTestServer();
  const [service] = await server.deps.db.select({ id: services.id }).from(services).limit(1);
  if (!service) throw new Error('no default service');
  serviceId = service.id;
  [patient, otherPatient, admin, operations] = await Promise.all([
    signedIn(server, 'patient'),
    signedIn(server, 'patient'),
    signedIn(server, 'admin'),
    signedIn(server, 'personnel_operationnel'),
  ]);
  doctor = await signedInCarer(server, { sex: 'female' });
  nurse = await signedInCarer(server, { profession: 'infirmier', sex: 'female', specialty: 'soins_infirmiers' });
  outsider = await signedInCarer(server);
  await server.deps.db.insert(patientProfiles).values({ userId: patient.userId, dateOfBirth: '1990-03-04' });
  signedId = (await signedPrescription(doctor, patient.userId)).id;
  const draftBooking = await book(patient.userId, doctor.userId, -2 * DAY);
  await doctor.client.put(`/api/prescriptions/booking/${draftBooking}`, DRAFT);
  const [draft] = await server.deps.db
    .select({ id: prescriptions.id })
    .from(prescriptions)
    .where(eq(prescriptions.bookingId, draftBooking));
  if (!draft) throw new Error('draft not saved');
  draftId = draft.id;
  await book(patient.userId, nurse.userId, 12 * HOUR);
  // Another patient of the same doctor, with their own signed prescription.
  foreignId = (await signedPrescription(doctor, otherPatient.userId)).id;
});
afterAll(() => server.close());

describe("the record's prescriptions", () => {
  it('shows every signed one to a carer in the care relationship, and a draft only to its author', async () => {
    const mine = (await listOf(doctor)).json<RecordPrescriptionsPage>();
    expect(mine.nextCursor).toBeNull();
    // Newest first on the record's date: the draft was started after the other was signed.
    expect(mine.prescriptions.map((row) => [row.id, row.status])).toEqual([
      [draftId, 'draft'],
      [signedId, 'signed'],
    ]);
    expect(mine.prescriptions[1]).toMatchObject({
      prescriber: { profession: 'medecin', sex: 'female' },
      medicines: [{ name: 'Artéméther-luméfantrine', form: 'comprime', quantity: '24 comprimés' }],
      exams: [{ kind: 'lab', label: 'Goutte épaisse' }],
      dispensedAt: null,
    });
    // The list never carries the codes: the PDF is the patient's copy.
    expect(Object.keys(mine.prescriptions[1] ?? {})).not.toContain('dispensingCode');
    expect(mine.prescriptions[0]?.prescriber).toMatchObject({ profession: 'medecin', sex: 'female' });

    const nurses = (await listOf(nurse)).json<RecordPrescriptionsPage>();
    expect(nurses.prescriptions.map((row) => row.id)).toEqual([signedId]);
    expect((await summaryOf(doctor)).prescriptionCount).toBe(2);
    expect((await summaryOf(nurse)).prescriptionCount).toBe(1);

    const denied = await server.deps.db
      .select({ outcome: auditLog.outcome, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.actorId, nurse.userId), eq(auditLog.action, 'patient_prescriptions.list')));
    expect(denied).toEqual([{ outcome: 'success', details: { count: 1 } }]);
  });

  it('shows the dispensing date once a pharmacy has dispensed it', async () => {
    const own = (await patient.client.get('/api/prescriptions')).json<{ prescriptions: PrescriptionView[] }>();
    const copy = own.prescriptions.find((row) => row.id === signedId);
    const dispensed = await server.client().post(`/api/prescription-verifications/${copy?.verificationCode}/dispense`, {
      pharmacistLicence: 'ONPC-1234',
      pharmacy: 'Pharmacie du Wouri',
      dispensingCode: copy?.dispensingCode,
    });
    expect(dispensed.status).toBe(200);
    const page = (await listOf(nurse)).json<RecordPrescriptionsPage>();
    expect(page.prescriptions[0]?.dispensedAt).toEqual(expect.any(String));
  });

  it("opens a signed one's PDF for any carer in the relationship; drafts and other patients' are 404", async () => {
    const path = `/api/doctor/patients/${patient.userId}/prescriptions/${signedId}/pdf`;
    const pdf = await send(nurse.client, server.baseUrl, 'GET', path);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    const read = await server.deps.db
      .select({ targetId: auditLog.targetId })
      .from(auditLog)
      .where(and(eq(auditLog.actorId, nurse.userId), eq(auditLog.action, 'prescription.pdf_read')));
    expect(read).toEqual([{ targetId: signedId }]);

    expect((await pdfOf(doctor, draftId)).status).toBe(404);
    // Another patient's prescription through this patient's record, or through theirs (not in the nurse's care).
    expect((await pdfOf(nurse, foreignId)).status).toBe(404);
    expect((await pdfOf(nurse, foreignId, otherPatient.userId)).status).toBe(404);
    expect((await pdfOf(outsider, signedId)).status).toBe(404);
    expect((await pdfOf(nurse, 'not-a-uuid')).status).toBe(404);
    const refusals = await server.deps.db
      .select({ outcome: auditLog.outcome })
      .from(auditLog)
      .where(and(eq(auditLog.actorId, outsider.userId), eq(auditLog.action, 'patient_prescription.pdf')));
    expect(refusals).toEqual([{ outcome: 'denied' }]);
  });
});

describe('without a care relationship', () => {
  it('an unrelated carer gets 404, audited as denied; patients and staff get 403', async () => {
    expect((await listOf(outsider)).status).toBe(404);
    const denied = await server.deps.db
      .select({ outcome: auditLog.outcome })
      .from(auditLog)
      .where(and(eq(auditLog.actorId, outsider.userId), eq(auditLog.action, 'patient_prescriptions.list')));
    expect(denied).toEqual([{ outcome: 'denied' }]);
    for (const account of [patient, otherPatient, admin, operations]) {
      expect((await listOf(account)).status, account.role).toBe(403);
      expect((await pdfOf(account, signedId)).status, account.role).toBe(403);
    }
    // The nurse's relationship is with `patient`, not with the doctor's other patient.
    expect((await listOf(nurse, otherPatient.userId)).status).toBe(404);
    expect((await listOf(nurse, crypto.randomUUID())).status).toBe(404);
  });

  it('ends 30 days after the visit, and never opens on a cancelled one', async () => {
    for (const [startsIn, status, expected] of [
      [-29 * DAY, 'completed', 200],
      [-31 * DAY, 'completed', 404],
      [HOUR, 'cancelled', 404],
    ] as const) {
      const carer = await signedInCarer(server);
      await book(patient.userId, carer.userId, startsIn, status);
      expect((await listOf(carer)).status, `${startsIn} ${status}`).toBe(expected);
    }
  });

  it("« Accès d'urgence » opens the section and the PDF once a reason is given", async () => {
    const carer = await signedInCarer(server);
    expect((await listOf(carer)).status).toBe(404);
    const opened = await carer.client.post(`/api/doctor/patients/${patient.userId}/emergency-access`, {
      reason: 'Patiente inconsciente au domicile, traitement en cours à connaître',
    });
    expect(opened.status).toBe(201);
    const page = (await listOf(carer)).json<RecordPrescriptionsPage>();
    expect(page.prescriptions.map((row) => row.id)).toEqual([signedId]);
    expect((await pdfOf(carer, signedId)).status).toBe(200);
  });
});

describe('paging', () => {
  it('pages newest first, 10 at a time; a bad cursor is 400, a cursor not of this record 404', async () => {
    const someone = await signedIn(server, 'patient');
    const prescriber = (await signedPrescription(doctor, someone.userId)).id;
    const [frozen] = await server.deps.db
      .select({ prescriber: prescriptions.prescriber })
      .from(prescriptions)
      .where(eq(prescriptions.id, prescriber));
    if (!frozen?.prescriber) throw new Error('not signed');
    const older: { id: string }[] = [];
    for (let index = 0; index < 12; index++) {
      const bookingId = await book(someone.userId, doctor.userId, -(3 + index) * DAY);
      const signedAt = new Date(Date.now() - (3 + index) * DAY);
      const [row] = await server.deps.db
        .insert(prescriptions)
        .values({
          bookingId,
          doctorId: doctor.userId,
          patientId: someone.userId,
          status: 'signed',
          medicines: [LINE],
          prescriber: frozen.prescriber,
          signedAt,
        })
        .returning({ id: prescriptions.id });
      if (row) older.push(row);
    }
    const path = `/api/doctor/patients/${someone.userId}/prescriptions`;
    const first = (await doctor.client.get(path)).json<RecordPrescriptionsPage>();
    expect(first.prescriptions).toHaveLength(10);
    expect(first.nextCursor).toBe(first.prescriptions.at(-1)?.id);
    const second = (await doctor.client.get(`${path}?before=${first.nextCursor}`)).json<RecordPrescriptionsPage>();
    expect(second.nextCursor).toBeNull();
    const all = [...first.prescriptions, ...second.prescriptions];
    expect(all.map((row) => row.id)).toEqual([prescriber, ...older.map((row) => row.id)]);

    const bad = await doctor.client.get(`${path}?before=not-a-uuid`);
    expect(bad.status).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'validation_failed',
      fieldErrors: { before: ['validation.invalidFormat'] },
    });
    expect((await doctor.client.get(`${path}?before=${crypto.randomUUID()}`)).status).toBe(404);
    // Another patient's prescription as the cursor, and the author's draft as a cursor for someone else.
    expect((await doctor.client.get(`${path}?before=${signedId}`)).status).toBe(404);
    expect((await listOf(nurse, patient.userId, `?before=${draftId}`)).status).toBe(404);
    expect((await listOf(doctor, patient.userId, `?before=${draftId}`)).status).toBe(200);
  });
});
