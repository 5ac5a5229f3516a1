import { isRole, ROLES, type Role } from '@sante/shared/roles';
import {
  mayAct,
  PERMISSIONS,
  RESOURCE_OF,
  STAFF_ACTIONS,
  type PermissionResource,
  type StaffAction,
} from '@sante/shared/staff-permissions';
import { and, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { mfaFactors } from '../../db/schema/auth-codes';
import { clockEvents } from '../../db/schema/clock';
import { outboxMessages } from '../../db/schema/jobs';
import { userProfiles } from '../../db/schema/profiles';
import { services } from '../../db/schema/services';
import { storageBuckets } from '../../db/schema/storage';
import { immediateConsultations } from '../../db/schema/teleconsultations';
import { DEFAULT_PROTOCOLS } from '../protocols/default-protocols';
import { createRefundedInvoice } from '../../testing/credit-note-factory';
import { createUser, randomEmail, randomPhone } from '../../testing/factories';
import {
  createOrderInReview,
  createOrderToRefund,
  createRxShop,
  registerPharmacist,
} from '../../testing/shop-order-factory';
import { signedIn, type SignedIn } from '../../testing/signed-in-client';
import { startTestServer, type TestResponse, type TestServer } from '../../testing/test-server';

/**
 * The permission matrix, GENERATED from the table of `@sante/shared/staff-permissions` (the one that
 * `docs/permissions.md` shows): every action x caller role x target, against the real endpoints. Allowed:
 * 2xx and an audit row by the caller; refused: 403 and nothing changed.
 */
let server: TestServer;
const callers = new Map<Role, SignedIn>();
beforeAll(async () => {
  server = await startTestServer();
  for (const role of ROLES) callers.set(role, await signedIn(server, role));
});
afterAll(() => server.close());

type Target = { userId: string; email: string; phone: string; role: Role };

async function target(role: Role): Promise<Target> {
  const email = randomEmail('cible');
  const phone = randomPhone();
  const { userId } = await createUser(server.deps, {
    role,
    email,
    phone,
    password: null,
    firstName: 'Cible',
    lastName: 'Matrice',
  });
  return { userId, email, phone, role };
}

const service = () => ({
  code: `acte_${Math.random().toString(36).slice(2, 10)}`,
  kind: 'home_visit',
  nameFr: 'Acte de test',
  nameEn: 'Test act',
  priceXaf: 15000,
  durationMinutes: 30,
});

/** Performs `action` on a resource as `caller`: a new service, a fresh bucket's policy, a fresh patient's holds. */
async function performOnResource(
  action: StaffAction,
  resource: PermissionResource,
  caller: SignedIn,
): Promise<TestResponse> {
  switch (resource) {
    case 'catalogue':
      return caller.client.post('/api/admin/services', service());
    case 'buckets': {
      const id = `matrice-${Math.random().toString(36).slice(2, 10)}`;
      await server.deps.db.insert(storageBuckets).values({ id, name: id });
      return caller.client.put(`/api/storage/bucket/${id}`, { public: true, file_size_limit: 1000 });
    }
    case 'holds': {
      const patient = await target('patient');
      return caller.client.post(`/api/bookings/holds/${patient.userId}/release`, { reason: 'Matrice des droits' });
    }
    case 'credit_notes': {
      const patient = await target('patient');
      const id = await createRefundedInvoice(server.deps, patient.userId);
      return caller.client.get(`/api/admin/credit-notes/${id}/pdf`);
    }
    case 'emergency_accesses':
      return caller.client.get('/api/admin/emergency-accesses');
    case 'attendance': {
      if (action === 'attendance.read') return caller.client.get('/api/admin/clock/attendance');
      const carer = await target('medecin');
      const [event] = await server.deps.db
        .insert(clockEvents)
        .values({
          carerId: carer.userId,
          clientId: 'matrice',
          kind: 'shift_in',
          deviceAt: new Date(),
          outcome: 'outside',
        })
        .returning({ id: clockEvents.id });
      return caller.client.post(`/api/admin/clock/events/${event?.id}/review`, {
        decision: 'approved',
        reason: 'Matrice des droits',
      });
    }
    case 'protocols':
      return caller.client.post('/api/admin/protocols', DEFAULT_PROTOCOLS[0]);
    case 'field_map':
      return caller.client.get('/api/admin/tracking/map');
    case 'translations':
      return caller.client.put('/api/admin/translations', {
        language: 'ewo',
        namespace: 'common',
        key: 'language.label',
        value: 'Matrice des droits',
      });
    case 'tasks':
      return caller.client.post('/api/admin/tasks', { title: 'Matrice des droits' });
    case 'results':
      return caller.client.get('/api/admin/results');
    case 'shop_orders': {
      if (action === 'shop_orders.manage') return caller.client.get('/api/admin/shop/orders');
      const patient = await target('patient');
      if (action === 'shop_orders.refund') {
        const id = await createOrderToRefund(server.deps, patient.userId);
        return caller.client.post(`/api/admin/shop/orders/${id}/refund`, { reason: 'Virement MTN 12345' });
      }
      const shop = await createRxShop(server.deps);
      const order = await createOrderInReview(server.deps, shop, patient.userId);
      await registerPharmacist(server.deps, caller.userId);
      return caller.client.post(`/api/admin/shop/orders/${order.id}/review`, {
        lines: [{ productId: shop.brand, decision: 'approve' }],
      });
    }
    case 'archives':
      return caller.client.get('/api/admin/archives');
    case 'video_callbacks': {
      const patient = await target('patient');
      const [service] = await server.deps.db.select({ id: services.id }).from(services).limit(1);
      const [request] = await server.deps.db
        .insert(immediateConsultations)
        .values({
          patientId: patient.userId,
          serviceId: service?.id ?? '',
          status: 'expired',
          expiresAt: new Date(),
          callbackRequestedAt: new Date(),
        })
        .returning({ id: immediateConsultations.id });
      return caller.client.post(`/api/teleconsultations/immediate/${request?.id}/callback-done`, {});
    }
    case 'pharmacists':
      return caller.client.get('/api/admin/shop/pharmacists');
  }
}

/** Performs `action` as `caller` on a fresh account of role `role` (or on the resource it manages). */
async function perform(action: StaffAction, caller: SignedIn, role: Role | PermissionResource): Promise<TestResponse> {
  const client = caller.client;
  const resource = RESOURCE_OF[action];
  if (resource) return performOnResource(action, resource, caller);
  if (!isRole(role)) throw new Error(`${action} applies to an account, not to ${role}`);
  if (action === 'user.create')
    return client.post('/api/auth/admin/users', {
      email: randomEmail(),
      firstName: 'Nouveau',
      lastName: 'Compte',
      role,
    });
  const t = await target(role);
  const user = `/api/auth/admin/users/${t.userId}`;
  switch (action) {
    case 'user.read':
      return client.get(user);
    case 'user.update':
      return client.put(user, { firstName: 'Renommé' });
    case 'user.change_role':
      return client.put(user, { role: role === 'patient' ? 'medecin' : 'patient' });
    case 'user.change_phone':
      return client.put(user, { phone: randomPhone() });
    case 'user.delete':
      return client.delete(user);
    case 'user.send_recovery_link':
      return client.post('/api/auth/admin/generate_link', { type: 'recovery', email: t.email });
    case 'user.send_invitation':
      return client.post('/api/auth/admin/generate_link', { type: 'invite', email: t.email });
    case 'mfa.list':
      return client.get(`${user}/factors`);
    case 'mfa.remove': {
      const [factor] = await server.deps.db
        .insert(mfaFactors)
        .values({ userId: t.userId, secret: 'v1.test', status: 'verified' })
        .returning({ id: mfaFactors.id });
      return client.delete(`${user}/factors/${factor?.id}`);
    }
    case 'catalogue.manage':
    case 'storage.manage_buckets':
    case 'bookings.release_holds':
    case 'credit_notes.read':
    case 'emergency_accesses.review':
    case 'attendance.read':
    case 'attendance.correct':
    case 'protocols.manage':
    case 'field_map.read':
    case 'translations.review':
    case 'tasks.manage':
    case 'results.manage':
    case 'shop_orders.manage':
    case 'shop_orders.review':
    case 'shop_orders.refund':
    case 'archives.read':
    case 'video_callbacks.handle':
    case 'pharmacists.manage':
      throw new Error(`${action} applies to a resource, not to an account`);
  }
}

/** The targets of an action: the resource it manages, or every account role. */
const targetsOf = (action: StaffAction): readonly (Role | PermissionResource)[] => {
  const resource = RESOURCE_OF[action];
  return resource ? [resource] : ROLES;
};

const cases = STAFF_ACTIONS.flatMap((action) =>
  ROLES.flatMap((callerRole) =>
    targetsOf(action).map((targetRole) => ({
      action,
      callerRole,
      targetRole,
      allowed: mayAct(callerRole, action, targetRole),
    })),
  ),
);

describe('staff permission matrix (generated from PERMISSIONS)', () => {
  it('covers every row and column of the table', () => {
    expect(Object.keys(PERMISSIONS).sort()).toEqual([...STAFF_ACTIONS].sort());
    const resourceActions = Object.keys(RESOURCE_OF).length;
    expect(resourceActions).toBe(18);
    expect(cases.length).toBe(
      (STAFF_ACTIONS.length - resourceActions) * ROLES.length * ROLES.length + resourceActions * ROLES.length,
    );
  });

  it.each(cases)('$action by $callerRole on $targetRole: allowed=$allowed', async (entry) => {
    const caller = callers.get(entry.callerRole);
    if (!caller) throw new Error('caller missing');
    const since = new Date(Date.now() - 1000);
    const res = await perform(entry.action, caller, entry.targetRole);
    if (entry.allowed) {
      expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(200);
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
      expect(JSON.stringify(res.body ?? ''), 'no link or token in the answer').not.toMatch(/token=/);
      const rows = await server.deps.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.actorId, caller.userId), eq(auditLog.outcome, 'success'), gte(auditLog.at, since)));
      expect(rows.length, 'audited').toBeGreaterThan(0);
    } else {
      expect(res.status, JSON.stringify(res.body)).toBe(403);
    }
  });
});

