import type { CatalogueService } from '@sante/shared/catalogue-constants';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { signedIn } from '../../testing/signed-in-client';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { DEFAULT_SERVICES, ensureDefaultServices } from './default-services';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const newService = {
  kind: 'home_visit',
  nameFr: 'ECG à domicile',
  nameEn: 'ECG at home',
  priceXaf: 15000,
  durationMinutes: 30,
  active: true,
  sortOrder: 15,
};

type ServicesBody = { services: CatalogueService[] };

describe('/api/services', () => {
  it('serves the seeded catalogue to anyone: active services in display order, whole XAF prices', async () => {
    const res = await server.client().get('/api/services');
    expect(res.status).toBe(200);
    const { services } = res.json<ServicesBody>();
    expect(services.map((s) => s.code)).toEqual(DEFAULT_SERVICES.map((s) => s.code));
    const homeVisit = services.find((s) => s.code === 'home_doctor_consultation');
    expect(homeVisit).toMatchObject({ kind: 'home_visit', priceXaf: 20000, durationMinutes: 45, active: true });
    for (const service of services) {
      expect(Number.isInteger(service.priceXaf)).toBe(true);
      expect(service.nameFr.length).toBeGreaterThan(0);
    }
  });

  it('seeds only an empty table: a second boot, or one after staff edits, changes nothing', async () => {
    expect(await ensureDefaultServices(server.deps.db)).toBe(0);
    expect((await server.client().get('/api/services')).json<ServicesBody>().services).toHaveLength(
      DEFAULT_SERVICES.length,
    );
  });
});

describe('/api/admin/services', () => {
  it('lets staff add, change and withdraw a service, each change audited', async () => {
    const { client: admin, userId } = await signedIn(server, 'admin');
    const created = await admin.post('/api/admin/services', newService);
    expect(created.status).toBe(201);
    const service = created.json<{ service: CatalogueService }>().service;
    expect(service).toMatchObject({ ...newService, code: 'ecg-a-domicile' });

    const audits = await server.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'service'), eq(auditLog.targetId, service.id)));
    expect(audits.map((row) => [row.action, row.actorId])).toEqual([['service.create', userId]]);

    const withdrawn = await admin.put(`/api/admin/services/${service.id}`, {
      ...newService,
      nameFr: 'ECG au domicile',
      code: 'changed',
      active: false,
      priceXaf: '17500',
    });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.json<{ service: CatalogueService }>().service).toMatchObject({
      active: false,
      priceXaf: 17500,
      nameFr: 'ECG au domicile',
      code: 'ecg-a-domicile',
    });
    const publicCodes = (await server.client().get('/api/services')).json<ServicesBody>().services.map((s) => s.code);
    expect(publicCodes).not.toContain('ecg-a-domicile');
    const adminCodes = (await admin.get('/api/admin/services')).json<ServicesBody>().services.map((s) => s.code);
    expect(adminCodes).toContain('ecg-a-domicile');
    const actions = await server.deps.db.select().from(auditLog).where(eq(auditLog.targetId, service.id));
    expect(actions.map((row) => row.action).sort()).toEqual(['service.create', 'service.update']);
  });

  it('generates the code from the name, -2, -3... on a collision, also for creations at the same time', async () => {
    const { client: admin } = await signedIn(server, 'admin');
    const create = (nameFr: string) => admin.post('/api/admin/services', { ...newService, nameFr, code: 'ignored' });
    const codeOf = (res: Awaited<ReturnType<typeof create>>) => res.json<{ service: CatalogueService }>().service.code;
    expect(codeOf(await create('Pansement complexe — Plaie chronique'))).toBe('pansement-complexe-plaie-chronique');
    expect(codeOf(await create('Pansement complexe : plaie chronique'))).toBe('pansement-complexe-plaie-chronique-2');
    const racing = await Promise.all([create('Prise de sang'), create('Prise de sang'), create('Prise de sang')]);
    expect(racing.map((res) => res.status)).toEqual([201, 201, 201]);
    expect(racing.map(codeOf).sort()).toEqual(['prise-de-sang', 'prise-de-sang-2', 'prise-de-sang-3']);
  });

  it('refuses bad fields (400) and unknown ids (404)', async () => {
    const { client: admin } = await signedIn(server, 'admin');
    const bad = await admin.post('/api/admin/services', {
      ...newService,
      kind: 'massage',
      priceXaf: 12.5,
      durationMinutes: 0,
      nameFr: ' ',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors).sort()).toEqual([
      'durationMinutes',
      'kind',
      'nameFr',
      'priceXaf',
    ]);

    const unknown = await admin.put('/api/admin/services/00000000-0000-4000-8000-000000000000', newService);
    expect(unknown.status).toBe(404);
    expect((await admin.put('/api/admin/services/not-a-uuid', newService)).status).toBe(404);
  });

  it('is for staff only: 401 anonymous, 403 patients and doctors, nothing written', async () => {
    expect((await server.client().post('/api/admin/services', newService)).status).toBe(401);
    const { client: patient } = await signedIn(server, 'patient');
    expect((await patient.post('/api/admin/services', { ...newService, nameFr: 'Par un patient' })).status).toBe(403);
    expect((await patient.get('/api/admin/services')).status).toBe(403);
    const { client: doctor } = await signedIn(server, 'medecin');
    const [first] = (await server.client().get('/api/services')).json<ServicesBody>().services;
    expect((await doctor.put(`/api/admin/services/${first?.id}`, { ...newService, priceXaf: 1 })).status).toBe(403);
    const codes = (await server.client().get('/api/services')).json<ServicesBody>().services.map((s) => s.code);
    expect(codes).not.toContain('par-un-patient');
    expect((await server.client().get('/api/services')).json<ServicesBody>().services[0]?.priceXaf).toBe(
      first?.priceXaf,
    );
  });
});
