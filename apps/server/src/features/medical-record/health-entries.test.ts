import type { HealthEntry } from '@sante/shared/medical-record-schemas';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { signedIn } from '../../testing/signed-in-client';
import { startTestServer, type TestClient, type TestServer } from '../../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const penicillin = { kind: 'allergy', label: 'Pénicilline', note: 'Urticaire', startedOn: '2019-03-02' };

async function addEntry(client: TestClient, body: Record<string, unknown>): Promise<HealthEntry> {
  const res = await client.post('/api/records/entries', body);
  expect(res.status).toBe(201);
  return res.json<{ entry: HealthEntry }>().entry;
}

async function entriesOf(client: TestClient, query = ''): Promise<HealthEntry[]> {
  const res = await client.get(`/api/records/entries${query}`);
  expect(res.status).toBe(200);
  return res.json<{ entries: HealthEntry[] }>().entries;
}

function auditRowsOf(actorId: string) {
  return server.deps.db
    .select({
      action: auditLog.action,
      outcome: auditLog.outcome,
      targetId: auditLog.targetId,
      details: auditLog.details,
    })
    .from(auditLog)
    .where(and(eq(auditLog.actorId, actorId)))
    .orderBy(asc(auditLog.id));
}

describe('/api/records/entries', () => {
  it('lets a patient add, list, change and delete allergies, conditions and treatments', async () => {
    const { client } = await signedIn(server, 'patient');
    expect(await entriesOf(client)).toEqual([]);

    const allergy = await addEntry(client, penicillin);
    expect(allergy).toMatchObject(penicillin);
    const treatment = await addEntry(client, {
      kind: 'treatment',
      label: 'Metformine 500 mg',
      note: '',
      startedOn: '',
    });
    expect(treatment).toMatchObject({ note: null, startedOn: null });
    await addEntry(client, { kind: 'condition', label: 'Diabète de type 2' });

    expect((await entriesOf(client)).map((entry) => entry.kind)).toEqual(['allergy', 'condition', 'treatment']);
    expect((await entriesOf(client, '?kind=treatment')).map((entry) => entry.id)).toEqual([treatment.id]);

    const changed = await client.put(`/api/records/entries/${allergy.id}`, { ...penicillin, note: 'Œdème de Quincke' });
    expect(changed.status).toBe(200);
    expect(changed.json<{ entry: HealthEntry }>().entry).toMatchObject({ id: allergy.id, note: 'Œdème de Quincke' });

    expect((await client.delete(`/api/records/entries/${treatment.id}`)).status).toBe(204);
    expect((await entriesOf(client)).map((entry) => entry.label)).toEqual(['Pénicilline', 'Diabète de type 2']);
  });

  it('refuses bad input field by field with a 400, and an unknown kind filter', async () => {
    const { client } = await signedIn(server, 'patient');
    const res = await client.post('/api/records/entries', {
      kind: 'mood',
      label: '  ',
      note: 'x'.repeat(501),
      startedOn: '2020-13-40',
    });
    expect(res.status).toBe(400);
    const body = res.json<{ code: string; fieldErrors: Record<string, string[]> }>();
    expect(body.code).toBe('validation_failed');
    expect(body.fieldErrors).toEqual({
      kind: ['validation.selectOption'],
      label: ['validation.required'],
      note: ['validation.tooLong'],
      startedOn: ['validation.invalidDate'],
    });
    expect((await client.post('/api/records/entries', '{oops')).status).toBe(400);
    expect((await client.get('/api/records/entries?kind=mood')).status).toBe(400);
    expect(await entriesOf(client)).toEqual([]);
  });

  it("never shows or changes another patient's entries: 404, and a malformed id is a 404 too", async () => {
    const owner = await signedIn(server, 'patient');
    const other = await signedIn(server, 'patient');
    const entry = await addEntry(owner.client, penicillin);

    expect(await entriesOf(other.client)).toEqual([]);
    expect((await other.client.put(`/api/records/entries/${entry.id}`, penicillin)).status).toBe(404);
    expect((await other.client.delete(`/api/records/entries/${entry.id}`)).status).toBe(404);
    expect((await owner.client.put('/api/records/entries/not-a-uuid', penicillin)).status).toBe(404);
    expect((await owner.client.delete('/api/records/entries/123')).status).toBe(404);
    expect(await entriesOf(owner.client)).toMatchObject([{ id: entry.id, label: 'Pénicilline', note: 'Urticaire' }]);
  });

  it('is for patients only: 401 anonymous, 403 doctor and staff', async () => {
    expect((await server.client().get('/api/records/entries')).status).toBe(401);
    expect((await server.client().post('/api/records/entries', penicillin)).status).toBe(401);
    const doctor = await signedIn(server, 'medecin');
    expect((await doctor.client.get('/api/records/entries')).status).toBe(403);
    expect((await doctor.client.post('/api/records/entries', penicillin)).status).toBe(403);
    expect((await (await signedIn(server, 'admin')).client.get('/api/records/entries')).status).toBe(403);
  });

  it('writes an audit row with ids only for every read and change', async () => {
    const { client, userId } = await signedIn(server, 'patient');
    const intruder = await signedIn(server, 'patient');
    const entry = await addEntry(client, penicillin);
    await entriesOf(client, '?kind=allergy');
    await client.put(`/api/records/entries/${entry.id}`, { ...penicillin, label: 'Amoxicilline' });
    await client.delete(`/api/records/entries/${entry.id}`);
    await intruder.client.delete(`/api/records/entries/${entry.id}`);

    const rows = (await auditRowsOf(userId)).filter((row) => row.action.startsWith('health_entry.'));
    expect(rows).toEqual([
      { action: 'health_entry.create', outcome: 'success', targetId: entry.id, details: { kind: 'allergy' } },
      { action: 'health_entry.list', outcome: 'success', targetId: userId, details: { kind: 'allergy', count: 1 } },
      { action: 'health_entry.update', outcome: 'success', targetId: entry.id, details: { kind: 'allergy' } },
      { action: 'health_entry.delete', outcome: 'success', targetId: entry.id, details: { kind: 'allergy' } },
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/Pénicilline|Amoxicilline|Urticaire/);
    expect(await auditRowsOf(intruder.userId)).toContainEqual({
      action: 'health_entry.delete',
      outcome: 'failure',
      targetId: entry.id,
      details: null,
    });
  });
});
