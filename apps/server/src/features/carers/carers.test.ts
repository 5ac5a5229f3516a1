import { randomUUID } from 'node:crypto';
import type { AdminUserActivity } from '@sante/shared/admin-user-activity';
import { AVAILABILITY_DEFAULTS, WEEKDAYS } from '@sante/shared/availability-constants';
import type { AdminCarer, AdminCarerDetail, AdminCarersResponse, CarerDocument } from '@sante/shared/carer-schemas';
import type { DoctorSearchResponse } from '@sante/shared/directory-schemas';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { randomEmail, randomPhone } from '../../testing/factories';
import { signedIn, type SignedIn } from '../../testing/signed-in-client';
import { startTestServer, type TestClient, type TestServer } from '../../testing/test-server';
import { saveOwnAvailability } from '../availability/own-availability';
import { SAMPLE, send, sha256 } from '../storage/storage-test-helpers';

let server: TestServer;
let operations: SignedIn;
beforeAll(async () => {
  server = await startTestServer();
  operations = await signedIn(server, 'personnel_operationnel');
});
afterAll(() => server.close());

const nurse = () => ({
  firstName: 'Rose',
  lastName: 'Ngo Nyemb',
  email: randomEmail('nurse'),
  phone: randomPhone(),
  profession: 'infirmier',
  sex: 'female',
  specialty: 'soins_infirmiers',
  licenceNumber: 'ONIC-2026-118',
  facility: 'Hôpital Laquintinie',
  city: 'Douala',
  zone: 'Akwa, Bonapriso',
  yearsOfExperience: 6,
  consultationFeeXaf: 8000,
  homeVisitRadiusKm: 8,
  latitude: 4.048,
  longitude: 9.704,
});

async function createNurse(client: TestClient = operations.client): Promise<AdminCarer & { email: string }> {
  const input = nurse();
  const res = await client.post('/api/admin/carers', input);
  expect(res.status).toBe(201);
  return { ...res.json<{ carer: AdminCarer }>().carer, email: input.email };
}

async function openEveryDay(carerId: string) {
  await saveOwnAvailability(
    server.deps.db,
    { userId: carerId, role: 'medecin', ip: 't', requestId: 't' },
    {
      travelBufferMinutes: AVAILABILITY_DEFAULTS.travelBufferMinutes,
      slotMinutes: { ...AVAILABILITY_DEFAULTS.slotMinutes },
      rules: WEEKDAYS.map((weekday) => ({ kind: 'home_visit' as const, weekday, start: '00:00', end: '24:00' })),
      exceptions: [],
    },
  );
}

async function listedInDirectory(carerId: string): Promise<boolean> {
  const res = await server.client().get('/api/doctors/search?profession=infirmier&perPage=50');
  return res.json<DoctorSearchResponse>().doctors.some((doctor) => doctor.id === carerId);
}

const setStatus = (carerId: string, status: string, client: TestClient = operations.client) =>
  client.post(`/api/admin/carers/${carerId}/status`, {
    status,
    ...(status === 'suspended' ? { suspension: { reason: 'documents' } } : {}),
  });

