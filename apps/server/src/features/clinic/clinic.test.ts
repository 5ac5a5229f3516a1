import type {
  ConsultationNote,
  EmergencyAccessView,
  NoteAmendment,
  PatientNote,
  MyPatient,
  PatientRecordSummary,
  RecordAccessOverview,
} from '@sante/shared/clinic-constants';
import type { BookingView } from '@sante/shared/booking-constants';
import type { MedicalDocument, SignedDocumentUrl } from '@sante/shared/medical-record-schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { bookings } from '../../db/schema/availability';
import { consultationNotes, emergencyAccesses } from '../../db/schema/clinic';
import { healthEntries, patientProfiles } from '../../db/schema/patients';
import { services } from '../../db/schema/services';
import { signedInCarer } from '../../testing/carer-account';
import { signedIn, type SignedIn } from '../../testing/signed-in-client';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { SAMPLE, send } from '../storage/storage-test-helpers';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let server: TestServer;
let patient: SignedIn;
let otherPatient: SignedIn;
let doctor: SignedIn;
let outsider: SignedIn;
let admin: SignedIn;
let operations: SignedIn;
let serviceId: string;
let bookingId: string;
let reference: string;
let documentId: string;
let counter = 0;

/** A booking of `patientId` with `doctorId` starting `startsIn` ms from now (negative: in the past), one hour long. */
async function book(
  patientId: string,
  doctorId: string,
  startsIn: number,
  status: 'pending' | 'confirmed' | 'completed' | 'cancelled' = 'confirmed',
) {
  const startsAt = new Date(Date.now() + startsIn);
  const ref = `SAD-CL${String(++counter).padStart(4, '0')}`;
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
      reference: ref,
      paymentChoice: 'cash',
      reason: 'Fièvre depuis trois jours',
      address: {
        city: 'Douala',
        neighbourhood: 'Bonapriso',
        details: 'Derrière la pharmacie',
        latitude: 4.03,
        longitude: 9.69,
      },
    })
    .returning({ id: bookings.id });
  if (!row) throw new Error('booking not inserted');
  return { id: row.id, reference: ref };
}

const summaryOf = (account: SignedIn, patientId: string) =>
  account.client.get(`/api/doctor/patients/${patientId}/summary`);

/** Every patient-scoped operation of the carer's workspace, for the refusal tests. */
const patientOperations = (patientId: string) => [
  `/api/doctor/patients/${patientId}/summary`,
  `/api/doctor/patients/${patientId}/documents`,
  `/api/doctor/patients/${patientId}/documents/${documentId}/url`,
];

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
  doctor = await signedInCarer(server);
  outsider = await signedInCarer(server);
  await server.deps.db
    .insert(patientProfiles)
    .values({ userId: patient.userId, dateOfBirth: '1990-03-04', sex: 'female' });
  await server.deps.db.insert(healthEntries).values([
    { patientId: patient.userId, kind: 'allergy', label: 'Pénicilline', createdBy: patient.userId },
    { patientId: patient.userId, kind: 'condition', label: 'Drépanocytose', createdBy: patient.userId },
  ]);
  const body = new FormData();
  for (const [name, value] of Object.entries({
    title: 'Bilan sanguin',
    kind: 'lab_result',
    category: 'Hématologie',
    documentDate: '2026-02-10',
  }))
    body.append(name, value);
  body.append('file', new Blob([SAMPLE.pdf(2048)], { type: 'application/pdf' }), 'bilan.pdf');
  const uploaded = await send(patient.client, server.baseUrl, 'POST', '/api/records/documents', body);
  expect(uploaded.status).toBe(201);
  documentId = ((await uploaded.json()) as { document: MedicalDocument }).document.id;
  ({ id: bookingId, reference } = await book(patient.userId, doctor.userId, 2 * HOUR));
});
afterAll(() => server.close());

