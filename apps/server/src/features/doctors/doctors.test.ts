import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../testing/signed-in-client';
import { startTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const validProfile = {
  profession: 'medecin',
  specialty: 'pediatrie',
  licenceNumber: 'ONMC-12345',
  city: 'Douala',
  yearsOfExperience: 8,
  bio: 'Pédiatre, visites à domicile à Akwa et Bonapriso.',
};

describe('/api/doctors/me/profile', () => {
  it('lets a doctor complete, read and update their professional profile', async () => {
    const { client: doctor } = await signedIn(server, 'medecin');
    expect((await doctor.get('/api/doctors/me/profile')).json()).toEqual({ profile: null });

    const saved = await doctor.put('/api/doctors/me/profile', validProfile);
    expect(saved.status).toBe(200);
    expect(saved.json<{ profile: Record<string, unknown> }>().profile).toMatchObject(validProfile);

    const updated = await doctor.put('/api/doctors/me/profile', { ...validProfile, city: 'Yaoundé', bio: '' });
    expect(updated.json<{ profile: Record<string, unknown> }>().profile).toMatchObject({ city: 'Yaoundé', bio: null });
    expect((await doctor.get('/api/doctors/me/profile')).json<{ profile: { city: string } }>().profile.city).toBe(
      'Yaoundé',
    );
  });

  it('refuses bad input field by field, with a 400 and nothing saved', async () => {
    const { client: doctor } = await signedIn(server, 'medecin');
    const res = await doctor.put('/api/doctors/me/profile', {
      ...validProfile,
      specialty: 'astrologie',
      yearsOfExperience: -2,
      licenceNumber: '  ',
    });
    expect(res.status).toBe(400);
    const body = res.json<{ code: string; fieldErrors: Record<string, string[]> }>();
    expect(body.code).toBe('validation_failed');
    expect(Object.keys(body.fieldErrors).sort()).toEqual(['licenceNumber', 'specialty', 'yearsOfExperience']);
    expect((await doctor.get('/api/doctors/me/profile')).json()).toEqual({ profile: null });
    expect((await doctor.put('/api/doctors/me/profile', '{not json')).status).toBe(400);
  });

  it('saves the practice details that list the doctor in the directory: fee, home-visit radius, position', async () => {
    const { client: doctor, userId } = await signedIn(server, 'medecin');
    const practice = { consultationFeeXaf: '15000', homeVisitRadiusKm: 12, latitude: 4.048, longitude: 9.704 };
    const saved = await doctor.put('/api/doctors/me/profile', { ...validProfile, ...practice });
    expect(saved.json<{ profile: Record<string, unknown> }>().profile).toMatchObject({
      ...practice,
      consultationFeeXaf: 15000,
    });
    // Listed once staff have verified the profile (ADR 032).
    expect((await server.client().get(`/api/doctors/${userId}/public`)).status).toBe(404);
    const { client: staff } = await signedIn(server, 'personnel_operationnel');
    expect((await staff.post(`/api/admin/carers/${userId}/status`, { status: 'active' })).status).toBe(200);
    expect((await server.client().get(`/api/doctors/${userId}/public`)).status).toBe(200);

    const halfPosition = await doctor.put('/api/doctors/me/profile', {
      ...validProfile,
      latitude: 4.05,
      consultationFeeXaf: -5,
    });
    expect(halfPosition.status).toBe(400);
    expect(Object.keys(halfPosition.json<{ fieldErrors: object }>().fieldErrors).sort()).toEqual([
      'consultationFeeXaf',
      'latitude',
    ]);
    const paris = await doctor.put('/api/doctors/me/profile', { ...validProfile, latitude: 48.85, longitude: 2.35 });
    expect(paris.json<{ fieldErrors: object }>().fieldErrors).toHaveProperty('latitude');
  });

  it('keeps the Ordre number and the profession for staff once the profile exists (403, nothing changed)', async () => {
    const { client: doctor } = await signedIn(server, 'medecin');
    expect((await doctor.put('/api/doctors/me/profile', validProfile)).status).toBe(200);

    const licence = await doctor.put('/api/doctors/me/profile', { ...validProfile, licenceNumber: 'ONMC-99999' });
    expect(licence.status).toBe(403);
    expect(licence.json<{ code: string }>().code).toBe('professional_identity_locked');
    const profession = await doctor.put('/api/doctors/me/profile', { ...validProfile, profession: 'infirmier' });
    expect(profession.status).toBe(403);
    const { profile } = (await doctor.get('/api/doctors/me/profile')).json<{ profile: Record<string, unknown> }>();
    expect(profile).toMatchObject({ licenceNumber: 'ONMC-12345', profession: 'medecin' });

    // The other fields stay the doctor's own.
    expect((await doctor.put('/api/doctors/me/profile', { ...validProfile, yearsOfExperience: 9 })).status).toBe(200);
  });

  it('is for doctors only: 401 anonymous, 403 patient and staff', async () => {
    expect((await server.client().get('/api/doctors/me/profile')).status).toBe(401);
    expect((await (await signedIn(server, 'patient')).client.put('/api/doctors/me/profile', validProfile)).status).toBe(
      403,
    );
    expect((await (await signedIn(server, 'admin')).client.get('/api/doctors/me/profile')).status).toBe(403);
  });
});