describe('/api/admin/carers', () => {
  it('creates a nurse pending verification with her invitation; only once verified is she listed and bookable', async () => {
    const created = await createNurse();
    expect(created).toMatchObject({
      status: 'pending_verification',
      passwordSet: false,
      profession: 'infirmier',
      facility: 'Hôpital Laquintinie',
    });
    expect(await server.lastLinkSentTo(created.email)).toContain('/connexion/medecin/inscription?token=');
    await openEveryDay(created.id);

    expect(await listedInDirectory(created.id)).toBe(false);
    expect((await server.client().get(`/api/doctors/${created.id}/public`)).status).toBe(404);
    expect((await server.client().get(`/api/doctors/${created.id}/slots?days=3`)).status).toBe(404);
    expect((await operations.client.get(`/api/doctors/${created.id}/slots?days=3`)).status).toBe(200);

    const verified = await setStatus(created.id, 'active');
    expect(verified.status).toBe(200);
    expect(verified.json<{ carer: AdminCarerDetail }>().carer.status).toBe('active');
    expect(await listedInDirectory(created.id)).toBe(true);
    expect((await server.client().get(`/api/doctors/${created.id}/slots?days=3`)).status).toBe(200);

    expect((await setStatus(created.id, 'suspended')).status).toBe(200);
    expect(await listedInDirectory(created.id)).toBe(false);
    const patient = await signedIn(server, 'patient');
    expect((await patient.client.get(`/api/doctors/${created.id}/slots?days=3`)).status).toBe(404);
    const first = await server.client().get('/api/availability/first-available?kind=home_visit&days=2&city=Douala');
    expect(JSON.stringify(first.json())).not.toContain(created.id);
  });

  it('finds carers by name, Ordre number and phone, and filters by profession, city and status', async () => {
    const created = await createNurse();
    const search = (query: string) =>
      operations.client.get(`/api/admin/carers?${query}`).then((res) => res.json<AdminCarersResponse>());
    expect((await search('q=ngo%20nyemb&status=pending_verification')).carers.map((c) => c.id)).toContain(created.id);
    expect((await search(`q=${created.phone?.slice(-6) ?? ''}`)).carers.map((c) => c.id)).toEqual([created.id]);
    expect((await search('q=ONIC-2026-118&profession=medecin')).carers).toEqual([]);
    expect((await search('q=ONIC-2026-118&city=Yaoundé')).carers).toEqual([]);
    expect((await search('status=suspended')).carers.map((c) => c.id)).not.toContain(created.id);
    expect((await operations.client.get('/api/admin/carers?status=retired')).status).toBe(400);
  });

  it('lets staff change the Ordre number and the profession, field errors on bad input, 409 on a wrong transition', async () => {
    const created = await createNurse();
    const { email: _email, phone: _phone, ...rest } = nurse();
    const changed = await operations.client.put(`/api/admin/carers/${created.id}`, {
      ...rest,
      licenceNumber: 'ONIC-2026-119',
      profession: 'medecin',
      specialty: 'medecine_generale',
    });
    expect(changed.status).toBe(200);
    expect(changed.json<{ carer: AdminCarer }>().carer).toMatchObject({
      licenceNumber: 'ONIC-2026-119',
      profession: 'medecin',
    });

    const bad = await operations.client.post('/api/admin/carers', { ...nurse(), licenceNumber: ' ', city: 'Kribi' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json<{ fieldErrors: object }>().fieldErrors).sort()).toEqual(['city', 'licenceNumber']);
    const taken = await operations.client.post('/api/admin/carers', { ...nurse(), email: created.email });
    expect(taken.status).toBe(409);

    expect((await setStatus(created.id, 'suspended')).status).toBe(409);
    expect((await setStatus(created.id, 'pending_verification')).status).toBe(400);
    expect((await setStatus(created.id, 'deleted')).status).toBe(200);
    expect((await setStatus(created.id, 'active')).json<{ code: string }>().code).toBe('carer_invalid_transition');
  });

  it('deleting a carer closes her sessions', async () => {
    const doctor = await signedIn(server, 'medecin');
    expect((await operations.client.get(`/api/admin/carers/${doctor.userId}`)).status).toBe(200);
    expect((await setStatus(doctor.userId, 'deleted')).status).toBe(200);
    expect((await doctor.client.get('/api/auth/user')).status).toBe(401);
  });

  it('is for staff only: 401 anonymous, 403 doctors and patients; staff and patient ids are not carers (404)', async () => {
    const created = await createNurse();
    const anonymous = server.client();
    expect((await anonymous.get('/api/admin/carers')).status).toBe(401);
    for (const role of ['medecin', 'patient'] as const) {
      const { client } = await signedIn(server, role);
      expect((await client.get('/api/admin/carers')).status).toBe(403);
      expect((await client.post('/api/admin/carers', nurse())).status).toBe(403);
      expect((await client.get(`/api/admin/carers/${created.id}`)).status).toBe(403);
      expect((await client.put(`/api/admin/carers/${created.id}`, nurse())).status).toBe(403);
      expect((await setStatus(created.id, 'active', client)).status).toBe(403);
    }
    const admin = await signedIn(server, 'admin');
    const patient = await signedIn(server, 'patient');
    for (const id of [admin.userId, patient.userId, operations.userId]) {
      expect((await operations.client.get(`/api/admin/carers/${id}`)).status).toBe(404);
      expect((await setStatus(id, 'active')).status).toBe(404);
    }
    expect((await operations.client.get('/api/admin/carers/not-a-uuid')).status).toBe(404);
  });

  it('role changes need the super admin: personnel_operationnel and admin get 403, super_admin 200', async () => {
    const created = await createNurse();
    const body = { role: 'admin' };
    expect((await operations.client.put(`/api/auth/admin/users/${created.id}`, body)).status).toBe(403);
    const admin = await signedIn(server, 'admin');
    expect((await admin.client.put(`/api/auth/admin/users/${created.id}`, body)).status).toBe(403);
    const staffCreate = { email: randomEmail('staff'), firstName: 'Paul', lastName: 'Mvondo', role: 'admin' };
    expect((await operations.client.post('/api/auth/admin/users', staffCreate)).status).toBe(403);
    const superAdmin = await signedIn(server, 'super_admin');
    expect((await superAdmin.client.put(`/api/auth/admin/users/${created.id}`, { role: 'patient' })).status).toBe(200);
  });
});

