import type {
  ProcedureAcknowledgements,
  ProcedureReading,
  ProcedureSummary,
  ProtocolAdminSummary,
  ProtocolSummary,
  ProtocolVersion,
} from '@sante/shared/protocol-schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { signedInCarer } from '../../testing/carer-account';
import { signedIn, type SignedIn } from '../../testing/signed-in-client';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { DEFAULT_PROCEDURES } from './default-procedures';

let server: TestServer;
let carer: SignedIn;
let admin: SignedIn;
beforeAll(async () => {
  server = await startTestServer();
  carer = await signedInCarer(server);
  admin = await signedIn(server, 'admin');
});
afterAll(() => server.close());

const content = {
  ...DEFAULT_PROCEDURES[2],
  condition: 'Chaîne du froid des vaccins à domicile',
  population: 'Infirmiers de la plateforme',
};

type Manual = { procedures: ProcedureSummary[] };
type One = { version: ProtocolVersion };

async function manualEntry(client: SignedIn, title: string): Promise<ProcedureSummary> {
  const entry = (await client.client.get('/api/procedures'))
    .json<Manual>()
    .procedures.find((p) => p.condition === title);
  if (!entry) throw new Error(`no procedure ${title}`);
  return entry;
}

describe('/api/procedures (carers)', () => {
  it('lists the seeded manual, none read yet; reading « lu et compris » once per version, audited', async () => {
    const res = await carer.client.get('/api/procedures');
    expect(res.status).toBe(200);
    const { procedures } = res.json<Manual>();
    expect(procedures.map((p) => p.condition).sort()).toEqual(DEFAULT_PROCEDURES.map((p) => p.condition).sort());
    expect(procedures.every((p) => p.acknowledgedAt === null && p.version === 1)).toBe(true);

    const hygiene = await manualEntry(carer, 'Hygiène des mains et des soins au domicile');
    const read = await carer.client.get(`/api/procedures/${hygiene.protocolId}`);
    expect(read.status).toBe(200);
    const reading = read.json<ProcedureReading>();
    expect(reading.acknowledgedAt).toBeNull();
    expect(reading.procedure.steps.length).toBeGreaterThan(3);
    expect(reading.procedure.drugs).toEqual([]);

    const ack = await carer.client.post(`/api/procedures/versions/${hygiene.versionId}/acknowledge`);
    expect(ack.status).toBe(200);
    const { acknowledgedAt } = ack.json<{ acknowledgedAt: string }>();
    const again = await carer.client.post(`/api/procedures/versions/${hygiene.versionId}/acknowledge`);
    expect(again.json<{ acknowledgedAt: string }>().acknowledgedAt).toBe(acknowledgedAt);
    expect((await manualEntry(carer, hygiene.condition)).acknowledgedAt).toBe(acknowledgedAt);
    expect(
      (await carer.client.get(`/api/procedures/${hygiene.protocolId}`)).json<ProcedureReading>().acknowledgedAt,
    ).toBe(acknowledgedAt);

    // Another carer's manual is their own.
    const colleague = await signedInCarer(server, { profession: 'infirmier', sex: 'female' });
    expect((await manualEntry(colleague, hygiene.condition)).acknowledgedAt).toBeNull();

    const audits = await server.deps.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetId, hygiene.versionId), eq(auditLog.actorId, carer.userId)));
    expect(audits.map((row) => row.action)).toEqual(['procedure.acknowledge', 'procedure.acknowledge']);
  });

  it('protocols and procedures stay apart: neither list nor id crosses over (404)', async () => {
    const protocols = (await carer.client.get('/api/protocols')).json<{ protocols: ProtocolSummary[] }>().protocols;
    const procedure = (await carer.client.get('/api/procedures')).json<Manual>().procedures[0];
    const protocol = protocols[0];
    if (!procedure || !protocol) throw new Error('no seed');
    expect(protocols.map((p) => p.protocolId)).not.toContain(procedure.protocolId);
    expect((await carer.client.get(`/api/protocols/${procedure.protocolId}`)).status).toBe(404);
    expect((await carer.client.get(`/api/procedures/${protocol.protocolId}`)).status).toBe(404);
    const protocolVersion = (await carer.client.get(`/api/protocols/${protocol.protocolId}`)).json<{
      protocol: ProtocolVersion;
    }>().protocol;
    expect((await carer.client.post(`/api/procedures/versions/${protocolVersion.id}/acknowledge`)).status).toBe(404);
    const staffProtocols = (await admin.client.get('/api/admin/protocols')).json<{
      protocols: ProtocolAdminSummary[];
    }>();
    expect(staffProtocols.protocols.map((p) => p.protocolId)).not.toContain(procedure.protocolId);
    expect((await admin.client.get(`/api/admin/protocols/${procedure.protocolId}/versions`)).status).toBe(404);
    expect((await admin.client.post(`/api/admin/protocols/versions/${procedure.versionId}/publish`)).status).toBe(404);
    expect((await admin.client.get(`/api/admin/procedures/${protocol.protocolId}/acknowledgements`)).status).toBe(404);
  });

  it('refuses patients and staff (403) and anonymous callers (401)', async () => {
    const patient = await signedIn(server, 'patient');
    const procedure = (await carer.client.get('/api/procedures')).json<Manual>().procedures[0];
    if (!procedure) throw new Error('no seed');
    for (const client of [patient.client, admin.client]) {
      expect((await client.get('/api/procedures')).status).toBe(403);
      expect((await client.get(`/api/procedures/${procedure.protocolId}`)).status).toBe(403);
      expect((await client.post(`/api/procedures/versions/${procedure.versionId}/acknowledge`)).status).toBe(403);
    }
    expect((await server.client().get('/api/procedures')).status).toBe(401);
  });
});

