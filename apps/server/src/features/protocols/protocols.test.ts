import type { ProtocolAdminSummary, ProtocolSummary, ProtocolVersion } from '@sante/shared/protocol-schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { signedIn, type SignedIn } from '../../testing/signed-in-client';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { DEFAULT_PROTOCOLS, ensureDefaultProtocols } from './default-protocols';

let server: TestServer;
let doctor: SignedIn;
let admin: SignedIn;
beforeAll(async () => {
  server = await startTestServer();
  doctor = await signedIn(server, 'medecin');
  admin = await signedIn(server, 'admin');
});
afterAll(() => server.close());

const content = {
  ...DEFAULT_PROTOCOLS[1],
  condition: 'Drépanocytose : crise vaso-occlusive',
  population: 'Enfants et adultes drépanocytaires',
};

type List = { protocols: ProtocolSummary[] };
type One = { version: ProtocolVersion };

describe('/api/protocols (doctors)', () => {
  it('lists the seeded protocols, published and awaiting the medical direction, searchable without accents', async () => {
    const res = await doctor.client.get('/api/protocols');
    expect(res.status).toBe(200);
    const { protocols } = res.json<List>();
    expect(protocols.map((p) => p.condition)).toEqual(
      expect.arrayContaining(DEFAULT_PROTOCOLS.map((p) => p.condition)),
    );
    expect(protocols.every((p) => p.validation === 'pending' && p.version === 1)).toBe(true);
    const found = (await doctor.client.get('/api/protocols?q=PALUDISME')).json<List>().protocols;
    expect(found.map((p) => p.condition)).toEqual(['Paludisme simple (non compliqué)']);
    const folded = (await doctor.client.get('/api/protocols?q=generaux%20de%20DANGER')).json<List>().protocols;
    expect(folded.map((p) => p.condition)).toEqual(['Signes généraux de danger chez l’enfant (PCIME)']);
  });

  it('reads one protocol with its steps, drugs, referral criteria, red flags and source', async () => {
    const { protocols } = (await doctor.client.get('/api/protocols?q=paludisme')).json<List>();
    const res = await doctor.client.get(`/api/protocols/${protocols[0]?.protocolId}`);
    expect(res.status).toBe(200);
    const { protocol } = res.json<{ protocol: ProtocolVersion }>();
    expect(protocol.sourceCitation).toContain('WHO Guidelines for malaria');
    expect(protocol.drugs[0]?.name).toContain('Artéméther-luméfantrine');
    expect(protocol.steps.length).toBeGreaterThan(3);
    expect(protocol.redFlags.length).toBeGreaterThan(0);
  });

  it('refuses patients and staff (403) and anonymous callers (401)', async () => {
    const patient = await signedIn(server, 'patient');
    expect((await patient.client.get('/api/protocols')).status).toBe(403);
    expect((await admin.client.get('/api/protocols')).status).toBe(403);
    expect((await server.client().get('/api/protocols')).status).toBe(401);
  });

  it('seeds only empty tables', async () => {
    expect(await ensureDefaultProtocols(server.deps.db)).toBe(0);
  });
});