describe('/api/admin/carers/{id}/documents', () => {
  const form = (bytes: Uint8Array, type: string) => {
    const body = new FormData();
    body.set('file', new Blob([bytes], { type }), 'document');
    return body;
  };

  it('stores the diploma and the Ordre card privately, with short signed links; the generic storage API cannot reach them', async () => {
    const created = await createNurse();
    const upload = (kind: string, bytes: Uint8Array, type: string, client: TestClient = operations.client) =>
      send(client, server.baseUrl, 'POST', `/api/admin/carers/${created.id}/documents/${kind}`, form(bytes, type));
    const pdf = SAMPLE.pdf();
    const stored = await upload('diploma', pdf, 'application/pdf');
    expect(stored.status).toBe(200);
    expect((await upload('ordre_card', SAMPLE.png(1024), 'image/png')).status).toBe(200);
    const { documents } = (await stored.json()) as { documents: CarerDocument[] };
    expect(documents.map((document) => document.kind)).toEqual(['diploma']);

    const listed = (await operations.client.get(`/api/admin/carers/${created.id}/documents`)).json<{
      documents: CarerDocument[];
    }>().documents;
    expect(listed.map((document) => document.kind)).toEqual(['diploma', 'ordre_card']);
    const diploma = listed.find((document) => document.kind === 'diploma');
    const download = await fetch(`${server.baseUrl}${diploma?.url ?? ''}`);
    expect(download.status).toBe(200);
    expect(sha256(await download.arrayBuffer())).toBe(sha256(pdf));

    expect((await upload('passport', pdf, 'application/pdf')).status).toBe(404);
    expect((await upload('diploma', new TextEncoder().encode('<html></html>'), 'text/html')).status).toBe(415);
    expect((await operations.client.get('/api/storage/object/list/carer-documents')).status).not.toBe(200);
    for (const role of ['medecin', 'patient'] as const) {
      const other = await signedIn(server, role);
      expect((await upload('diploma', pdf, 'application/pdf', other.client)).status).toBe(403);
      expect((await other.client.get(`/api/admin/carers/${created.id}/documents`)).status).toBe(403);
    }
  });
});

