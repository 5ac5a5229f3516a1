import type { AdminUserDetail } from '@sante/shared/account-status-schemas';
import type { Role } from '@sante/shared/roles';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { adminUsers, userProfiles } from '../../db/schema/profiles';
import { createAccount, signedIn, signIn, type SignedIn } from '../../testing/signed-in-client';
import { startTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Body = { code?: string; fieldErrors?: Record<string, string[]>; user?: AdminUserDetail };

const NOTE = 'Plainte de Mme Ngo Biyong, appel du 12';
const suspend = (staff: SignedIn, userId: string, suspension: unknown = { reason: 'complaint', note: NOTE }) =>
  staff.client.post(`/api/auth/admin/users/${userId}/status`, { status: 'suspended', suspension });
const reactivate = (staff: SignedIn, userId: string) =>
  staff.client.post(`/api/auth/admin/users/${userId}/status`, { status: 'active' });

describe('suspending and reactivating an account (ADR 054)', () => {
  it('suspends a patient: every session and bearer token refused at once, sign-in refused, data kept; reactivation restores access', async () => {
    const staff = await signedIn(server, 'personnel_operationnel');
    const patient = await signedIn(server, 'patient', { portal: 'any' });
    const jwt = (await patient.client.get('/api/auth/jwt')).json<{ token: string }>().token;
    const secondDevice = await signIn(server, patient);

    const res = await suspend(staff, patient.userId);
    expect(res.status).toBe(200);
    const detail = res.json<Body>().user;
    expect(detail?.status).toBe('suspended');
    expect(detail?.suspension).toMatchObject({ reason: 'complaint', note: NOTE, liftedAt: null });
    expect(detail?.suspension?.suspendedBy).toBe('Aline Ekwalla');

    for (const client of [patient.client, secondDevice.client]) {
      const me = await client.get('/api/auth/user');
      expect(me.status).toBe(401);
      expect(me.json<Body>().code).toBe('account_suspended');
    }
    // The bearer token is refused each time, with the same code.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const withToken = await server.client().get('/api/auth/user', { authorization: `Bearer ${jwt}` });
      expect(withToken.status).toBe(401);
      expect(withToken.json<Body>().code).toBe('account_suspended');
    }
    const again = server.client();
    const grant = await again.post('/api/auth/token?grant_type=password', {
      email: patient.email,
      password: 'Mango-Riviere-42',
      portal: 'patient',
    });
    expect(grant.status).toBe(401);
    expect(grant.json<Body>().code).toBe('account_suspended');
    expect((await again.get('/api/auth/user')).status).toBe(401);

    // Audited with the reason's kind, never the note.
    const rows = await server.deps.db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.targetId, patient.userId));
    expect(rows.find((row) => row.action === 'admin.account_status_change')?.details).toMatchObject({
      from: 'active',
      to: 'suspended',
      reason: 'complaint',
    });
    expect(JSON.stringify(rows)).not.toContain('Ngo Biyong');

    const back = await reactivate(staff, patient.userId);
    expect(back.status).toBe(200);
    expect(back.json<Body>().user).toMatchObject({ status: 'active', suspension: { reason: 'complaint' } });
    expect(back.json<Body>().user?.suspension?.liftedAt).not.toBeNull();
    // The sessions from before the suspension stay ended (reactivation deleted them); a new sign-in works.
    expect((await secondDevice.client.get('/api/auth/user')).status).toBe(401);
    const tokenAfter = await server.client().get('/api/auth/user', { authorization: `Bearer ${jwt}` });
    expect(tokenAfter.json<Body>().code).toBe('session_missing');
    const fresh = await signIn(server, patient);
    expect((await fresh.client.get('/api/auth/user')).status).toBe(200);
  });

  it('refuses the suspended holder the code sign-in too, with the same message', async () => {
    const staff = await signedIn(server, 'admin');
    const patient = await createAccount(server, 'patient');
    expect((await suspend(staff, patient.userId, { reason: 'fraud_suspected' })).status).toBe(200);
    const client = server.client();
    expect((await client.post('/api/auth/otp', { phone: patient.phone })).status).toBe(200);
    const code = await server.lastCodeSentTo(patient.phone);
    const res = await client.post('/api/auth/verify', { phone: patient.phone, token: code, type: 'sms' });
    expect(res.status).toBe(401);
    expect(res.json<Body>().code).toBe('account_suspended');
  });

  it('lets only the super admin suspend staff; operations staff and admins suspend patients, never staff', async () => {
    const operations = await signedIn(server, 'personnel_operationnel');
    const admin = await signedIn(server, 'admin');
    const superAdmin = await signedIn(server, 'super_admin');
    for (const caller of [operations, admin]) {
      for (const role of ['admin', 'super_admin', 'personnel_operationnel'] satisfies Role[]) {
        const target = await createAccount(server, role);
        const res = await suspend(caller, target.userId);
        expect(res.status, `${caller.role} -> ${role}`).toBe(403);
        expect(res.json<Body>().code).toBe('forbidden');
      }
    }
    const colleague = await signedIn(server, 'personnel_operationnel');
    expect((await suspend(superAdmin, colleague.userId, { reason: 'conduct' })).status).toBe(200);
    expect((await colleague.client.get('/api/auth/admin/users')).json<Body>().code).toBe('account_suspended');
    // A staff account is reactivated by the super admin only, too.
    expect((await reactivate(operations, colleague.userId)).status).toBe(403);
    expect((await reactivate(superAdmin, colleague.userId)).status).toBe(200);
  });

  it('refuses patients and carers (403) and anonymous callers (401)', async () => {
    const target = await createAccount(server, 'patient');
    for (const role of ['patient', 'medecin'] satisfies Role[]) {
      const caller = await signedIn(server, role);
      expect((await suspend(caller, target.userId)).status).toBe(403);
    }
    const anonymous = await server.client().post(`/api/auth/admin/users/${target.userId}/status`, { status: 'active' });
    expect(anonymous.status).toBe(401);
  });

  it('never suspends oneself, a carer (own page), nor the last active super admin', async () => {
    const superAdmin = await signedIn(server, 'super_admin');
    const self = await suspend(superAdmin, superAdmin.userId);
    expect(self.status).toBe(403);
    expect(self.json<Body>().code).toBe('self_suspension');

    const carer = await createAccount(server, 'medecin');
    const carerRes = await suspend(superAdmin, carer.userId);
    expect(carerRes.status).toBe(409);
    expect(carerRes.json<Body>().code).toBe('account_is_carer');

    // Two super admins left (the others of this database are set aside), each suspending the other at once:
    // one wins, the other is told it would leave nobody.
    const other = await signedIn(server, 'super_admin');
    const pair = [superAdmin.userId, other.userId];
    await server.deps.db
      .update(userProfiles)
      .set({ status: 'deleted' })
      .where(
        and(
          eq(userProfiles.role, 'super_admin'),
          ne(userProfiles.userId, superAdmin.userId),
          ne(userProfiles.userId, other.userId),
        ),
      );
    await server.deps.db
      .update(adminUsers)
      .set({ active: false })
      .where(inArray(adminUsers.role, ['super_admin', 'super admin']));
    const answers = await Promise.all([suspend(superAdmin, other.userId), suspend(other, superAdmin.userId)]);
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses[0]).toBe(200);
    const refused = answers.find((res) => res.status !== 200);
    // The loser was either refused as the last one, or (its session checked after the winner's commit) suspended.
    expect(['last_super_admin', 'account_suspended']).toContain(refused?.json<Body>().code);
    const active = await server.deps.db
      .select({ id: userProfiles.userId })
      .from(userProfiles)
      .where(and(inArray(userProfiles.userId, pair), eq(userProfiles.status, 'active')));
    expect(active).toHaveLength(1);
  });

  it('answers bad input with a translated 4xx and unknown ids with 404', async () => {
    const staff = await signedIn(server, 'personnel_operationnel');
    const patient = await createAccount(server, 'patient');
    const url = `/api/auth/admin/users/${patient.userId}/status`;
    const cases: [unknown, string, string | null][] = [
      [{ status: 'suspended' }, 'validation_failed', 'suspension.reason'],
      [{ status: 'suspended', suspension: { reason: 'documents' } }, 'validation_failed', 'suspension.reason'],
      [{ status: 'suspended', suspension: { reason: 'other' } }, 'validation_failed', 'suspension.note'],
      [
        { status: 'suspended', suspension: { reason: 'conduct', note: 'x'.repeat(501) } },
        'validation_failed',
        'suspension.note',
      ],
      [{ status: 'deleted' }, 'validation_failed', 'status'],
      [{}, 'validation_failed', 'status'],
    ];
    for (const [body, code, field] of cases) {
      const res = await staff.client.post(url, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json<Body>().code).toBe(code);
      if (field) expect(Object.keys(res.json<Body>().fieldErrors ?? {})).toContain(field);
    }
    expect((await staff.client.post(url, 'not json', { 'content-type': 'application/json' })).status).toBe(400);
    expect((await staff.client.post('/api/auth/admin/users/42/status', { status: 'active' })).status).toBe(400);
    const unknown = await reactivate(staff, '0b6f7a8e-2d4c-4e5f-9a1b-3c2d1e0f9a8b');
    expect(unknown.status).toBe(404);
    expect(unknown.json<Body>().code).toBe('user_not_found');

    const already = await reactivate(staff, patient.userId);
    expect(already.status).toBe(409);
    expect(already.json<Body>().code).toBe('account_invalid_transition');
    expect((await suspend(staff, patient.userId)).status).toBe(200);
    expect((await suspend(staff, patient.userId)).json<Body>().code).toBe('account_invalid_transition');
    // The general update does not lift a suspension (its route records who did).
    const put = await staff.client.put(`/api/auth/admin/users/${patient.userId}`, { status: 'active' });
    expect(put.status).toBe(409);
    expect(put.json<Body>().code).toBe('account_invalid_transition');
    // The detail shows it to staff.
    const read = await staff.client.get(`/api/auth/admin/users/${patient.userId}`);
    expect(read.json<Body>().user).toMatchObject({ status: 'suspended', upcomingBookings: 0 });
  });
});
