import { and, eq } from 'drizzle-orm';
import type { PatientProfile } from '@sante/shared/patient-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { createUser, randomEmail, randomPhone, TEST_PASSWORD } from '../../testing/factories';
import { signedIn } from '../../testing/signed-in-client';
import { startTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type ProfileBody = { profile: PatientProfile };
type ErrorBody = { code: string; fieldErrors?: Record<string, string[]> };

const completeProfile = {
  firstName: 'Aline',
  lastName: 'Ekwalla',
  email: '',
  dateOfBirth: '1990-04-12',
  sex: 'female',
  bloodGroup: 'O+',
  city: 'Douala',
  neighbourhood: 'Akwa',
  landmark: 'Derrière la pharmacie du Centre',
  latitude: 4.0511,
  longitude: 9.7679,
  emergencyContactName: 'Paul Ekwalla',
  emergencyContactPhone: '6 90 00 00 02',
  emergencyContactRelation: 'Frère',
};

/** Patients sign up with a phone number only. */
const phoneOnlyPatient = () => signedIn(server, 'patient', { withEmail: false });

async function auditRows(userId: string, action: string) {
  return server.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.actorId, userId), eq(auditLog.action, action)));
}

describe('/api/patients/me/profile', () => {
  it('starts with the sign-up identity, 0 % and every item missing', async () => {
    const { client, phone } = await phoneOnlyPatient();
    const res = await client.get('/api/patients/me/profile');
    expect(res.status).toBe(200);
    const { profile } = res.json<ProfileBody>();
    expect(profile).toMatchObject({ firstName: 'Aline', lastName: 'Ekwalla', phone, email: null, photo: null });
    expect(profile.completion).toEqual({
      percent: 0,
      missing: ['dateOfBirth', 'sex', 'address', 'bloodGroup', 'emergencyContact', 'email', 'photo'],
    });
  });

  it('saves the profile, normalises the emergency phone, audits, and the completion goes up', async () => {
    const { client, userId } = await phoneOnlyPatient();
    const saved = await client.put('/api/patients/me/profile', completeProfile);
    expect(saved.status).toBe(200);
    const { profile } = saved.json<ProfileBody>();
    expect(profile).toMatchObject({
      dateOfBirth: '1990-04-12',
      sex: 'female',
      bloodGroup: 'O+',
      city: 'Douala',
      neighbourhood: 'Akwa',
      latitude: 4.0511,
      emergencyContactPhone: '+237690000002',
    });
    expect(profile.completion).toEqual({ percent: 71, missing: ['email', 'photo'] });
    expect(await auditRows(userId, 'patient_profile.save')).toHaveLength(1);

    const email = randomEmail('aline');
    const withEmail = await client.put('/api/patients/me/profile', {
      ...completeProfile,
      firstName: 'Aline-Marie',
      email: email.toUpperCase(),
      currentPassword: TEST_PASSWORD,
    });
    expect(withEmail.json<ProfileBody>().profile.completion.missing).toEqual(['photo']);
    const again = (await client.get('/api/patients/me/profile')).json<ProfileBody>().profile;
    expect(again).toMatchObject({ email, firstName: 'Aline-Marie', completion: { percent: 85 } });
    // The session user follows (names and email), and the email signs in.
    expect((await client.get('/api/auth/user')).json<{ user: { firstName: string } }>().user.firstName).toBe(
      'Aline-Marie',
    );
    const byEmail = await server
      .client()
      .post('/api/auth/token?grant_type=password', { email, password: TEST_PASSWORD, portal: 'patient' });
    expect(byEmail.status).toBe(200);

    // Emptying optional fields empties them (and the completion drops back).
    const emptied = await client.put('/api/patients/me/profile', {
      currentPassword: TEST_PASSWORD,
      firstName: 'Aline',
      lastName: 'Ekwalla',
      city: '',
      sex: '',
      latitude: null,
      longitude: null,
    });
    expect(emptied.json<ProfileBody>().profile).toMatchObject({ city: null, sex: null, latitude: null, email: null });
    expect(emptied.json<ProfileBody>().profile.completion.percent).toBe(0);
  });

  it('refuses bad input field by field with a 400, nothing saved', async () => {
    const { client } = await phoneOnlyPatient();
    const res = await client.put('/api/patients/me/profile', {
      ...completeProfile,
      firstName: ' ',
      email: 'pas-un-email',
      dateOfBirth: '2999-01-01',
      sex: 'other',
      bloodGroup: 'C+',
      city: 'Garoua',
      latitude: 48.85,
      longitude: 2.35,
      emergencyContactPhone: '12',
    });
    expect(res.status).toBe(400);
    const body = res.json<ErrorBody>();
    expect(body.code).toBe('validation_failed');
    expect(body.fieldErrors).toEqual({
      firstName: ['validation.required'],
      email: ['validation.invalidEmail'],
      dateOfBirth: ['validation.dateInFuture'],
      sex: ['validation.selectOption'],
      bloodGroup: ['validation.selectOption'],
      city: ['validation.selectOption'],
      latitude: ['validation.outsideCameroon'],
      longitude: ['validation.outsideCameroon'],
      emergencyContactPhone: ['validation.invalidPhone'],
    });
    const tooOld = await client.put('/api/patients/me/profile', { ...completeProfile, dateOfBirth: '1890-01-01' });
    expect(tooOld.json<ErrorBody>().fieldErrors).toEqual({ dateOfBirth: ['validation.dateTooOld'] });
    const halfContact = await client.put('/api/patients/me/profile', { ...completeProfile, emergencyContactPhone: '' });
    expect(halfContact.json<ErrorBody>().fieldErrors).toEqual({ emergencyContactPhone: ['validation.required'] });
    expect((await client.put('/api/patients/me/profile', '{oops')).status).toBe(400);
    const { profile } = (await client.get('/api/patients/me/profile')).json<ProfileBody>();
    expect(profile.completion.percent).toBe(0);
  });

  it('refuses an email used by another account: 409 email_exists', async () => {
    const taken = randomEmail('taken');
    await createUser(server.deps, {
      role: 'patient',
      email: taken,
      phone: randomPhone(),
      firstName: 'A',
      lastName: 'B',
    });
    const { client } = await phoneOnlyPatient();
    const res = await client.put('/api/patients/me/profile', {
      ...completeProfile,
      email: taken,
      currentPassword: TEST_PASSWORD,
    });
    expect(res.status).toBe(409);
    expect(res.json<ErrorBody>()).toMatchObject({
      code: 'email_exists',
      fieldErrors: { email: ['validation.emailExists'] },
    });
  });

  it('is for patients only: 401 anonymous, 403 doctor and staff', async () => {
    expect((await server.client().get('/api/patients/me/profile')).status).toBe(401);
    expect((await server.client().put('/api/patients/me/profile', completeProfile)).status).toBe(401);
    const doctor = await signedIn(server, 'medecin');
    expect((await doctor.client.get('/api/patients/me/profile')).status).toBe(403);
    expect(
      (await doctor.client.post('/api/patients/me/phone', { phone: randomPhone(), currentPassword: TEST_PASSWORD }))
        .status,
    ).toBe(403);
    const admin = await signedIn(server, 'admin');
    expect((await admin.client.put('/api/patients/me/profile', completeProfile)).status).toBe(403);
  });
});

