import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { session } from '../../db/schema/auth';
import { healthEntries, medicalDocuments, patientProfiles } from '../../db/schema/patients';
import { userProfiles } from '../../db/schema/profiles';
import { storageBuckets, storageObjects } from '../../db/schema/storage';
import { dependents, vaccinationDoses } from '../../db/schema/vaccinations';
import { TEST_PASSWORD } from '../../testing/factories';
import { createAccount, signIn, type TestAccount } from '../../testing/signed-in-client';
import { startTestServer, type TestClient, type TestServer } from '../../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';

/** A new device of `person` (a phone browser unless `userAgent` says otherwise), signed in. */
async function signInFrom(person: TestAccount, userAgent = ANDROID_CHROME): Promise<TestClient> {
  return (await signIn(server, person, { portal: 'any', headers: { 'user-agent': userAgent } })).client;
}

type Grid = Record<string, { sms: boolean; whatsapp: boolean; email: boolean }>;
const allOn = (email: boolean): Grid =>
  Object.fromEntries(
    ['appointments', 'reminders', 'messages', 'orders_billing', 'account_security'].map((kind) => [
      kind,
      { sms: true, whatsapp: true, email },
    ]),
  );

describe('notification preferences', () => {
  it('answers the defaults: SMS and WhatsApp on, e-mail on only with an address', async () => {
    const withEmail = await signInFrom(await createAccount(server, 'patient'));
    const phoneOnly = await signInFrom(await createAccount(server, 'patient', { withEmail: false }));
    expect((await withEmail.get('/api/account/notification-preferences')).json()).toEqual({ preferences: allOn(true) });
    expect((await phoneOnly.get('/api/account/notification-preferences')).json()).toEqual({
      preferences: allOn(false),
    });
  });

  it('saves the grid, keeps it per account, and audits the change', async () => {
    const person = await createAccount(server, 'patient');
    const client = await signInFrom(person);
    const other = await signInFrom(await createAccount(server, 'patient'));
    const grid = allOn(true);
    grid.messages = { sms: false, whatsapp: true, email: false };
    grid.orders_billing = { sms: false, whatsapp: false, email: false };
    const saved = await client.put('/api/account/notification-preferences', { preferences: grid });
    expect(saved.status).toBe(200);
    expect(saved.json()).toEqual({ preferences: grid });
    expect((await client.get('/api/account/notification-preferences')).json()).toEqual({ preferences: grid });
    expect((await other.get('/api/account/notification-preferences')).json()).toEqual({ preferences: allOn(true) });
    const rows = await server.deps.db.select().from(auditLog).where(eq(auditLog.actorId, person.userId));
    expect(rows.map((row) => row.action)).toContain('account.notification_preferences.save');
  });

  it('refuses to switch off every channel of security messages, and bad input, with a 400', async () => {
    const client = await signInFrom(await createAccount(server, 'patient'));
    const grid = allOn(true);
    grid.account_security = { sms: false, whatsapp: false, email: false };
    const refused = await client.put('/api/account/notification-preferences', { preferences: grid });
    expect(refused.status).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'validation_failed',
      fieldErrors: { 'preferences.account_security': ['validation.securityChannelRequired'] },
    });
    const missingKind = await client.put('/api/account/notification-preferences', {
      preferences: { appointments: { sms: true, whatsapp: true, email: true } },
    });
    expect(missingKind.status).toBe(400);
    expect((await client.put('/api/account/notification-preferences', '{oops')).status).toBe(400);
    expect((await client.get('/api/account/notification-preferences')).json()).toEqual({ preferences: allOn(true) });
  });

  it('does not count e-mail for security messages when the account has no address', async () => {
    const client = await signInFrom(await createAccount(server, 'patient', { withEmail: false }));
    const grid = allOn(true);
    grid.account_security = { sms: false, whatsapp: false, email: true };
    const refused = await client.put('/api/account/notification-preferences', { preferences: grid });
    expect(refused.status).toBe(400);
    grid.account_security = { sms: false, whatsapp: true, email: true };
    const saved = await client.put('/api/account/notification-preferences', { preferences: grid });
    expect(saved.json<{ preferences: Grid }>().preferences.account_security).toEqual({
      sms: false,
      whatsapp: true,
      email: false,
    });
  });

  it('needs a session', async () => {
    expect((await server.client().get('/api/account/notification-preferences')).status).toBe(401);
  });
});