describe('a carer in a care relationship', () => {
  it('finds the patient in « mes patients » with age, allergies flag and next visit, by name, phone or reference', async () => {
    const list = await doctor.client.get('/api/doctor/patients');
    expect(list.status).toBe(200);
    const [row] = list.json<{ patients: MyPatient[] }>().patients;
    expect(row).toMatchObject({
      id: patient.userId,
      sex: 'female',
      hasAllergies: true,
      unreadMessages: 0,
      basis: 'booking',
      nextBookingReference: reference,
    });
    expect(row?.nextVisitAt).not.toBeNull();
    expect(row?.age).toBeGreaterThan(30);
    for (const q of ['ekwal', patient.phone.slice(-6), reference.slice(-4).toLowerCase()]) {
      const found = (await doctor.client.get(`/api/doctor/patients?q=${encodeURIComponent(q)}`)).json<{
        patients: MyPatient[];
      }>().patients;
      expect(
        found.map((entry) => entry.id),
        q,
      ).toEqual([patient.userId]);
    }
    const none = await doctor.client.get('/api/doctor/patients?q=zzzz');
    expect(none.json<{ patients: MyPatient[] }>().patients).toEqual([]);
    expect((await outsider.client.get('/api/doctor/patients')).json<{ patients: MyPatient[] }>().patients).toEqual([]);
  });

  it('reads the summary in one request, audited; the documents and a signed URL that serves the bytes', async () => {
    const res = await summaryOf(doctor, patient.userId);
    expect(res.status).toBe(200);
    const summary = res.json<PatientRecordSummary>();
    expect(summary.patient).toMatchObject({ id: patient.userId, sex: 'female', dateOfBirth: '1990-03-04' });
    expect(summary.access).toEqual({ basis: 'booking', emergencyUntil: null });
    expect(summary.allergies.map((entry) => entry.label)).toEqual(['Pénicilline']);
    expect(summary.conditions.map((entry) => entry.label)).toEqual(['Drépanocytose']);
    expect(summary.documentCount).toBe(1);
    expect(summary.documents[0]?.id).toBe(documentId);
    expect(summary.vaccination.given).toBe(0);
    const documents = await doctor.client.get(`/api/doctor/patients/${patient.userId}/documents`);
    expect(documents.json<{ documents: MedicalDocument[] }>().documents.map((entry) => entry.id)).toEqual([documentId]);
    const signed = (
      await doctor.client.get(`/api/doctor/patients/${patient.userId}/documents/${documentId}/url`)
    ).json<SignedDocumentUrl>();
    const bytes = await send(null, server.baseUrl, 'GET', signed.url);
    expect(bytes.status).toBe(200);
    const audited = await server.deps.db
      .select({ action: auditLog.action, outcome: auditLog.outcome })
      .from(auditLog)
      .where(and(eq(auditLog.actorId, doctor.userId), eq(auditLog.targetId, patient.userId)));
    expect(audited.map((row) => row.action).sort()).toEqual(
      ['patient_document.url', 'patient_documents.list', 'patient_record.read'].sort(),
    );
  });

  it("shows the visit card's age, allergies and reason to the carer, not the flag to the patient", async () => {
    const forCarer = (await doctor.client.get(`/api/bookings/${bookingId}`)).json<{ booking: BookingView }>().booking;
    expect(forCarer.patient.hasAllergies).toBe(true);
    expect(forCarer.patient.age).toBeGreaterThan(30);
    expect(forCarer.reason).toBe('Fièvre depuis trois jours');
    expect(forCarer.contactPhone).toBe(patient.phone);
    const forPatient = (await patient.client.get(`/api/bookings/${bookingId}`)).json<{ booking: BookingView }>()
      .booking;
    expect(forPatient.patient).toMatchObject({ age: null, hasAllergies: null });
  });
});

