import type {
  CardEntry,
  DueDosesResponse,
  RecordedDose,
  VaccinationCard,
  VaccinationPeopleResponse,
  VaccinationPerson,
} from '@sante/shared/vaccination-schemas';
import { doualaToday } from '@sante/shared/calendar-date';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { patientProfiles } from '../../db/schema/patients';
import { signedIn } from '../../testing/signed-in-client';
import { startTestServer, type TestClient, type TestServer } from '../../testing/test-server';
import { addSpan } from './dose-statuses';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const today = doualaToday();
const daysAgo = (days: number) => addSpan(today, { days: -days });

async function addChild(client: TestClient, bornDaysAgo = 49, firstName = 'Junior'): Promise<VaccinationPerson> {
  const res = await client.post('/api/vaccinations/dependents', {
    firstName,
    dateOfBirth: daysAgo(bornDaysAgo),
    sex: 'male',
  });
  expect(res.status).toBe(201);
  return res.json<{ person: VaccinationPerson }>().person;
}

const entryOf = (card: VaccinationCard, code: string, doseNumber: number): CardEntry | undefined =>
  card.entries.find((entry) => entry.vaccineCode === code && entry.doseNumber === doseNumber);

describe('/api/vaccinations', () => {
  it('lists the holder (no date of birth yet: adult recommendations only) and the children added', async () => {
    const { client: patient, userId } = await signedIn(server, 'patient');
    const empty = (await patient.get('/api/vaccinations/people')).json<VaccinationPeopleResponse>();
    expect(empty.people).toEqual([
      { dependentId: null, firstName: 'Aline', lastName: 'Ekwalla', dateOfBirth: null, sex: null },
    ]);
    const ownCard = (await patient.get('/api/vaccinations/card')).json<VaccinationCard>();
    expect(ownCard.person.dependentId).toBeNull();
    expect(new Set(ownCard.entries.map((entry) => entry.programme))).toEqual(new Set(['adult']));

    const child = await addChild(patient);
    expect(child).toMatchObject({ firstName: 'Junior', lastName: null, dateOfBirth: daysAgo(49), sex: 'male' });
    const people = (await patient.get('/api/vaccinations/people')).json<VaccinationPeopleResponse>().people;
    expect(people.map((person) => person.dependentId)).toEqual([null, child.dependentId]);

    await server.deps.db.insert(patientProfiles).values({ userId, dateOfBirth: '1994-03-02', sex: 'female' });
    const withBirth = (await patient.get('/api/vaccinations/card')).json<VaccinationCard>();
    expect(withBirth.person).toMatchObject({ dateOfBirth: '1994-03-02', sex: 'female' });
    expect(entryOf(withBirth, 'dt', 1)?.status).toBe('recommended');
  });

  it('records the birth doses of a 7-week-old and shows the 6-week doses as due, also in /due', async () => {
    const { client: patient } = await signedIn(server, 'patient');
    const child = await addChild(patient, 49);
    for (const [vaccineCode, doseNumber] of [
      ['bcg', 1],
      ['vpo', 0],
    ] as const) {
      const res = await patient.post('/api/vaccinations/doses', {
        dependentId: child.dependentId,
        vaccineCode,
        doseNumber,
        givenOn: daysAgo(49),
        place: 'Hôpital Laquintinie, Douala',
        batchNumber: 'B-2026-17',
      });
      expect(res.status).toBe(201);
      expect(res.json<{ dose: RecordedDose }>().dose).toMatchObject({
        vaccineCode,
        doseNumber,
        place: 'Hôpital Laquintinie, Douala',
      });
    }
    const card = (await patient.get(`/api/vaccinations/card?dependentId=${child.dependentId}`)).json<VaccinationCard>();
    expect(card.today).toBe(today);
    expect(card.doses).toHaveLength(2);
    expect(entryOf(card, 'bcg', 1)?.status).toBe('given');
    expect(entryOf(card, 'penta', 1)).toMatchObject({ status: 'due', dueOn: daysAgo(7) });

    const due = (await patient.get('/api/vaccinations/due')).json<DueDosesResponse>().due;
    expect(due[0]).toMatchObject({
      dependentId: child.dependentId,
      personName: 'Junior',
      doseNumber: 1,
      dueOn: daysAgo(7),
      overdue: false,
    });
    expect(Object.keys(due[0] ?? {}).sort()).toEqual(
      ['dependentId', 'doseNumber', 'dueOn', 'overdue', 'personName', 'vaccineCode'].sort(),
    );
    expect(due.some((dose) => dose.vaccineCode === 'bcg')).toBe(false);
    expect(due.every((dose) => dose.dependentId === child.dependentId)).toBe(true);
  });

  it('puts overdue doses first in /due', async () => {
    const { client: patient } = await signedIn(server, 'patient');
    await addChild(patient, 120, 'Grace');
    await addChild(patient, 40, 'Paul');
    const due = (await patient.get('/api/vaccinations/due')).json<DueDosesResponse>().due;
    expect(due[0]).toMatchObject({ personName: 'Grace', overdue: true, vaccineCode: 'bcg' });
    const firstOnTime = due.findIndex((dose) => !dose.overdue);
    expect(due.slice(firstOnTime).every((dose) => !dose.overdue)).toBe(true);
    expect(due.some((dose) => dose.personName === 'Paul' && !dose.overdue)).toBe(true);
  });

  it('edits and deletes doses and children (the doses go with the child), with audit rows', async () => {
    const { client: patient, userId } = await signedIn(server, 'patient');
    const child = await addChild(patient);
    const created = await patient.post('/api/vaccinations/doses', {
      dependentId: child.dependentId,
      vaccineCode: 'bcg',
      doseNumber: 1,
      givenOn: daysAgo(48),
    });
    const dose = created.json<{ dose: RecordedDose }>().dose;
    const edited = await patient.put(`/api/vaccinations/doses/${dose.id}`, {
      givenOn: daysAgo(47),
      place: 'CMA de Bonamoussadi',
      batchNumber: '',
    });
    expect(edited.status).toBe(200);
    expect(edited.json<{ dose: RecordedDose }>().dose).toMatchObject({
      givenOn: daysAgo(47),
      place: 'CMA de Bonamoussadi',
      batchNumber: null,
    });
    expect((await patient.delete(`/api/vaccinations/doses/${dose.id}`)).status).toBe(204);
    expect((await patient.delete(`/api/vaccinations/doses/${dose.id}`)).status).toBe(404);

    const renamed = await patient.put(`/api/vaccinations/dependents/${child.dependentId}`, {
      firstName: 'Junior Paul',
      lastName: 'Ekwalla',
      dateOfBirth: daysAgo(50),
      sex: 'male',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.json<{ person: VaccinationPerson }>().person).toMatchObject({ firstName: 'Junior Paul' });

    const kept = await patient.post('/api/vaccinations/doses', {
      dependentId: child.dependentId,
      vaccineCode: 'bcg',
      doseNumber: 1,
      givenOn: daysAgo(50),
    });
    const keptId = kept.json<{ dose: RecordedDose }>().dose.id;
    expect((await patient.delete(`/api/vaccinations/dependents/${child.dependentId}`)).status).toBe(204);
    expect((await patient.get(`/api/vaccinations/card?dependentId=${child.dependentId}`)).status).toBe(404);
    expect((await patient.delete(`/api/vaccinations/doses/${keptId}`)).status).toBe(404);

    const actions = (
      await server.deps.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.actorId, userId), eq(auditLog.outcome, 'success')))
    ).map((row) => row.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'dependent.create',
        'dependent.update',
        'dependent.delete',
        'vaccination_dose.create',
        'vaccination_dose.update',
        'vaccination_dose.delete',
      ]),
    );
  });

  it('refuses a second record of the same dose with 409 vaccination_dose_exists, for a child and for the holder', async () => {
    const { client: patient } = await signedIn(server, 'patient');
    const child = await addChild(patient);
    const dose = { dependentId: child.dependentId, vaccineCode: 'bcg', doseNumber: 1, givenOn: daysAgo(49) };
    expect((await patient.post('/api/vaccinations/doses', dose)).status).toBe(201);
    const again = await patient.post('/api/vaccinations/doses', { ...dose, givenOn: daysAgo(40) });
    expect(again.status).toBe(409);
    expect(again.json<{ code: string }>().code).toBe('vaccination_dose_exists');

    const own = { dependentId: null, vaccineCode: 'hepb', doseNumber: 1, givenOn: '2020-05-04' };
    expect((await patient.post('/api/vaccinations/doses', own)).status).toBe(201);
    expect((await patient.post('/api/vaccinations/doses', own)).status).toBe(409);
    const ownCard = (await patient.get('/api/vaccinations/card')).json<VaccinationCard>();
    expect(entryOf(ownCard, 'hepb', 1)?.status).toBe('given');
    expect(entryOf(ownCard, 'hepb', 2)).toMatchObject({ status: 'overdue', dueOn: '2020-06-01' });
  });

  it('refuses bad input field by field with a 400, never a 500', async () => {
    const { client: patient } = await signedIn(server, 'patient');
    const child = await addChild(patient, 49);
    const badChild = await patient.post('/api/vaccinations/dependents', {
      firstName: ' ',
      dateOfBirth: '2001-01-01',
      sex: 'x',
    });
    expect(badChild.status).toBe(400);
    expect(badChild.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors).toEqual({
      firstName: ['validation.required'],
      dateOfBirth: ['validation.childTooOld'],
      sex: ['validation.selectOption'],
    });
    const future = await patient.post('/api/vaccinations/dependents', {
      firstName: 'Bébé',
      dateOfBirth: addSpan(today, { days: 2 }),
      sex: 'female',
    });
    expect(future.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors).toEqual({
      dateOfBirth: ['validation.dateInFuture'],
    });

    const base = { dependentId: child.dependentId, vaccineCode: 'penta', doseNumber: 1, givenOn: daysAgo(1) };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ vaccineCode: 'grippe' }, 'vaccineCode', 'validation.selectOption'],
      [{ doseNumber: 7 }, 'doseNumber', 'validation.selectOption'],
      [{ givenOn: addSpan(today, { days: 1 }) }, 'givenOn', 'validation.dateInFuture'],
      [{ givenOn: daysAgo(60) }, 'givenOn', 'validation.beforeBirth'],
      [{ givenOn: '2026-02-30' }, 'givenOn', 'validation.invalidDate'],
      [{ place: 'x'.repeat(121) }, 'place', 'validation.tooLong'],
    ];
    for (const [change, field, message] of cases) {
      const res = await patient.post('/api/vaccinations/doses', { ...base, ...change });
      expect(res.status, field).toBe(400);
      expect(res.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors[field]).toEqual([message]);
    }
    expect((await patient.post('/api/vaccinations/doses', '{oops')).status).toBe(400);
    expect((await patient.get('/api/vaccinations/card?dependentId=abc')).status).toBe(400);

    await patient.post('/api/vaccinations/doses', { ...base, givenOn: daysAgo(5) });
    const later = await patient.put(`/api/vaccinations/dependents/${child.dependentId}`, {
      firstName: 'Junior',
      dateOfBirth: daysAgo(2),
      sex: 'male',
    });
    expect(later.status).toBe(400);
    expect(later.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors).toEqual({
      dateOfBirth: ['validation.doseBeforeBirth'],
    });
  });

  it("keeps each patient to their own children and doses: another patient's ids are 404", async () => {
    const { client: owner } = await signedIn(server, 'patient');
    const child = await addChild(owner);
    const created = await owner.post('/api/vaccinations/doses', {
      dependentId: child.dependentId,
      vaccineCode: 'bcg',
      doseNumber: 1,
      givenOn: daysAgo(49),
    });
    const doseId = created.json<{ dose: RecordedDose }>().dose.id;
    const { client: other, userId: otherId } = await signedIn(server, 'patient');
    const childPath = `/api/vaccinations/dependents/${child.dependentId}`;
    expect((await other.get(`/api/vaccinations/card?dependentId=${child.dependentId}`)).status).toBe(404);
    expect((await other.put(childPath, { firstName: 'X', dateOfBirth: daysAgo(3), sex: 'male' })).status).toBe(404);
    expect((await other.delete(childPath)).status).toBe(404);
    expect(
      (
        await other.post('/api/vaccinations/doses', {
          dependentId: child.dependentId,
          vaccineCode: 'penta',
          doseNumber: 1,
          givenOn: daysAgo(1),
        })
      ).status,
    ).toBe(404);
    expect((await other.put(`/api/vaccinations/doses/${doseId}`, { givenOn: daysAgo(2) })).status).toBe(404);
    expect((await other.delete(`/api/vaccinations/doses/${doseId}`)).status).toBe(404);
    expect((await other.delete('/api/vaccinations/doses/not-a-uuid')).status).toBe(404);
    expect((await other.get('/api/vaccinations/people')).json<VaccinationPeopleResponse>().people).toHaveLength(1);
    expect((await other.get('/api/vaccinations/due')).json<DueDosesResponse>().due).toEqual([]);

    const ownerCard = (
      await owner.get(`/api/vaccinations/card?dependentId=${child.dependentId}`)
    ).json<VaccinationCard>();
    expect(ownerCard.person.firstName).toBe('Junior');
    expect(ownerCard.doses).toHaveLength(1);
    const failures = await server.deps.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.actorId, otherId), eq(auditLog.outcome, 'failure')));
    expect(failures.map((row) => row.action)).toEqual(expect.arrayContaining(['dependent.update', 'dependent.delete']));
  });

  it('is for patients only: 401 anonymous, 403 doctors and staff', async () => {
    expect((await server.client().get('/api/vaccinations/due')).status).toBe(401);
    expect((await server.client().post('/api/vaccinations/dependents', {})).status).toBe(401);
    expect((await (await signedIn(server, 'medecin')).client.get('/api/vaccinations/people')).status).toBe(403);
    expect((await (await signedIn(server, 'admin')).client.get('/api/vaccinations/card')).status).toBe(403);
  });
});