describe('/api/patients/me/address', () => {
  const bookingAddress = {
    city: 'Yaoundé',
    neighbourhood: 'Bastos',
    landmark: 'Portail bleu après la boulangerie, deuxième rue à gauche en venant du carrefour',
    latitude: 3.8925,
    longitude: 11.5105,
  };

  it('keeps the address typed in a booking as the profile address, the rest of the profile unchanged, audited', async () => {
    const { client, userId } = await phoneOnlyPatient();
    expect((await client.put('/api/patients/me/profile', completeProfile)).status).toBe(200);
    const res = await client.put('/api/patients/me/address', bookingAddress);
    expect(res.status).toBe(200);
    expect(res.json<ProfileBody>().profile).toMatchObject({
      ...bookingAddress,
      firstName: 'Aline',
      bloodGroup: 'O+',
      emergencyContactName: 'Paul Ekwalla',
    });
    expect(await auditRows(userId, 'patient_profile.save_address')).toHaveLength(1);
  });

  it('refuses an incomplete address or a city the service does not cover with a 400, nothing saved', async () => {
    const { client } = await phoneOnlyPatient();
    const incomplete = await client.put('/api/patients/me/address', { ...bookingAddress, neighbourhood: ' ' });
    expect(incomplete.status).toBe(400);
    expect(incomplete.json<ErrorBody>().fieldErrors).toMatchObject({ neighbourhood: ['validation.required'] });
    const elsewhere = await client.put('/api/patients/me/address', { ...bookingAddress, city: 'Garoua' });
    expect(elsewhere.status).toBe(400);
    const onlyLatitude = await client.put('/api/patients/me/address', { ...bookingAddress, longitude: null });
    expect(onlyLatitude.status).toBe(400);
    const profile = (await client.get('/api/patients/me/profile')).json<ProfileBody>().profile;
    expect(profile.neighbourhood).toBeNull();
  });

  it('is for patients only: 401 anonymous, 403 doctor and staff', async () => {
    expect((await server.client().put('/api/patients/me/address', bookingAddress)).status).toBe(401);
    const doctor = await signedIn(server, 'medecin');
    expect((await doctor.client.put('/api/patients/me/address', bookingAddress)).status).toBe(403);
    const staff = await signedIn(server, 'personnel_operationnel');
    expect((await staff.client.put('/api/patients/me/address', bookingAddress)).status).toBe(403);
  });
});