describe('without a care relationship', () => {
  it('another carer gets 404 on every operation, audited as denied; patients and staff get 403', async () => {
    for (const path of patientOperations(patient.userId)) {
      expect((await outsider.client.get(path)).status, path).toBe(404);
      for (const account of [otherPatient, patient, admin, operations])
        expect((await account.client.get(path)).status, `${account.role} ${path}`).toBe(403);
    }
    const post = `/api/doctor/patients/${patient.userId}/emergency-access`;
    for (const account of [otherPatient, admin, operations])
      expect((await account.client.post(post, { reason: 'Urgence vitale au domicile' })).status).toBe(403);
    const denied = await server.deps.db
      .select({ outcome: auditLog.outcome })
      .from(auditLog)
      .where(and(eq(auditLog.actorId, outsider.userId), eq(auditLog.action, 'patient_record.read')));
    expect(denied.map((row) => row.outcome)).toEqual(['denied']);
  });

  it("the carer's own booking gives access only from 24 h before it to 30 days after its end, never cancelled", async () => {
    const cases: [number, 'confirmed' | 'completed' | 'cancelled', number][] = [
      [25 * HOUR, 'confirmed', 404],
      [23 * HOUR, 'confirmed', 200],
      [-29 * DAY, 'completed', 200],
      [-31 * DAY, 'completed', 404],
      [HOUR, 'cancelled', 404],
    ];
    for (const [startsIn, status, expected] of cases) {
      const someone = await signedIn(server, 'patient');
      const carerOfCase = await signedInCarer(server);
      await book(someone.userId, carerOfCase.userId, startsIn, status);
      expect((await summaryOf(carerOfCase, someone.userId)).status, `${startsIn} ${status}`).toBe(expected);
    }
  });

  it('malformed or unknown patient ids are 404', async () => {
    expect((await doctor.client.get('/api/doctor/patients/not-a-uuid/summary')).status).toBe(404);
    expect((await doctor.client.get(`/api/doctor/patients/${crypto.randomUUID()}/summary`)).status).toBe(404);
    const url = `/api/doctor/patients/${otherPatient.userId}/documents/${documentId}/url`;
    expect((await doctor.client.get(url)).status).toBe(404);
  });
});

describe("« Accès d'urgence »", () => {
  it('is refused without a reason, opens the record with one for 4 hours, and ends after', async () => {
    const path = `/api/doctor/patients/${patient.userId}/emergency-access`;
    for (const body of [{}, { reason: '' }, { reason: 'trop court' }, { reason: 'x'.repeat(501) }]) {
      const res = await outsider.client.post(path, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json<{ code: string }>().code).toBe('validation_failed');
    }
    expect((await summaryOf(outsider, patient.userId)).status).toBe(404);
    const unknown = await outsider.client.post(`/api/doctor/patients/${crypto.randomUUID()}/emergency-access`, {
      reason: 'Patient inconscient, appel de la famille',
    });
    expect(unknown.status).toBe(404);
    const opened = await outsider.client.post(path, { reason: 'Patient inconscient, appel de la famille' });
    expect(opened.status).toBe(201);
    const { access } = opened.json<{ access: { id: string; expiresAt: string } }>();
    expect(new Date(access.expiresAt).getTime() - Date.now()).toBeGreaterThan(3.9 * HOUR);
    const summary = await summaryOf(outsider, patient.userId);
    expect(summary.status).toBe(200);
    expect(summary.json<PatientRecordSummary>().access).toEqual({
      basis: 'emergency',
      emergencyUntil: access.expiresAt,
    });
    const [audited] = await server.deps.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.actorId, outsider.userId), eq(auditLog.action, 'patient_record.emergency_open')));
    expect(audited?.details).toEqual({ accessId: access.id });

    // Staff review it: admins only.
    for (const account of [operations, doctor, patient])
      expect((await account.client.get('/api/admin/emergency-accesses')).status, account.role).toBe(403);
    const pending = await admin.client.get('/api/admin/emergency-accesses?pending=1');
    const listed = pending.json<{ accesses: EmergencyAccessView[] }>().accesses.find((row) => row.id === access.id);
    expect(listed).toMatchObject({ reason: 'Patient inconscient, appel de la famille', reviewedAt: null });
    expect(listed?.carer.id).toBe(outsider.userId);
    expect((await operations.client.post(`/api/admin/emergency-accesses/${access.id}/review`)).status).toBe(403);
    const reviewed = await admin.client.post(`/api/admin/emergency-accesses/${access.id}/review`);
    expect(reviewed.json<{ access: EmergencyAccessView }>().access.reviewedAt).not.toBeNull();
    const stillPending = (await admin.client.get('/api/admin/emergency-accesses?pending=1')).json<{
      accesses: EmergencyAccessView[];
    }>().accesses;
    expect(stillPending.some((row) => row.id === access.id)).toBe(false);

    // The patient sees who opened the record and when, with the reason.
    const overview = (await patient.client.get('/api/records/access')).json<RecordAccessOverview>();
    expect(overview.emergencyAccesses.map((row) => [row.carer.id, row.reason])).toEqual([
      [outsider.userId, 'Patient inconscient, appel de la famille'],
    ]);
    const openers = overview.openings.map((row) => [row.carer.id, row.emergency]);
    expect(openers).toContainEqual([outsider.userId, true]);
    expect(openers).toContainEqual([doctor.userId, false]);
    expect((await otherPatient.client.get('/api/records/access')).json<RecordAccessOverview>()).toEqual({
      carers: [],
      openings: [],
      emergencyAccesses: [],
    });

    await server.deps.db
      .update(emergencyAccesses)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emergencyAccesses.id, access.id));
    expect((await summaryOf(outsider, patient.userId)).status).toBe(404);
  });
});