describe('sessions', () => {
  it("lists only the caller's sessions, summarised and masked, the current one marked", async () => {
    const person = await createAccount(server, 'patient');
    const phone = await signInFrom(person);
    await signInFrom(person, 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Gecko/20100101 Firefox/121.0');
    await signInFrom(await createAccount(server, 'patient'));
    const res = await phone.get('/api/account/sessions');
    expect(res.status).toBe(200);
    const { sessions } = res.json<{ sessions: Record<string, unknown>[] }>();
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((row) => row.current)).toHaveLength(1);
    expect(sessions.find((row) => row.current)?.userAgent).toEqual({ browser: 'Chrome', os: 'Android' });
    expect(sessions.find((row) => !row.current)?.userAgent).toEqual({ browser: 'Firefox', os: 'Windows' });
    for (const row of sessions) expect(row.ipAddress).toMatch(/^10\.\d{1,3}\.x\.x$/);
  });

  it("ends another of my sessions at once; someone else's or my current one is a 404", async () => {
    const person = await createAccount(server, 'patient');
    const phone = await signInFrom(person);
    const laptop = await signInFrom(person);
    expect((await laptop.get('/api/account/sessions')).status).toBe(200); // cached now
    const { sessions } = (await phone.get('/api/account/sessions')).json<{
      sessions: { id: string; current: boolean }[];
    }>();
    const current = sessions.find((row) => row.current)?.id ?? '';
    const otherOfMine = sessions.find((row) => !row.current)?.id ?? '';

    const stranger = await signInFrom(await createAccount(server, 'patient'));
    expect((await stranger.delete(`/api/account/sessions/${otherOfMine}`)).status).toBe(404);
    expect((await laptop.get('/api/account/sessions')).status).toBe(200);
    expect((await phone.delete(`/api/account/sessions/${current}`)).status).toBe(404);
    expect((await phone.delete('/api/account/sessions/not-a-uuid')).status).toBe(404);

    expect((await phone.delete(`/api/account/sessions/${otherOfMine}`)).status).toBe(204);
    expect((await laptop.get('/api/account/sessions')).status).toBe(401);
    expect((await phone.get('/api/account/sessions')).json<{ sessions: unknown[] }>().sessions).toHaveLength(1);
  });
});

async function seedRecord(person: TestAccount) {
  const { db } = server.deps;
  await db
    .insert(storageBuckets)
    .values({ id: 'account-test', name: 'account-test' })
    .onConflictDoNothing({ target: storageBuckets.id });
  const key = `account-test/${crypto.randomUUID()}`;
  const [object] = await db
    .insert(storageObjects)
    .values({
      bucketId: 'account-test',
      name: key,
      key,
      ownerId: person.userId,
      size: 2048,
      mimeType: 'application/pdf',
      cacheControl: 'no-store',
      etag: 'e',
    })
    .returning({ id: storageObjects.id });
  await db
    .update(userProfiles)
    .set({ city: 'Douala', neighbourhood: 'Akwa' })
    .where(eq(userProfiles.userId, person.userId));
  await db.insert(patientProfiles).values({
    userId: person.userId,
    dateOfBirth: '1990-04-12',
    sex: 'female',
    bloodGroup: 'O+',
    emergencyContactName: 'Paul Ekwalla',
    emergencyContactPhone: '+237677000000',
    emergencyContactRelation: 'Frère',
  });
  await db.insert(healthEntries).values([
    { patientId: person.userId, kind: 'allergy', label: 'Pénicilline', note: 'Urticaire' },
    { patientId: person.userId, kind: 'condition', label: 'Asthme', startedOn: '2010-01-01' },
    { patientId: person.userId, kind: 'treatment', label: 'Ventoline', note: '2 bouffées si besoin' },
  ]);
  const [document] = await db
    .insert(medicalDocuments)
    .values({
      patientId: person.userId,
      objectId: object?.id ?? '',
      title: 'Bilan sanguin',
      kind: 'lab_result',
      documentDate: '2026-10-01',
    })
    .returning({ id: medicalDocuments.id });
  const [child] = await db
    .insert(dependents)
    .values({ guardianId: person.userId, firstName: 'Junior', dateOfBirth: '2024-02-01', sex: 'male' })
    .returning({ id: dependents.id });
  await db.insert(vaccinationDoses).values([
    { patientId: person.userId, vaccineCode: 'HepB', doseNumber: 1, givenOn: '2020-03-01', batchNumber: 'LOT-42' },
    {
      patientId: person.userId,
      dependentId: child?.id,
      vaccineCode: 'BCG',
      doseNumber: 1,
      givenOn: '2024-02-02',
      place: 'CMA Bonamoussadi',
    },
  ]);
  return { documentId: document?.id ?? '', childId: child?.id ?? '' };
}