describe('/api/admin/protocols (staff)', () => {
  it('a draft is invisible to doctors until published; a change is a new version and doctors see the latest', async () => {
    const created = await admin.client.post('/api/admin/protocols', content);
    expect(created.status).toBe(201);
    const draft = created.json<One>().version;
    expect(draft).toMatchObject({ version: 1, status: 'draft', publishedAt: null });
    expect((await doctor.client.get(`/api/protocols/${draft.protocolId}`)).status).toBe(404);
    expect((await doctor.client.get('/api/protocols?q=drepanocytose')).json<List>().protocols).toHaveLength(0);

    const edited = await admin.client.put(`/api/admin/protocols/versions/${draft.id}`, {
      ...content,
      reviewer: 'Dr Ngo Biyong, direction médicale',
    });
    expect(edited.status).toBe(200);
    const published = await admin.client.post(`/api/admin/protocols/versions/${draft.id}/publish`);
    expect(published.status).toBe(200);
    expect(published.json<One>().version).toMatchObject({ status: 'published', version: 1 });
    expect(
      (await doctor.client.get(`/api/protocols/${draft.protocolId}`)).json<{ protocol: ProtocolVersion }>().protocol
        .reviewer,
    ).toBe('Dr Ngo Biyong, direction médicale');

    // A published version is never edited nor published again.
    const refused = await admin.client.put(`/api/admin/protocols/versions/${draft.id}`, content);
    expect(refused.status).toBe(409);
    expect(refused.json<{ code: string }>().code).toBe('protocol_version_published');
    expect((await admin.client.post(`/api/admin/protocols/versions/${draft.id}/publish`)).status).toBe(409);

    // Version 2: a draft (one at a time), doctors still read version 1 until it is published.
    const second = await admin.client.post(`/api/admin/protocols/${draft.protocolId}/versions`, {
      ...content,
      validation: 'validated',
    });
    expect(second.status).toBe(201);
    const v2 = second.json<One>().version;
    expect(v2).toMatchObject({ version: 2, status: 'draft' });
    const another = await admin.client.post(`/api/admin/protocols/${draft.protocolId}/versions`, content);
    expect(another.status).toBe(409);
    expect(another.json<{ code: string }>().code).toBe('protocol_draft_exists');
    expect(
      (await doctor.client.get(`/api/protocols/${draft.protocolId}`)).json<{ protocol: ProtocolVersion }>().protocol
        .version,
    ).toBe(1);

    const staffList = (await admin.client.get('/api/admin/protocols')).json<{ protocols: ProtocolAdminSummary[] }>();
    expect(staffList.protocols.find((p) => p.protocolId === draft.protocolId)).toMatchObject({
      latest: { version: 2, status: 'draft' },
      publishedVersion: 1,
    });

    await admin.client.post(`/api/admin/protocols/versions/${v2.id}/publish`);
    const seen = (await doctor.client.get(`/api/protocols/${draft.protocolId}`)).json<{ protocol: ProtocolVersion }>();
    expect(seen.protocol).toMatchObject({ version: 2, validation: 'validated' });
    const listed = (await doctor.client.get('/api/protocols?q=drepanocytose')).json<List>().protocols;
    expect(listed.map((p) => p.version)).toEqual([2]);

    const versions = (await admin.client.get(`/api/admin/protocols/${draft.protocolId}/versions`)).json<{
      versions: ProtocolVersion[];
    }>();
    expect(versions.versions.map((v) => [v.version, v.status])).toEqual([
      [2, 'published'],
      [1, 'published'],
    ]);

    const audits = await server.deps.db
      .select({ action: auditLog.action, actorId: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'medical_protocol_version'), eq(auditLog.actorId, admin.userId)));
    expect(audits.map((row) => row.action)).toEqual(
      expect.arrayContaining([
        'protocol.create',
        'protocol.draft_update',
        'protocol.publish',
        'protocol.version_create',
      ]),
    );
  });

  it('operational staff read but may not write (403); doctors and patients may not reach the admin API', async () => {
    const operations = await signedIn(server, 'personnel_operationnel');
    expect((await operations.client.get('/api/admin/protocols')).status).toBe(200);
    expect((await operations.client.post('/api/admin/protocols', content)).status).toBe(403);
    const { protocols } = (await admin.client.get('/api/admin/protocols')).json<{
      protocols: ProtocolAdminSummary[];
    }>();
    const some = protocols[0];
    if (!some) throw new Error('no protocol');
    expect((await operations.client.post(`/api/admin/protocols/${some.protocolId}/versions`, content)).status).toBe(
      403,
    );
    expect((await operations.client.post(`/api/admin/protocols/versions/${some.latest.id}/publish`)).status).toBe(403);
    expect((await doctor.client.get('/api/admin/protocols')).status).toBe(403);
    expect((await doctor.client.post('/api/admin/protocols', content)).status).toBe(403);
    const patient = await signedIn(server, 'patient');
    expect((await patient.client.put(`/api/admin/protocols/versions/${some.latest.id}`, content)).status).toBe(403);
  });

  it('bad input is a 4xx with field errors; unknown ids are 404', async () => {
    const bad = await admin.client.post('/api/admin/protocols', {
      ...content,
      condition: '',
      sourceDate: '2024-13-40',
      steps: [],
      drugs: [{ name: 'x' }],
      validation: 'maybe',
    });
    expect(bad.status).toBe(400);
    const body = bad.json<{ code: string; fieldErrors: Record<string, string[]> }>();
    expect(body.code).toBe('validation_failed');
    expect(Object.keys(body.fieldErrors)).toEqual(
      expect.arrayContaining(['condition', 'sourceDate', 'steps', 'drugs.0.dose', 'validation']),
    );
    const nobody = '00000000-0000-4000-8000-000000000000';
    expect((await admin.client.put(`/api/admin/protocols/versions/${nobody}`, content)).status).toBe(404);
    expect((await admin.client.post(`/api/admin/protocols/versions/${nobody}/publish`)).status).toBe(404);
    expect((await admin.client.post(`/api/admin/protocols/${nobody}/versions`, content)).status).toBe(404);
    expect((await admin.client.get(`/api/admin/protocols/${nobody}/versions`)).status).toBe(404);
    expect((await doctor.client.get(`/api/protocols/${nobody}`)).status).toBe(404);
    expect((await doctor.client.get('/api/protocols/not-a-uuid')).status).toBe(404);
  });
});
