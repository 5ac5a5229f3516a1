import { and, eq } from 'drizzle-orm';
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

type Body = {
  code?: string;
  user?: { id: string; role: string; status: string };
  users?: unknown[];
  total?: number;
  link?: string;
};

describe('admin user API', () => {
  it('refuses anonymous callers (401), patients and doctors (403)', async () => {
    const target = await createUser(server.deps, {
      role: 'patient',
      phone: randomPhone(),
      password: TEST_PASSWORD,
      firstName: 'Cible',
      lastName: 'Patient',
    });
    const anonymous = server.client();
    expect((await anonymous.get('/api/auth/admin/users')).status).toBe(401);
    for (const role of ['patient', 'medecin'] as const) {
      const { client } = await signedIn(server, role);
      const calls = [
        client.get('/api/auth/admin/users'),
        client.get(`/api/auth/admin/users/${target.userId}`),
        client.post('/api/auth/admin/users', {
          email: randomEmail(),
          firstName: 'A',
          lastName: 'B',
          role: 'admin',
          password: TEST_PASSWORD,
        }),
        client.put(`/api/auth/admin/users/${target.userId}`, { role: 'admin' }),
        client.delete(`/api/auth/admin/users/${target.userId}`),
        client.post('/api/auth/invite', { email: randomEmail(), firstName: 'A', lastName: 'B', role: 'medecin' }),
        client.get(`/api/auth/admin/users/${target.userId}/factors`),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.status, role).toBe(403);
        expect(res.json<Body>().code).toBe('forbidden');
      }
    }
  });

  it('refuses a non-UUID id with 400 invalid_user_id', async () => {
    const { client } = await signedIn(server, 'admin');
    for (const res of [
      await client.get('/api/auth/admin/users/42'),
      await client.put('/api/auth/admin/users/not-a-uuid', {}),
      await client.delete('/api/auth/admin/users/x'),
      await client.get('/api/auth/admin/users/1/factors'),
    ]) {
      expect(res.status).toBe(400);
      expect(res.json<Body>().code).toBe('invalid_user_id');
    }
  });

  it.each(['admin', 'super_admin', 'personnel_operationnel'] as const)(
    'works for %s: create, list, get, update; delete as the permission table says',
    async (role) => {
      const { client, userId: actorId } = await signedIn(server, role);
      const email = randomEmail('doc');
      const created = await client.post('/api/auth/admin/users', {
        email,
        phone: randomPhone(),
        firstName: 'Ernest',
        lastName: 'Ouandié',
        role: 'medecin',
        password: 'Docteur-Bonanjo-2026',
      });
      expect(created.status).toBe(201);
      const id = created.json<Body>().user?.id ?? '';
      const list = await client.get(`/api/auth/admin/users?role=medecin&q=${encodeURIComponent('ouand')}&perPage=10`);
      expect(list.status).toBe(200);
      expect(list.json<Body>().total).toBeGreaterThanOrEqual(1);
      expect((await client.get(`/api/auth/admin/users/${id}`)).json<Body>().user?.role).toBe('medecin');
      const updated = await client.put(`/api/auth/admin/users/${id}`, { city: 'Yaoundé' });
      expect(updated.json<Body>().user?.id).toBe(id);
      const roleChange = await client.put(`/api/auth/admin/users/${id}`, { role: 'personnel_operationnel' });
      expect(roleChange.status, 'role changes need super_admin').toBe(role === 'super_admin' ? 200 : 403);
      expect((await client.get(`/api/auth/admin/users/${crypto.randomUUID()}`)).status).toBe(404);
      if (role === 'personnel_operationnel') {
        expect((await client.delete(`/api/auth/admin/users/${id}`)).status).toBe(403);
      } else {
        expect((await client.delete(`/api/auth/admin/users/${id}`)).status).toBe(204);
        expect((await client.get(`/api/auth/admin/users/${id}`)).status).toBe(404);
      }
      const rows = await server.deps.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.actorId, actorId), eq(auditLog.action, 'admin.role_change')));
      expect(rows).toHaveLength(role === 'super_admin' ? 1 : 0);
    },
  );

  it('only a super_admin may create or modify an admin', async () => {
    const { client: staff } = await signedIn(server, 'personnel_operationnel');
    const res = await staff.post('/api/auth/admin/users', {
      email: randomEmail(),
      firstName: 'A',
      lastName: 'B',
      role: 'admin',
      password: 'Savane-Orange-88',
    });
    expect(res.status).toBe(403);
    const { client: superAdmin } = await signedIn(server, 'super_admin');
    const ok = await superAdmin.post('/api/auth/admin/users', {
      email: randomEmail(),
      firstName: 'Abel',
      lastName: 'Mbeng',
      role: 'admin',
      password: 'Savane-Orange-88',
    });
    expect(ok.status).toBe(201);
    expect((await staff.put(`/api/auth/admin/users/${ok.json<Body>().user?.id}`, { role: 'patient' })).status).toBe(
      403,
    );
  });

  it('status deleted revokes the sessions of the user (401 account_deleted)', async () => {
    const { client: admin } = await signedIn(server, 'admin');
    const patient = await signedIn(server, 'patient');
    expect(
      (await admin.put(`/api/auth/admin/users/${patient.userId}`, { status: 'deleted' })).json<Body>().user?.status,
    ).toBe('deleted');
    const res = await patient.client.get('/api/auth/user');
    expect(res.status).toBe(401);
  });

  it('invites a doctor (link through the outbox) who accepts and signs in', async () => {
    const { client: admin } = await signedIn(server, 'admin');
    const email = randomEmail('invite');
    const invited = await admin.post('/api/auth/invite', {
      email,
      firstName: 'Rose',
      lastName: 'Zang',
      role: 'medecin',
    });
    expect(invited.status).toBe(201);
    const link = await server.lastLinkSentTo(email);
    expect(link).toContain('/connexion/medecin/inscription?token=');
    const token = new URL(link ?? '').searchParams.get('token');
    const doctor = server.client();
    const accepted = await doctor.post('/api/auth/invite/accept', {
      token,
      password: 'Consultation-Akwa-9',
      passwordConfirmation: 'Consultation-Akwa-9',
    });
    expect(accepted.status).toBe(200);
    expect(accepted.json<{ user: { role: string } }>().user.role).toBe('medecin');
    expect(
      (
        await server.client().post('/api/auth/invite/accept', {
          token,
          password: 'Consultation-Akwa-9',
          passwordConfirmation: 'Consultation-Akwa-9',
        })
      ).status,
    ).toBe(400);
    const signIn = await server
      .client()
      .post('/api/auth/token?grant_type=password', { email, password: 'Consultation-Akwa-9', portal: 'medecin' });
    expect(signIn.status).toBe(200);
    const generated = await admin.post('/api/auth/admin/generate_link', { type: 'recovery', email });
    expect(generated.json(), 'the link goes to the owner, not to the caller').toEqual({ sent: true });
    expect(await server.lastLinkSentTo(email)).toContain('/reset-medecin-password?token=');
  });
});
