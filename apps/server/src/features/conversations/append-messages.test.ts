import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationMessages, conversationReceipts, conversations } from '../../db/schema/conversations';
import { jobs } from '../../db/schema/jobs';
import { createAccount, type TestAccount } from '../../testing/signed-in-client';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { appendMessages, type AppendRequest } from './append-messages';
import { UNANSWERED_MESSAGE_JOB } from './unanswered-message';
import { UNDELIVERED_MESSAGE_JOB } from './undelivered-message';

/**
 * ADR 060: many messages, of several conversations and senders, in one statement. What one statement writes must be
 * what the single path writes: only senders in the conversation, only open threads, each client id once, sequences
 * consecutive in the order of the batch, the authors' watermarks and the jobs.
 */
describe('appendMessages (a batch in one statement)', () => {
  let server: TestServer;
  let patient: TestAccount;
  let otherPatient: TestAccount;
  let carer: TestAccount;
  let otherCarer: TestAccount;
  let staff: TestAccount;

  const thread = async (values: typeof conversations.$inferInsert) => {
    const [row] = await server.deps.db.insert(conversations).values(values).returning({ id: conversations.id });
    if (!row) throw new Error('conversation not inserted');
    return row.id;
  };
  const request = (account: TestAccount, conversationId: string, body: string, clientId = crypto.randomUUID()) =>
    ({
      participant: { userId: account.userId, role: account.role },
      conversationId,
      clientId,
      body,
      now: new Date(),
    }) satisfies AppendRequest;
  const stored = (conversationId: string) =>
    server.deps.db
      .select({ seq: conversationMessages.seq, body: conversationMessages.body })
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, conversationId))
      .orderBy(asc(conversationMessages.seq));

  beforeAll(async () => {
    server = await startTestServer();
    [patient, otherPatient, carer, otherCarer, staff] = await Promise.all([
      createAccount(server, 'patient'),
      createAccount(server, 'patient'),
      createAccount(server, 'medecin'),
      createAccount(server, 'medecin'),
      createAccount(server, 'personnel_operationnel'),
    ]);
  });
  afterAll(() => server?.close());

  it('numbers each thread consecutively in the order of the batch; watermarks and jobs as one by one', async () => {
    const carerThread = await thread({ kind: 'patient_carer', patientId: patient.userId, carerId: carer.userId });
    const teamThread = await thread({ kind: 'patient_team', patientId: patient.userId });
    const results = await appendMessages(server.deps.db, [
      request(patient, carerThread, 'un'),
      request(patient, teamThread, 'équipe un'),
      request(carer, carerThread, 'deux'),
      request(staff, teamThread, 'équipe deux'),
      request(patient, carerThread, 'trois'),
    ]);
    expect(results.map((result) => result?.message.seq)).toEqual([1, 1, 2, 2, 3]);
    expect(results[2]?.message.senderId).toBe(carer.userId);
    expect(results[2]?.conversation.kind).toBe('patient_carer');
    expect(await stored(carerThread)).toEqual([
      { seq: 1, body: 'un' },
      { seq: 2, body: 'deux' },
      { seq: 3, body: 'trois' },
    ]);
    const [carerRow] = await server.deps.db.select().from(conversations).where(eq(conversations.id, carerThread));
    expect(carerRow?.lastSeq).toBe(3);
    const receipts = await server.deps.db
      .select({ userId: conversationReceipts.userId, read: conversationReceipts.readSeq })
      .from(conversationReceipts)
      .where(eq(conversationReceipts.conversationId, carerThread));
    expect(receipts).toEqual(
      expect.arrayContaining([
        { userId: patient.userId, read: 3 },
        { userId: carer.userId, read: 2 },
      ]),
    );
    const queued = await server.deps.db
      .select({ kind: jobs.kind })
      .from(jobs)
      .where(inArray(jobs.kind, [UNDELIVERED_MESSAGE_JOB, UNANSWERED_MESSAGE_JOB]));
    // Five undelivered checks, and the unanswered check of the patient's three messages.
    expect(queued.filter((job) => job.kind === UNDELIVERED_MESSAGE_JOB)).toHaveLength(5);
    expect(queued.filter((job) => job.kind === UNANSWERED_MESSAGE_JOB)).toHaveLength(3);
  });

  it('leaves to the single path: a sender not in the thread, a closed thread, a client id already stored', async () => {
    const open = await thread({ kind: 'patient_carer', patientId: patient.userId, carerId: otherCarer.userId });
    const closed = await thread({ kind: 'patient_carer', patientId: otherPatient.userId, carerId: carer.userId });
    await server.deps.db.update(conversations).set({ status: 'closed' }).where(eq(conversations.id, closed));
    const internal = await thread({ kind: 'team_doctor', carerId: carer.userId });
    const clientId = crypto.randomUUID();
    const [first] = await appendMessages(server.deps.db, [request(patient, open, 'premier', clientId)]);
    expect(first?.message.seq).toBe(1);
    const results = await appendMessages(server.deps.db, [
      request(otherPatient, open, 'intrus'),
      request(patient, internal, 'interne'),
      request(staff, open, 'privé'),
      request(otherPatient, closed, 'fermé'),
      request(patient, open, 'encore', clientId),
      request(patient, open, 'deuxième'),
    ]);
    expect(results.map((result) => result?.message.seq ?? null)).toEqual([null, null, null, null, null, 2]);
    expect(await stored(open)).toEqual([
      { seq: 1, body: 'premier' },
      { seq: 2, body: 'deuxième' },
    ]);
    expect(await stored(internal)).toEqual([]);
    expect(await stored(closed)).toEqual([]);
  });

  it('batches running at once (two processes) over the same threads, listed in opposite orders: no gap, none lost', async () => {
    const [first, second] = await Promise.all([createAccount(server, 'medecin'), createAccount(server, 'medecin')]);
    const threads = await Promise.all(
      [first, second].map((account) =>
        thread({ kind: 'patient_carer', patientId: otherPatient.userId, carerId: account.userId }),
      ),
    );
    const batch = (order: string[]) =>
      order.flatMap((conversationId) => [1, 2, 3].map((n) => request(otherPatient, conversationId, `n°${n}`)));
    const runs = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        appendMessages(server.deps.db, batch(i % 2 === 0 ? threads : [...threads].reverse())),
      ),
    );
    expect(runs.flat().every((result) => result !== null)).toBe(true);
    for (const conversationId of threads) {
      expect((await stored(conversationId)).map((row) => row.seq)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    }
  });
});