describe('/api/admin/procedures (staff)', () => {
  it('a new version is read and acknowledged anew; staff see who has not read the published version', async () => {
    const created = await admin.client.post('/api/admin/procedures', content);
    expect(created.status).toBe(201);
    const draft = created.json<One>().version;
    expect((await carer.client.get(`/api/procedures/${draft.protocolId}`)).status).toBe(404);
    expect((await carer.client.post(`/api/procedures/versions/${draft.id}/acknowledge`)).status).toBe(404);
    const none = (
      await admin.client.get(`/api/admin/procedures/${draft.protocolId}/acknowledgements`)
    ).json<ProcedureAcknowledgements>();
    expect(none).toEqual({ version: null, acknowledged: [], pending: [] });

    expect((await admin.client.post(`/api/admin/procedures/versions/${draft.id}/publish`)).status).toBe(200);
    const before = (
      await admin.client.get(`/api/admin/procedures/${draft.protocolId}/acknowledgements`)
    ).json<ProcedureAcknowledgements>();
    expect(before.version).toBe(1);
    expect(before.pending.map((p) => p.carerId)).toContain(carer.userId);
    expect(before.acknowledged).toEqual([]);

    expect((await carer.client.post(`/api/procedures/versions/${draft.id}/acknowledge`)).status).toBe(200);
    const after = (
      await admin.client.get(`/api/admin/procedures/${draft.protocolId}/acknowledgements`)
    ).json<ProcedureAcknowledgements>();
    expect(after.acknowledged).toEqual([
      expect.objectContaining({ carerId: carer.userId, profession: 'medecin', firstName: 'Aline' }),
    ]);
    expect(after.pending.map((p) => p.carerId)).not.toContain(carer.userId);

    // Version 2 published: the carer has not read it; version 1 can no longer be acknowledged.
    const v2 = (await admin.client.post(`/api/admin/procedures/${draft.protocolId}/versions`, content)).json<One>()
      .version;
    await admin.client.post(`/api/admin/procedures/versions/${v2.id}/publish`);
    const entry = await manualEntry(carer, content.condition);
    expect(entry).toMatchObject({ version: 2, acknowledgedAt: null, versionId: v2.id });
    expect((await carer.client.post(`/api/procedures/versions/${draft.id}/acknowledge`)).status).toBe(404);
    const renewed = (
      await admin.client.get(`/api/admin/procedures/${draft.protocolId}/acknowledgements`)
    ).json<ProcedureAcknowledgements>();
    expect(renewed.version).toBe(2);
    expect(renewed.pending.map((p) => p.carerId)).toContain(carer.userId);

    const audits = await server.deps.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'medical_protocol_version'), eq(auditLog.actorId, admin.userId)));
    expect(audits.map((row) => row.action)).toEqual(
      expect.arrayContaining(['procedure.create', 'procedure.publish', 'procedure.version_create']),
    );
  });

  it('a procedure has no drug table (400); operational staff read but may not write; carers and patients are refused', async () => {
    const withDrug = await admin.client.post('/api/admin/procedures', {
      ...content,
      drugs: [{ name: 'Paracétamol', dose: '1 g' }],
    });
    expect(withDrug.status).toBe(400);
    expect(withDrug.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors).toHaveProperty('drugs');

    const operations = await signedIn(server, 'personnel_operationnel');
    const list = await operations.client.get('/api/admin/procedures');
    expect(list.status).toBe(200);
    const some = list.json<{ protocols: ProtocolAdminSummary[] }>().protocols[0];
    if (!some) throw new Error('no procedure');
    expect((await operations.client.get(`/api/admin/procedures/${some.protocolId}/acknowledgements`)).status).toBe(200);
    expect((await operations.client.post('/api/admin/procedures', content)).status).toBe(403);
    expect((await operations.client.post(`/api/admin/procedures/versions/${some.latest.id}/publish`)).status).toBe(403);
    const patient = await signedIn(server, 'patient');
    for (const client of [carer.client, patient.client]) {
      expect((await client.get('/api/admin/procedures')).status).toBe(403);
      expect((await client.get(`/api/admin/procedures/${some.protocolId}/acknowledgements`)).status).toBe(403);
      expect((await client.post('/api/admin/procedures', content)).status).toBe(403);
    }
    const nobody = '00000000-0000-4000-8000-000000000000';
    expect((await admin.client.get(`/api/admin/procedures/${nobody}/acknowledgements`)).status).toBe(404);
    expect((await carer.client.post(`/api/procedures/versions/${nobody}/acknowledge`)).status).toBe(404);
    expect((await carer.client.get('/api/procedures/not-a-uuid')).status).toBe(404);
  });
});
