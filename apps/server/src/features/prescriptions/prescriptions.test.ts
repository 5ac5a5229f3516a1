import type { BookingView } from '@sante/shared/booking-constants';
import type {
  PrescriberDetails,
  PrescriptionVerification,
  PrescriptionView,
} from '@sante/shared/prescription-constants';
import type { TPrescriptionRequest } from '@sante/shared/prescription-schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { bookings } from '../../db/schema/availability';
import { doctorProfiles } from '../../db/schema/doctors';
import { outboxMessages } from '../../db/schema/jobs';
import { patientProfiles } from '../../db/schema/patients';
import { services } from '../../db/schema/services';
import { signedIn, type SignedIn } from '../../testing/signed-in-client';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { drainJobsAfter } from '../../testing/visit-clock';
import { send } from '../storage/storage-test-helpers';

const HOUR = 3_600_000;
/** A real 1×1 PNG: the PDF embeds it. */
const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
);

let server: TestServer;
let patient: SignedIn;
let otherPatient: SignedIn;
let doctor: SignedIn;
let outsider: SignedIn;
let nurse: SignedIn;
let admin: SignedIn;
let operations: SignedIn;
let serviceId: string;
let counter = 0;

const DRAFT: TPrescriptionRequest = {
  medicines: [
    {
      name: 'Artéméther-luméfantrine',
      form: 'comprime',
      strength: '20 mg/120 mg',
      dose: '4 comprimés',
      frequency: 'matin et soir',
      duration: '3 jours',
      quantity: '24 comprimés',
      instructions: 'Au cours d’un repas',
    },
  ],
  exams: [{ kind: 'lab', label: 'Goutte épaisse', instructions: '' }],
  patientWeightKg: 62,
};

async function carer(profession: 'medecin' | 'infirmier' = 'medecin'): Promise<SignedIn> {
  const account = await signedIn(server, 'medecin');
  await server.deps.db.insert(doctorProfiles).values({
    userId: account.userId,
    profession,
    sex: 'female',
    specialty: profession === 'medecin' ? 'medecine_generale' : 'soins_infirmiers',
    licenceNumber: `ONMC-RX-${++counter}`,
    city: 'Douala',
    yearsOfExperience: 8,
  });
  return account;
}

/** Facility, address and stamp: what signing needs. */
async function completeDetails(account: SignedIn) {
  const saved = await account.client.put('/api/doctor/prescriber-details', {
    facility: 'Cabinet médical de Bonapriso',
    professionalAddress: 'Rue Njo-Njo, Bonapriso, Douala',
  });
  expect(saved.status).toBe(200);
  const body = new FormData();
  body.append('file', new Blob([PNG], { type: 'image/png' }), 'cachet.png');
  const uploaded = await send(account.client, server.baseUrl, 'POST', '/api/doctor/prescriber-details/stamp', body);
  expect(uploaded.status).toBe(200);
  return ((await uploaded.json()) as { details: PrescriberDetails }).details;
}

async function book(patientId: string, doctorId: string, startsIn = -HOUR / 2) {
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
      status: 'confirmed',
      trackingStep: 'consultation_started',
      priceXaf: 20_000,
      reference: `SAD-RX${String(++counter).padStart(4, '0')}`,
      paymentChoice: 'cash',
    })
    .returning({ id: bookings.id });
  if (!row) throw new Error('booking not inserted');
  return row.id;
}

const draftOf = (account: SignedIn, bookingId: string, body: unknown = DRAFT) =>
  account.client.put(`/api/prescriptions/booking/${bookingId}`, body);
const signOf = (account: SignedIn, bookingId: string) =>
  account.client.post(`/api/prescriptions/booking/${bookingId}/sign`);

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
  doctor = await carer();
  outsider = await carer();
  nurse = await carer('infirmier');
  await server.deps.db.insert(patientProfiles).values({ userId: patient.userId, dateOfBirth: '1990-03-04' });
});
afterAll(() => server.close());