describe('/api/patients/me/phone', () => {
  it('moves the number after a code sent to the new one; the new number signs in, the old one no longer', async () => {
    const { client, userId, phone: oldPhone } = await phoneOnlyPatient();
    const newPhone = randomPhone();
    const national = newPhone.replace('+237', '');
    expect(
      (await client.post('/api/patients/me/phone', { phone: national, currentPassword: TEST_PASSWORD })).json(),
    ).toEqual({ sent: true });
    const code = await server.lastCodeSentTo(newPhone);
    expect(code).toMatch(/^\d{6}$/);
    expect(await server.lastCodeSentTo(oldPhone)).toBeNull();

    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await client.post('/api/patients/me/phone/verify', { phone: newPhone, code: wrong });
    expect(refused.status).toBe(400);
    expect(refused.json<ErrorBody>().code).toBe('otp_invalid');

    // The code is not a sign-in code: /api/auth/verify does not take it.
    const asSignIn = await server.client().post('/api/auth/verify', { phone: newPhone, token: code, type: 'sms' });
    expect(asSignIn.status).toBe(400);

    const verified = await client.post('/api/patients/me/phone/verify', { phone: newPhone, code });
    expect(verified.status).toBe(200);
    expect(verified.json<ProfileBody>().profile.phone).toBe(newPhone);
    expect((await client.get('/api/auth/user')).json<{ user: { phone: string } }>().user.phone).toBe(newPhone);
    expect(await auditRows(userId, 'patient_phone.change')).toEqual([
      expect.objectContaining({ outcome: 'failure' }),
      expect.objectContaining({ outcome: 'success' }),
    ]);

    const signIn = (phone: string) =>
      server
        .client()
        .post('/api/auth/token?grant_type=password', { phone, password: TEST_PASSWORD, portal: 'patient' });
    expect((await signIn(newPhone)).status).toBe(200);
    expect((await signIn(oldPhone)).status).toBe(400);
    // Used once only.
    expect((await client.post('/api/patients/me/phone/verify', { phone: newPhone, code })).status).toBe(400);
  });

  it('refuses a number of another account (409 phone_exists), a bad number (400) and a second send within a minute', async () => {
    const other = randomPhone();
    await createUser(server.deps, { role: 'patient', phone: other, firstName: 'A', lastName: 'B' });
    const { client } = await phoneOnlyPatient();
    const taken = await client.post('/api/patients/me/phone', { phone: other, currentPassword: TEST_PASSWORD });
    expect(taken.status).toBe(409);
    expect(taken.json<ErrorBody>().code).toBe('phone_exists');
    const bad = await client.post('/api/patients/me/phone', { phone: '12', currentPassword: TEST_PASSWORD });
    expect(bad.json<ErrorBody>().fieldErrors).toEqual({ phone: ['validation.invalidPhone'] });
    const fresh = randomPhone();
    expect((await client.post('/api/patients/me/phone', { phone: fresh, currentPassword: TEST_PASSWORD })).status).toBe(
      200,
    );
    const again = await client.post('/api/patients/me/phone', { phone: fresh, currentPassword: TEST_PASSWORD });
    expect(again.status).toBe(429);
    const badCode = await client.post('/api/patients/me/phone/verify', { phone: fresh, code: '12' });
    expect(badCode.json<ErrorBody>().fieldErrors).toEqual({ code: ['validation.invalidCode'] });
  });

  it("does not let a code sent for one patient move another patient's number", async () => {
    const first = await phoneOnlyPatient();
    const second = await phoneOnlyPatient();
    const target = randomPhone();
    await first.client.post('/api/patients/me/phone', { phone: target, currentPassword: TEST_PASSWORD });
    const code = (await server.lastCodeSentTo(target)) ?? '';
    const res = await second.client.post('/api/patients/me/phone/verify', { phone: target, code });
    expect(res.json<ErrorBody>().code).toBe('otp_invalid');
  });
});