describe('what the allowed actions do', () => {
  it('a recovery link goes to the owner through the outbox, never to the caller', async () => {
    const caller = callers.get('personnel_operationnel');
    const t = await target('medecin');
    const res = await caller?.client.post('/api/auth/admin/generate_link', { type: 'recovery', email: t.email });
    expect(res?.json()).toEqual({ sent: true });
    expect(await server.lastLinkSentTo(t.email)).toContain('/reset-medecin-password?token=');
  });

  it("staff changing a doctor's phone: not moved until the owner confirms; the new number cannot sign in; the old one is told", async () => {
    const caller = callers.get('personnel_operationnel');
    const t = await target('medecin');
    const newPhone = randomPhone();
    const res = await caller?.client.put(`/api/auth/admin/users/${t.userId}`, { phone: newPhone });
    expect(res?.status).toBe(200);
    const [profile] = await server.deps.db
      .select({ phone: userProfiles.phone })
      .from(userProfiles)
      .where(eq(userProfiles.userId, t.userId));
    expect(profile?.phone, 'unchanged until the owner confirms').toBe(t.phone);
    await server.worker.drain();
    expect(await server.lastCodeSentTo(newPhone), 'a confirmation code to the new number').toMatch(/^\d{6}$/);
    const attacker = server.client();
    await attacker.post('/api/auth/otp', { phone: newPhone });
    const code = await server.lastCodeSentTo(newPhone);
    const signIn = await attacker.post('/api/auth/verify', { phone: newPhone, token: code, type: 'sms' });
    expect(signIn.status, 'the proposed number opens no session').toBe(400);
    const notices = await server.deps.db
      .select({ recipient: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetId, t.userId), eq(auditLog.action, 'admin.phone_change_requested')));
    expect(notices).toHaveLength(1);
    const toOldPhone = await server.deps.db
      .select({ template: outboxMessages.template })
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, t.phone));
    expect(toOldPhone.map((row) => row.template)).toContain('contact_change_requested');
  });
});