describe('the prescriber details', () => {
  it('lists what is missing, saves facility and address, and takes a PNG stamp checked against its bytes', async () => {
    const fresh = await carer();
    const before = (await fresh.client.get('/api/doctor/prescriber-details')).json<{ details: PrescriberDetails }>();
    expect(before.details.licenceNumber).toMatch(/^ONMC-RX-/);
    expect(before.details.stampUrl).toBeNull();
    expect(before.details.missing).toEqual(['facility', 'professionalAddress', 'stamp']);
    const fake = new FormData();
    fake.append('file', new Blob(['<svg onload="x"/>'], { type: 'image/png' }), 'cachet.png');
    const refused = await send(fresh.client, server.baseUrl, 'POST', '/api/doctor/prescriber-details/stamp', fake);
    expect(refused.status).toBe(415);
    const details = await completeDetails(fresh);
    expect(details.missing).toEqual([]);
    expect(details.stampUrl).toMatch(/^\/api\/storage\/object\/sign\/carer-stamps\//);
    const empty = await fresh.client.put('/api/doctor/prescriber-details', { facility: ' ', professionalAddress: '' });
    expect(empty.status).toBe(400);
  });

  it('is the doctor’s only: patients and staff are refused', async () => {
    for (const account of [patient, admin, operations])
      expect((await account.client.get('/api/doctor/prescriber-details')).status).toBe(403);
  });
});

describe('a prescription', () => {
  it('is refused at signing while the professional details are missing, then signed and never edited again', async () => {
    const bookingId = await book(patient.userId, doctor.userId);
    expect((await doctor.client.get(`/api/prescriptions/booking/${bookingId}`)).json()).toEqual({
      prescription: null,
    });
    const draft = await draftOf(doctor, bookingId);
    expect(draft.status).toBe(200);
    expect(draft.json<{ prescription: PrescriptionView }>().prescription).toMatchObject({
      status: 'draft',
      verificationCode: null,
      medicines: [{ name: 'Artéméther-luméfantrine', strength: '20 mg/120 mg' }],
    });
    const missing = await signOf(doctor, bookingId);
    expect(missing.status).toBe(409);
    expect(missing.json()).toMatchObject({
      code: 'prescriber_details_missing',
      fieldErrors: { facility: ['validation.required'], professionalAddress: ['validation.required'] },
    });
    await completeDetails(doctor);
    const signed = await signOf(doctor, bookingId);
    expect(signed.status).toBe(200);
    const view = signed.json<{ prescription: PrescriptionView }>().prescription;
    expect(view).toMatchObject({
      status: 'signed',
      prescriber: {
        facility: 'Cabinet médical de Bonapriso',
        profession: 'medecin',
      },
    });
    expect(view.verificationCode).toMatch(/^[A-Za-z0-9_-]{38}$/);
    expect(view.dispensingCode).toMatch(/^\d{6}$/);

    const edit = await draftOf(doctor, bookingId, { ...DRAFT, patientWeightKg: 70 });
    expect(edit.status).toBe(409);
    expect(edit.json()).toMatchObject({ code: 'prescription_signed' });
    expect((await signOf(doctor, bookingId)).status).toBe(409);
    // A later change of settings does not alter what was signed.
    await doctor.client.put('/api/doctor/prescriber-details', {
      facility: 'Clinique de Deido',
      professionalAddress: 'Deido, Douala',
    });
    const again = (await doctor.client.get(`/api/prescriptions/booking/${bookingId}`)).json<{
      prescription: PrescriptionView;
    }>();
    expect(again.prescription.prescriber?.facility).toBe('Cabinet médical de Bonapriso');
    expect(again.prescription.patientWeightKg).toBe(62);
  });

  it('refuses bad input with field errors, never a 500', async () => {
    const bookingId = await book(patient.userId, doctor.userId);
    const cases: unknown[] = [
      { medicines: [], exams: [] },
      { ...DRAFT, medicines: [{ ...DRAFT.medicines[0], form: 'potion' }] },
      { ...DRAFT, medicines: [{ ...DRAFT.medicines[0], name: '' }] },
      { ...DRAFT, patientWeightKg: -3 },
      { ...DRAFT, exams: [{ kind: 'scanner', label: 'x' }] },
      'not json',
    ];
    for (const body of cases) {
      const response = await draftOf(doctor, bookingId, body);
      expect(response.status).toBe(400);
    }
    expect((await signOf(doctor, bookingId)).status).toBe(400);
    expect((await doctor.client.get('/api/prescriptions/booking/not-a-uuid')).status).toBe(404);
  });

  it('is 404 for an unrelated doctor and a nurse, 403 for patients and staff, on every route', async () => {
    const bookingId = await book(patient.userId, doctor.userId);
    await draftOf(doctor, bookingId);
    const nurseBooking = await book(patient.userId, nurse.userId);
    for (const [account, id, status] of [
      [outsider, bookingId, 404],
      [nurse, nurseBooking, 404],
      [patient, bookingId, 403],
      [otherPatient, bookingId, 403],
      [admin, bookingId, 403],
      [operations, bookingId, 403],
    ] as const) {
      expect((await account.client.get(`/api/prescriptions/booking/${id}`)).status).toBe(status);
      expect((await draftOf(account, id)).status).toBe(status);
      expect((await signOf(account, id)).status).toBe(status);
    }
  });

  it('a cancelled or long-past booking cannot be prescribed for (the care relationship is over)', async () => {
    const old = await book(patient.userId, doctor.userId, -40 * 24 * HOUR);
    expect((await draftOf(doctor, old)).status).toBe(404);
    const cancelled = await book(patient.userId, doctor.userId);
    await server.deps.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, cancelled));
    expect((await draftOf(doctor, cancelled)).status).toBe(404);
  });
});