describe("the patient's share", () => {
  it('opens the record to a carer of a past booking until revoked; only carers of their bookings', async () => {
    const former = await signedInCarer(server);
    await book(patient.userId, former.userId, -90 * DAY, 'completed');
    expect((await summaryOf(former, patient.userId)).status).toBe(404);
    expect((await patient.client.put(`/api/records/access/shares/${outsider.userId}`)).status).toBe(404);
    expect((await doctor.client.put(`/api/records/access/shares/${former.userId}`)).status).toBe(403);
    expect((await patient.client.put(`/api/records/access/shares/${former.userId}`)).status).toBe(204);
    expect((await patient.client.put(`/api/records/access/shares/${former.userId}`)).status).toBe(204);
    const shared = await summaryOf(former, patient.userId);
    expect(shared.json<PatientRecordSummary>().access.basis).toBe('share');
    const overview = (await patient.client.get('/api/records/access')).json<RecordAccessOverview>();
    expect(overview.carers.find((row) => row.id === former.userId)?.shared).toBe(true);
    // Another patient's revocation touches only their own shares.
    expect((await otherPatient.client.delete(`/api/records/access/shares/${former.userId}`)).status).toBe(204);
    expect((await summaryOf(former, patient.userId)).status).toBe(200);
    expect((await patient.client.delete(`/api/records/access/shares/${former.userId}`)).status).toBe(204);
    expect((await summaryOf(former, patient.userId)).status).toBe(404);
  });
});

