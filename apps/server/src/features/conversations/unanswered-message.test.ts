import { UNANSWERED_MESSAGE_TASK_HOURS, type TasksResponse } from '@sante/shared/task-constants';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema/availability';
import { jobs } from '../../db/schema/jobs';
import { services } from '../../db/schema/services';
import { tasks } from '../../db/schema/tasks';
import { signedInCarer } from '../../testing/carer-account';
import { signedIn, type SignedIn } from '../../testing/signed-in-client';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { UNANSWERED_MESSAGE_JOB } from './unanswered-message';

let server: TestServer;
let patient: SignedIn;
let carer: SignedIn;
let admin: SignedIn;

async function start(account: SignedIn, body: unknown): Promise<string> {
  const response = await account.client.post('/api/conversations', body);
  expect([200, 201]).toContain(response.status);
  return response.json<{ conversationId: string }>().conversationId;
}

async function send(account: SignedIn, conversationId: string, body: string) {
  const response = await account.client.post(`/api/conversations/${conversationId}/messages`, {
    clientId: crypto.randomUUID(),
    body,
  });
  expect(response.status).toBe(201);
}

/** The clock moves past the delay: the pending checks fall due now, then the worker runs them. */
async function delayPasses() {
  await server.deps.db
    .update(jobs)
    .set({ runAt: new Date() })
    .where(and(eq(jobs.kind, UNANSWERED_MESSAGE_JOB), eq(jobs.status, 'pending')));
  await server.worker.drain();
}

const replyTasks = (conversationId: string) =>
  server.deps.db
    .select({ status: tasks.status, ownerId: tasks.ownerId, patientId: tasks.patientId })
    .from(tasks)
    .where(and(eq(tasks.kind, 'message_reply'), eq(tasks.focusId, conversationId)));

beforeAll(async () => {
  server = await startTestServer();
  const [service] = await server.deps.db.select({ id: services.id }).from(services).limit(1);
  if (!service) throw new Error('no default service');
  [patient, admin] = await Promise.all([signedIn(server, 'patient'), signedIn(server, 'admin')]);
  carer = await signedInCarer(server);
  const startsAt = new Date(Date.now() + 48 * 3_600_000);
  await server.deps.db.insert(bookings).values({
    patientId: patient.userId,
    doctorId: carer.userId,
    serviceId: service.id,
    visitKind: 'home_visit',
    startsAt,
    endsAt: new Date(startsAt.getTime() + 3_600_000),
    status: 'confirmed',
    priceXaf: 20_000,
    reference: 'SAD-UM0001',
    paymentChoice: 'cash',
  });
});
afterAll(() => server.close());

describe('« Message à répondre » (ADR 050)', () => {
  it(`a patient's message unanswered after ${UNANSWERED_MESSAGE_TASK_HOURS} h opens one task for the carer; the answer closes it`, async () => {
    const conversationId = await start(patient, { with: 'carer', carerId: carer.userId });
    await send(patient, conversationId, 'Bonjour, la fièvre continue');
    await send(patient, conversationId, 'Je dois doubler la dose ?');
    const [check] = await server.deps.db
      .select({
        hours: sql<number>`extract(epoch from (${jobs.runAt} - ${jobs.createdAt})) / 3600`.mapWith(Number),
      })
      .from(jobs)
      .where(eq(jobs.kind, UNANSWERED_MESSAGE_JOB))
      .limit(1);
    expect(check?.hours).toBeCloseTo(UNANSWERED_MESSAGE_TASK_HOURS, 1);
    expect(await replyTasks(conversationId)).toEqual([]);

    await delayPasses();
    expect(await replyTasks(conversationId)).toEqual([
      { status: 'requested', ownerId: carer.userId, patientId: patient.userId },
    ]);
    const mine = (await carer.client.get('/api/doctor/tasks?status=open')).json<TasksResponse>().tasks;
    expect(mine.filter((task) => task.kind === 'message_reply').map((task) => task.focusId)).toEqual([conversationId]);

    await send(carer, conversationId, 'Non, gardez la même dose.');
    expect((await replyTasks(conversationId)).map((task) => task.status)).toEqual(['completed']);
  });

  it('an answer before the delay: no new task (the thread is the same one, its first task stays completed)', async () => {
    const conversationId = await start(patient, { with: 'carer', carerId: carer.userId });
    const before = await replyTasks(conversationId);
    await send(patient, conversationId, 'Merci pour la visite');
    await send(carer, conversationId, 'Avec plaisir');
    await delayPasses();
    expect(await replyTasks(conversationId)).toEqual(before);
    expect((await replyTasks(conversationId)).filter((task) => task.status === 'requested')).toEqual([]);
  });

  it('a team thread: the task is the team’s (no owner) until staff answer', async () => {
    const conversationId = await start(patient, { with: 'team' });
    await send(patient, conversationId, 'Question sur ma facture');
    await delayPasses();
    expect(await replyTasks(conversationId)).toEqual([
      { status: 'requested', ownerId: null, patientId: patient.userId },
    ]);
    const team = (await admin.client.get('/api/admin/tasks?status=open')).json<TasksResponse>().tasks;
    expect(team.some((task) => task.kind === 'message_reply' && task.focusId === conversationId)).toBe(true);
    await send(admin, conversationId, 'Nous regardons votre facture.');
    expect((await replyTasks(conversationId)).map((task) => task.status)).toEqual(['completed']);
  });
});