describe('« Ordonnance prête », the patient and the PDF', () => {
  it('needs a signed prescription, tells the patient, and shows it on their card; PDF for them and the prescriber only', async () => {
    const bookingId = await book(patient.userId, doctor.userId);
    const ready = () => doctor.client.post(`/api/bookings/${bookingId}/tracking`, { step: 'prescription_ready' });
    const early = await ready();
    expect(early.status).toBe(409);
    expect(early.json()).toMatchObject({ code: 'prescription_not_signed' });
    await draftOf(doctor, bookingId);
    expect((await ready()).status).toBe(409);
    const patientCard = async () =>
      (await patient.client.get(`/api/bookings/${bookingId}`)).json<{ booking: BookingView }>().booking;
    expect((await patientCard()).prescription).toBeNull();
    const signed = (await signOf(doctor, bookingId)).json<{ prescription: PrescriptionView }>().prescription;
    expect((await ready()).status).toBe(200);
    // The patient is told once the step can no longer be undone (30 seconds).
    await drainJobsAfter(server, 31);
    const messages = await server.deps.db
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.userId, patient.userId), eq(outboxMessages.template, 'prescription_ready')));
    expect(messages.length).toBeGreaterThan(0);
    expect((await patientCard()).prescription).toEqual({ id: signed.id, status: 'signed' });

    const list = await patient.client.get('/api/prescriptions');
    expect(list.json<{ prescriptions: PrescriptionView[] }>().prescriptions.map((rx) => rx.id)).toContain(signed.id);
    expect((await otherPatient.client.get('/api/prescriptions')).json()).toEqual({ prescriptions: [] });
    for (const account of [admin, doctor]) expect((await account.client.get('/api/prescriptions')).status).toBe(403);

    for (const account of [patient, doctor]) {
      const pdf = await send(account.client, server.baseUrl, 'GET', `/api/prescriptions/${signed.id}/pdf`);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    }
    for (const account of [otherPatient, outsider, admin, operations])
      expect((await account.client.get(`/api/prescriptions/${signed.id}/pdf`)).status).toBe(404);
    const audited = await server.deps.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'prescription.pdf_read'), eq(auditLog.targetId, signed.id)));
    expect(audited).toHaveLength(2);
  });
});

