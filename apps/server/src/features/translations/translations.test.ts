import type { TranslationOverridesResponse } from '@sante/shared/translation-schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { signedIn, type SignedIn } from '../../testing/signed-in-client';
import { startTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
let reviewer: SignedIn;
let operations: SignedIn;
let carer: SignedIn;
let patient: SignedIn;

const edit = { language: 'ewo', namespace: 'common', key: 'language.label', value: 'Ayob' };

beforeAll(async () => {
  server = await startTestServer();
  [reviewer, operations, carer, patient] = await Promise.all([
    signedIn(server, 'admin'),
    signedIn(server, 'personnel_operationnel'),
    signedIn(server, 'medecin'),
    signedIn(server, 'patient'),
  ]);
});
afterAll(() => server.close());

describe('a reviewer changes a translation in place, served without a rebuild', () => {
  it('serves nothing before, the new text after (cached 5 minutes), and audits who and which key', async () => {
    const before = await patient.client.get('/api/translations/ewo');
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ language: 'ewo', overrides: {} });
    const res = await reviewer.client.put('/api/admin/translations', edit);
    expect(res.status).toBe(200);
    const after = await server.client().get('/api/translations/ewo');
    expect(after.status).toBe(200);
    expect(after.headers.get('cache-control')).toBe('public, max-age=300');
    expect((after.body as TranslationOverridesResponse).overrides).toEqual({ common: { 'language.label': 'Ayob' } });
    const again = await reviewer.client.put('/api/admin/translations', { ...edit, value: 'Ayob (2)' });
    expect(again.status).toBe(200);
    const served = (await server.client().get('/api/translations/ewo')).body as TranslationOverridesResponse;
    expect(served.overrides.common?.['language.label']).toBe('Ayob (2)');
    const audits = await server.deps.db.select().from(auditLog).where(eq(auditLog.action, 'translation.update'));
    expect(audits.filter((row) => row.actorId === reviewer.userId)).toHaveLength(2);
    expect(audits[0]?.details).toMatchObject({ language: 'ewo', namespace: 'common', key: 'language.label' });
    expect(JSON.stringify(audits[0]?.details)).not.toContain('Ayob');
  });

  it('exports a language as JSON and imports it back', async () => {
    const overrides = { booking: { 'eta.arriving_one': 'Nnɔ́', 'tracking.label': 'Mbɛ̌' } };
    const imported = await reviewer.client.post('/api/admin/translations/import', { language: 'ff', overrides });
    expect(imported.status).toBe(200);
    expect(imported.body).toEqual({ language: 'ff', count: 2 });
    const exported = await reviewer.client.get('/api/admin/translations?language=ff');
    expect(exported.status).toBe(200);
    expect(exported.body).toEqual({ language: 'ff', overrides });
  });

  it('lets only a reviewer edit: operations staff, carers and patients are refused', async () => {
    for (const caller of [operations, carer, patient]) {
      expect((await caller.client.put('/api/admin/translations', edit)).status).toBe(403);
      expect(
        (await caller.client.post('/api/admin/translations/import', { language: 'ff', overrides: {} })).status,
      ).toBe(403);
      expect((await caller.client.get('/api/admin/translations?language=ff')).status).toBe(403);
    }
    expect((await server.client().put('/api/admin/translations', edit)).status).toBe(401);
  });

  it('refuses bad input with a 4xx: unknown language, malformed key or namespace, empty text', async () => {
    for (const bad of [
      { ...edit, language: 'de' },
      { ...edit, key: 'language..label' },
      { ...edit, key: '__proto__.x y' },
      { ...edit, namespace: '../common' },
      { ...edit, value: '   ' },
      { language: 'ewo' },
    ]) {
      const res = await reviewer.client.put('/api/admin/translations', bad);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'validation_failed' });
    }
    expect((await reviewer.client.get('/api/admin/translations?language=xx')).status).toBe(400);
    expect((await server.client().get('/api/translations/xx')).status).toBe(404);
  });
});