describe('/api/auth/admin/users for /admin/utilisateurs', () => {
  it('finds an account by full name, phone digits and booking reference', async () => {
    const created = await createNurse();
    const search = (q: string) =>
      operations.client
        .get(`/api/auth/admin/users?q=${encodeURIComponent(q)}`)
        .then((res) => res.json<{ users: { id: string }[] }>().users.map((user) => user.id));
    expect(await search('Rose Ngo Nyemb')).toContain(created.id);
    expect(await search(created.phone?.slice(-7) ?? '')).toEqual([created.id]);
    expect(await search('SAD-ZZZZZZ')).toEqual([]);
  });

  it('shows an account’s sessions, last sign-in, factors and audit trail to staff only', async () => {
    const doctor = await signedIn(server, 'medecin');
    const res = await operations.client.get(`/api/auth/admin/users/${doctor.userId}/activity`);
    expect(res.status).toBe(200);
    const { activity } = res.json<{ activity: AdminUserActivity }>();
    expect(activity.sessions).toHaveLength(1);
    expect(activity.lastSignInAt).not.toBeNull();
    expect(activity.audit.some((row) => row.action === 'auth.sign_in' && row.bySelf)).toBe(true);
    expect(activity.factors).toEqual([]);
    for (const role of ['medecin', 'patient'] as const) {
      const { client } = await signedIn(server, role);
      expect((await client.get(`/api/auth/admin/users/${doctor.userId}/activity`)).status).toBe(403);
    }
    expect((await server.client().get(`/api/auth/admin/users/${doctor.userId}/activity`)).status).toBe(401);
    expect((await operations.client.get(`/api/auth/admin/users/${randomUUID()}/activity`)).status).toBe(404);
  });

  it('a suspension needs its reason, which staff read with who suspended; reactivation records who and when', async () => {
    const created = await createNurse();
    expect((await setStatus(created.id, 'active')).status).toBe(200);
    const url = `/api/admin/carers/${created.id}/status`;

    const bare = await operations.client.post(url, { status: 'suspended' });
    expect(bare.status).toBe(400);
    expect(Object.keys(bare.json<{ fieldErrors: object }>().fieldErrors)).toEqual(['suspension.reason']);
    const otherWithoutNote = await operations.client.post(url, {
      status: 'suspended',
      suspension: { reason: 'other' },
    });
    expect(Object.keys(otherWithoutNote.json<{ fieldErrors: object }>().fieldErrors)).toEqual(['suspension.note']);
    const unknown = await operations.client.post(url, { status: 'suspended', suspension: { reason: 'holiday' } });
    expect(unknown.status).toBe(400);

    const doctor = await signedIn(server, 'medecin');
    const patient = await signedIn(server, 'patient');
    const body = { status: 'suspended', suspension: { reason: 'complaint', note: 'Plainte n° 12 en cours' } };
    expect((await doctor.client.post(url, body)).status).toBe(403);
    expect((await patient.client.post(url, body)).status).toBe(403);
    expect((await server.client().post(url, body)).status).toBe(401);

    const suspended = await operations.client.post(url, body);
    expect(suspended.status).toBe(200);
    const detail = (await operations.client.get(`/api/admin/carers/${created.id}`)).json<{ carer: AdminCarerDetail }>()
      .carer;
    expect(detail.status).toBe('suspended');
    expect(detail.suspension).toMatchObject({
      reason: 'complaint',
      note: 'Plainte n° 12 en cours',
      suspendedBy: 'Aline Ekwalla',
      liftedAt: null,
      liftedBy: null,
    });

    const admin = await signedIn(server, 'admin');
    expect((await setStatus(created.id, 'active', admin.client)).status).toBe(200);
    const lifted = (await admin.client.get(`/api/admin/carers/${created.id}`)).json<{ carer: AdminCarerDetail }>()
      .carer;
    expect(lifted.status).toBe('active');
    expect(lifted.suspension).toMatchObject({
      reason: 'complaint',
      suspendedBy: 'Aline Ekwalla',
      liftedBy: 'Aline Ekwalla',
    });
    expect(lifted.suspension?.liftedAt).not.toBeNull();

    const changes = await server.deps.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.targetId, created.id), eq(auditLog.action, 'admin.carer_status_change')))
      .orderBy(asc(auditLog.at));
    expect(changes.map((row) => row.details?.reason ?? null)).toEqual([null, 'complaint', null]);
  });
});