describe('the public verification', () => {
  let code: string;
  let dispensingCode: string;

  beforeAll(async () => {
    const bookingId = await book(patient.userId, doctor.userId);
    await draftOf(doctor, bookingId);
    const signed = (await signOf(doctor, bookingId)).json<{ prescription: PrescriptionView }>().prescription;
    code = signed.verificationCode ?? '';
    dispensingCode = signed.dispensingCode ?? '';
  });

  it('shows a genuine prescription without an account: prescriber, date, medicines, never the diagnosis', async () => {
    const anonymous = server.client();
    const response = await anonymous.get(`/api/prescription-verifications/${code}`);
    expect(response.status).toBe(200);
    const { verification } = response.json<{ verification: PrescriptionVerification }>();
    expect(verification).toMatchObject({
      genuine: true,
      prescriber: { facility: 'Clinique de Deido', profession: 'medecin' },
      medicines: [{ name: 'Artéméther-luméfantrine' }],
      dispensed: null,
    });
    expect(JSON.stringify(verification)).not.toMatch(/assessment|diagnos|dateOfBirth/);
  });

  it('says a tampered, forged or malformed code is not genuine', async () => {
    const anonymous = server.client();
    const tampered = code.slice(0, 10) + (code[10] === 'x' ? 'y' : 'x') + code.slice(11);
    for (const candidate of [tampered, `${code.slice(0, 22)}${'A'.repeat(16)}`, 'abc', `${code}x`])
      expect((await anonymous.get(`/api/prescription-verifications/${candidate}`)).json()).toEqual({
        verification: { genuine: false },
      });
  });

  it('is dispensed once, with the dispensing code; a wrong code and a second dispense are refused', async () => {
    const pharmacy = server.client();
    const dispense = (body: unknown, target = code) =>
      pharmacy.post(`/api/prescription-verifications/${target}/dispense`, body);
    const wrong = dispensingCode === '000000' ? '000001' : '000000';
    const refused = await dispense({
      pharmacistLicence: 'ONPC-1234',
      pharmacy: 'Pharmacie du Rond-Point',
      dispensingCode: wrong,
    });
    expect(refused.status).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'dispensing_code_invalid' });
    expect((await dispense({ pharmacistLicence: '', pharmacy: 'x', dispensingCode: '12' })).status).toBe(400);
    const body = { pharmacistLicence: 'ONPC-1234', pharmacy: 'Pharmacie du Rond-Point', dispensingCode };
    const tampered = code.slice(0, 10) + (code[10] === 'x' ? 'y' : 'x') + code.slice(11);
    expect((await dispense(body, tampered)).status).toBe(404);
    const done = await dispense(body);
    expect(done.status).toBe(200);
    expect(done.json<{ verification: PrescriptionVerification }>().verification).toMatchObject({
      genuine: true,
      dispensed: { pharmacy: 'Pharmacie du Rond-Point' },
    });
    const second = await dispense(body);
    expect(second.status).toBe(409);
    expect(second.json()).toMatchObject({ code: 'prescription_already_dispensed' });
  });

  it('stops a guesser after 5 wrong dispensing codes, even before the right one', async () => {
    const bookingId = await book(patient.userId, doctor.userId);
    await draftOf(doctor, bookingId);
    const signed = (await signOf(doctor, bookingId)).json<{ prescription: PrescriptionView }>().prescription;
    const target = signed.verificationCode ?? '';
    const pharmacy = server.client();
    const attempt = (dispensingCode: string) =>
      pharmacy.post(`/api/prescription-verifications/${target}/dispense`, {
        pharmacistLicence: 'ONPC-9',
        pharmacy: 'Pharmacie Akwa',
        dispensingCode,
      });
    const wrong = signed.dispensingCode === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++) expect((await attempt(wrong)).status).toBe(403);
    expect((await attempt(signed.dispensingCode ?? '')).status).toBe(429);
  });
});
