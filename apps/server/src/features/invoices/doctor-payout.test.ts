import type { AdminCarerDetail } from '@sante/shared/carer-schemas';
import type { PayoutDetails } from '@sante/shared/invoice-schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { signedInCarer } from '../../testing/carer-account';
import { signedIn, type SignedIn } from '../../testing/signed-in-client';
import { startTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
let carer: SignedIn;
beforeAll(async () => {
  server = await startTestServer();
  carer = await signedInCarer(server);
});
afterAll(() => server.close());

type Failure = { code: string; fieldErrors: Record<string, string[]> };

describe('/api/doctor/payout', () => {
  it('the carer sets an MTN or Orange number (normalised), reads it back and removes it; audited without the number', async () => {
    expect((await carer.client.get('/api/doctor/payout')).json<PayoutDetails>()).toEqual({
      payoutPhone: null,
      operator: null,
    });
    const set = await carer.client.put('/api/doctor/payout', { payoutPhone: '6 77 12 34 56' });
    expect(set.status).toBe(200);
    expect(set.json<PayoutDetails>()).toEqual({ payoutPhone: '+237677123456', operator: 'mtn_momo' });
    const orange = await carer.client.put('/api/doctor/payout', { payoutPhone: '+237 699 00 11 22' });
    expect(orange.json<PayoutDetails>()).toEqual({ payoutPhone: '+237699001122', operator: 'orange_money' });
    expect((await carer.client.get('/api/doctor/payout')).json<PayoutDetails>().payoutPhone).toBe('+237699001122');

    const audits = await server.deps.db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.actorId, carer.userId), eq(auditLog.targetType, 'doctor_profile')));
    expect(audits.map((row) => row.action)).toEqual(['doctor.payout_phone_set', 'doctor.payout_phone_set']);
    expect(JSON.stringify(audits)).not.toContain('699001122');

    const removed = await carer.client.put('/api/doctor/payout', { payoutPhone: null });
    expect(removed.json<PayoutDetails>()).toEqual({ payoutPhone: null, operator: null });
  });

  it('refuses a number that is not Cameroonian or not mobile money (400 with the field error)', async () => {
    const foreign = await carer.client.put('/api/doctor/payout', { payoutPhone: '+33 6 12 34 56 78' });
    expect(foreign.status).toBe(400);
    expect(foreign.json<Failure>().fieldErrors.payoutPhone).toEqual(['validation.invalidPhone']);
    const nexttel = await carer.client.put('/api/doctor/payout', { payoutPhone: '666 12 34 56' });
    expect(nexttel.status).toBe(400);
    expect(nexttel.json<Failure>().fieldErrors.payoutPhone).toEqual(['validation.notMobileMoney']);
    const landline = await carer.client.put('/api/doctor/payout', { payoutPhone: '233 42 11 00' });
    expect(landline.json<Failure>().fieldErrors.payoutPhone).toEqual(['validation.notMobileMoney']);
    expect((await carer.client.put('/api/doctor/payout', { payoutPhone: 42 })).status).toBe(400);
    expect((await carer.client.put('/api/doctor/payout', {})).status).toBe(400);
  });

  it("only the owner writes it; another carer sees their own; patients, staff and anonymous callers are refused; staff read it on the carer's page", async () => {
    await carer.client.put('/api/doctor/payout', { payoutPhone: '677123456' });
    const colleague = await signedInCarer(server, { profession: 'infirmier', sex: 'female' });
    expect((await colleague.client.get('/api/doctor/payout')).json<PayoutDetails>().payoutPhone).toBeNull();
    await colleague.client.put('/api/doctor/payout', { payoutPhone: '655000111' });
    expect((await carer.client.get('/api/doctor/payout')).json<PayoutDetails>().payoutPhone).toBe('+237677123456');

    const patient = await signedIn(server, 'patient');
    const admin = await signedIn(server, 'admin');
    const operations = await signedIn(server, 'personnel_operationnel');
    for (const client of [patient.client, admin.client, operations.client]) {
      expect((await client.get('/api/doctor/payout')).status).toBe(403);
      expect((await client.put('/api/doctor/payout', { payoutPhone: '677000000' })).status).toBe(403);
    }
    expect((await server.client().get('/api/doctor/payout')).status).toBe(401);

    // A carer account without a professional profile yet has nothing to set (404).
    const newcomer = await signedIn(server, 'medecin');
    expect((await newcomer.client.get('/api/doctor/payout')).status).toBe(404);
    expect((await newcomer.client.put('/api/doctor/payout', { payoutPhone: '677000000' })).status).toBe(404);

    const seen = await admin.client.get(`/api/admin/carers/${carer.userId}`);
    expect(seen.status).toBe(200);
    expect(seen.json<{ carer: AdminCarerDetail }>().carer.payoutPhone).toBe('+237677123456');
  });
});