describe('consultation notes', () => {
  const note = {
    reason: 'Fièvre depuis trois jours',
    history: 'Céphalées, frissons, pas de vomissements',
    examination: 'Abdomen souple, TDR paludisme positif',
    vitals: { temperatureC: 39.2, heartRate: 104, systolic: 118, diastolic: 74 },
    diagnosis: 'Paludisme simple',
    icd10Code: 'b54',
    plan: 'Artéméther-luméfantrine 3 jours, revoir si vomissements',
    patientSummary: 'Vous avez un paludisme simple. Prenez le traitement 3 jours et buvez beaucoup.',
  };
  const path = () => `/api/consultation-notes/${bookingId}`;
  const careSummaryOf = async () =>
    (await patient.client.get(`/api/bookings/${bookingId}`)).json<{ booking: BookingView }>().booking.careSummary;
  const amendment = { reason: 'Résultat de la goutte épaisse reçu', text: 'Goutte épaisse : 2 400 trophozoïtes/µL.' };

  it('a draft is saved and edited; the patient sees nothing of it', async () => {
    expect((await doctor.client.get(path())).json()).toEqual({ note: null });
    const saved = await doctor.client.put(path(), { ...note, diagnosis: '' });
    expect(saved.status).toBe(200);
    expect(saved.json<{ note: ConsultationNote }>().note).toMatchObject({
      ...note,
      diagnosis: '',
      icd10Code: 'B54',
      status: 'draft',
      sharedAt: null,
    });
    expect(await careSummaryOf()).toBeNull();
    const signEarly = await doctor.client.post(`${path()}/sign`, {});
    expect(signEarly.status).toBe(400);
    expect(signEarly.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors).toHaveProperty('diagnosis');
    expect((await doctor.client.put(path(), note)).status).toBe(200);
    const early = await doctor.client.post(`${path()}/amendments`, amendment);
    expect(early.status, JSON.stringify(early.body)).toBe(409);
  });

  it('once signed, the note never changes (409), the patient reads the summary, and amendments are audited', async () => {
    const signed = await doctor.client.post(`${path()}/sign`, { shareSummary: true });
    expect(signed.status).toBe(200);
    expect(signed.json<{ note: ConsultationNote }>().note).toMatchObject({ status: 'signed', icd10Code: 'B54' });
    expect(await careSummaryOf()).toBe(note.patientSummary);
    const forCarer = (await doctor.client.get(`/api/bookings/${bookingId}`)).json<{ booking: BookingView }>();
    expect(forCarer.booking.careSummary).toBeNull();

    const changed = await doctor.client.put(path(), { ...note, diagnosis: 'Grippe' });
    expect(changed.status).toBe(409);
    expect(changed.json<{ code: string }>().code).toBe('consultation_note_signed');
    expect((await doctor.client.post(`${path()}/sign`, {})).status).toBe(409);
    const [row] = await server.deps.db
      .select({ diagnosis: consultationNotes.diagnosis })
      .from(consultationNotes)
      .where(eq(consultationNotes.bookingId, bookingId));
    expect(row?.diagnosis).toBe(note.diagnosis);

    const amended = await doctor.client.post(`${path()}/amendments`, amendment);
    expect(amended.status).toBe(201);
    expect(amended.json<{ amendment: NoteAmendment }>().amendment).toMatchObject({
      ...amendment,
      author: { id: doctor.userId },
    });
    const read = (await doctor.client.get(path())).json<{ note: ConsultationNote }>().note;
    expect(read.diagnosis).toBe(note.diagnosis);
    expect(read.amendments.map((a) => a.reason)).toEqual([amendment.reason]);

    const audited = await server.deps.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.actorId, doctor.userId), eq(auditLog.targetId, bookingId)));
    expect(audited.map((r) => r.action)).toEqual(
      expect.arrayContaining(['consultation_note.save', 'consultation_note.sign', 'consultation_note.amend']),
    );

    const notes = await doctor.client.get(`/api/doctor/patients/${patient.userId}/notes`);
    expect(notes.status).toBe(200);
    const [listed] = notes.json<{ notes: PatientNote[] }>().notes;
    expect(listed).toMatchObject({ bookingId, status: 'signed', author: { id: doctor.userId } });
    expect(listed?.amendments).toHaveLength(1);
    const summary = (await summaryOf(doctor, patient.userId)).json<PatientRecordSummary>();
    expect(summary.recentNotes).toEqual([listed]);
    expect(summary.signedNoteCount).toBe(1);
  });

  it('is refused to another carer (404), to patients and staff (403), and checks its input (400)', async () => {
    for (const [method, url, body] of [
      ['get', path(), undefined],
      ['put', path(), note],
      ['post', `${path()}/sign`, {}],
      ['post', `${path()}/amendments`, amendment],
      ['get', `/api/doctor/patients/${patient.userId}/notes`, undefined],
    ] as const) {
      const call = (account: SignedIn) =>
        method === 'get' ? account.client.get(url) : account.client[method](url, body ?? {});
      expect((await call(outsider)).status, `${method} ${url}`).toBe(404);
      for (const account of [patient, otherPatient, admin, operations])
        expect((await call(account)).status, `${account.role} ${method} ${url}`).toBe(403);
    }
    expect((await doctor.client.get('/api/consultation-notes/not-a-uuid')).status).toBe(404);
    for (const body of [
      { ...note, plan: 'x'.repeat(4001) },
      { ...note, icd10Code: 'paludisme' },
      { ...note, vitals: { temperatureC: 60 } },
      { ...note, vitals: { temperatureC: '39' } },
      { ...note, vitals: { glucose: 5 } },
    ]) {
      const res = await doctor.client.put(path(), body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect((await doctor.client.post(`${path()}/amendments`, { reason: 'x', text: '' })).status).toBe(400);
    expect((await doctor.client.post(`${path()}/sign`, { shareSummary: 'yes' })).status).toBe(400);
    const cancelled = await book(patient.userId, doctor.userId, 5 * HOUR, 'cancelled');
    expect((await doctor.client.put(`/api/consultation-notes/${cancelled.id}`, note)).status).toBe(404);
  });
});