describe('data export', () => {
  it('hands over everything about me, and nothing about another patient', async () => {
    const me = await createAccount(server, 'patient');
    const someoneElse = await createAccount(server, 'patient');
    const { documentId } = await seedRecord(me);
    await seedRecord(someoneElse);
    const client = await signInFrom(me);

    const res = await client.get('/api/account/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="mes-donnees-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = res.json<Record<string, unknown>>();
    expect(data).toMatchObject({
      account: { id: me.userId, phone: me.phone, email: me.email, role: 'patient', firstName: 'Aline' },
      profile: {
        city: 'Douala',
        dateOfBirth: '1990-04-12',
        bloodGroup: 'O+',
        emergencyContact: { name: 'Paul Ekwalla' },
      },
      documents: [
        {
          id: documentId,
          size: 2048,
          mimeType: 'application/pdf',
          downloadPath: `/api/records/documents/${documentId}/url?download=1`,
        },
      ],
      notificationPreferences: allOn(true),
    });
    expect(data.healthEntries).toHaveLength(3);
    expect((data.vaccination as { doses: unknown[]; dependents: unknown[] }).doses).toHaveLength(2);
    expect((data.vaccination as { doses: unknown[]; dependents: unknown[] }).dependents).toHaveLength(1);
    expect((data.sessions as unknown[]).length).toBe(1);
    expect((data.auditLog as { action: string }[]).some((row) => row.action === 'auth.sign_in')).toBe(true);
    const text = JSON.stringify(data);
    expect(text).not.toContain(someoneElse.userId);
    expect(text).not.toContain(someoneElse.phone);

    const audits = await server.deps.db.select().from(auditLog).where(eq(auditLog.actorId, me.userId));
    expect(audits.some((row) => row.action === 'account.export')).toBe(true);
  });

  it('hands over the record as a FHIR R4 collection Bundle', async () => {
    const me = await createAccount(server, 'patient');
    const { documentId, childId } = await seedRecord(me);
    await seedRecord(await createAccount(server, 'patient'));
    const client = await signInFrom(me);
    const res = await client.get('/api/account/export/fhir');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/fhir\+json/);
    expect(res.headers.get('content-disposition')).toMatch(/filename="mes-donnees-.*\.fhir\.json"/);
    const bundle = res.json<{
      resourceType: string;
      type: string;
      entry: { fullUrl: string; resource: Record<string, unknown> }[];
    }>();
    expect(bundle.resourceType).toBe('Bundle');
    expect(bundle.type).toBe('collection');
    const types = bundle.entry.map((entry) => entry.resource.resourceType).sort();
    expect(types).toEqual([
      'AllergyIntolerance',
      'Condition',
      'DocumentReference',
      'Immunization',
      'Immunization',
      'MedicationStatement',
      'Patient',
      'Patient',
    ]);
    for (const entry of bundle.entry) expect(entry.fullUrl).toBe(`urn:uuid:${String(entry.resource.id)}`);
    const patient = bundle.entry.find((entry) => entry.resource.id === me.userId)?.resource;
    expect(patient).toMatchObject({
      gender: 'female',
      birthDate: '1990-04-12',
      address: [{ city: 'Douala', district: 'Akwa' }],
    });
    const childDose = bundle.entry.find(
      (entry) => entry.resource.vaccineCode && JSON.stringify(entry.resource).includes('BCG'),
    );
    expect(childDose?.resource.patient).toEqual({ reference: `urn:uuid:${childId}` });
    const reference = bundle.entry.find((entry) => entry.resource.resourceType === 'DocumentReference')?.resource;
    expect(JSON.stringify(reference)).toContain(`/api/records/documents/${documentId}/url?download=1`);
  });
});

describe('account deletion', () => {
  it('needs the right password, then closes the account: every session dead, sign-in refused', async () => {
    const me = await createAccount(server, 'patient', { withEmail: false });
    const client = await signInFrom(me);
    const otherDevice = await signInFrom(me);
    expect((await otherDevice.get('/api/account/sessions')).status).toBe(200); // in the session cache

    const wrong = await client.request('DELETE', '/api/account', { password: 'Pas-le-bon-42' });
    expect(wrong.status).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'invalid_credentials',
      fieldErrors: { password: ['validation.wrongPassword'] },
    });
    expect((await client.request('DELETE', '/api/account', {})).status).toBe(400);

    const deleted = await client.request('DELETE', '/api/account', { password: TEST_PASSWORD });
    expect(deleted.status).toBe(204);
    expect(client.cookies.size).toBe(0);
    expect((await otherDevice.get('/api/account/sessions')).status).toBe(401);
    expect(await server.deps.db.select().from(session).where(eq(session.userId, me.userId))).toEqual([]);
    const [profile] = await server.deps.db.select().from(userProfiles).where(eq(userProfiles.userId, me.userId));
    expect(profile?.status).toBe('deleted');

    const again = await server.client().post('/api/auth/token?grant_type=password', {
      phone: me.phone,
      password: TEST_PASSWORD,
      portal: 'patient',
    });
    expect(again.status).toBe(401);
    expect(again.json()).toMatchObject({ code: 'account_deleted' });
    const audits = await server.deps.db.select().from(auditLog).where(eq(auditLog.targetId, me.userId));
    expect(
      audits
        .filter((row) => row.action === 'account.delete')
        .map((row) => row.outcome)
        .sort(),
    ).toEqual(['failure', 'success']);
  });

  it('is not for staff accounts (closed by an administrator)', async () => {
    const admin = await createAccount(server, 'admin');
    const client = server.client();
    await client.post('/api/auth/token?grant_type=password', {
      email: admin.email,
      password: TEST_PASSWORD,
      portal: 'personnel',
    });
    expect((await client.request('DELETE', '/api/account', { password: TEST_PASSWORD })).status).toBe(403);
  });
});
