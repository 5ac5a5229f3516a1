import { describe, expect, it } from 'vitest';
import { DatabaseBusyError, DatabaseUnavailableError } from '../../db/connection-errors';
import { capturingLogger } from '../../lib/logger';
import type { Appended, AppendRequest } from './append-messages';
import { MessageBatches, type BatchLimits } from './message-batches';

const request = (body: string, clientId: string = crypto.randomUUID()): AppendRequest => ({
  participant: { userId: 'u1', role: 'patient' },
  conversationId: 'c1',
  clientId,
  body,
  now: new Date(),
});
const stored = (request: AppendRequest) => ({ message: { body: request.body } }) as unknown as Appended;

/** A writer whose statements the test finishes one by one. */
function heldWriter() {
  const batches: { bodies: string[]; finish: (error?: Error) => void }[] = [];
  const write = (requests: readonly AppendRequest[]) =>
    new Promise<(Appended | null)[]>((resolve, reject) => {
      batches.push({
        bodies: requests.map((r) => r.body),
        finish: (error) => (error ? reject(error) : resolve(requests.map(stored))),
      });
    });
  return { batches, write };
}

const limits: BatchLimits = { maxBatch: 3, maxWaiting: 5, maxWaitMs: 1_000 };
const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('MessageBatches (group commit of messages)', () => {
  it('writes a lone message at once, and what arrives meanwhile in the next statement, in order, at most maxBatch', async () => {
    const { batches, write } = heldWriter();
    const queue = new MessageBatches(write, capturingLogger().logger, limits);
    const first = queue.append(request('a'));
    await turn();
    expect(batches.map((batch) => batch.bodies)).toEqual([['a']]);
    const later = ['b', 'c', 'd', 'e'].map((body) => queue.append(request(body)));
    batches[0]?.finish();
    expect((await first)?.message.body).toBe('a');
    await turn();
    expect(batches.map((batch) => batch.bodies)).toEqual([['a'], ['b', 'c', 'd']]);
    batches[1]?.finish();
    await turn();
    expect(batches[2]?.bodies).toEqual(['e']);
    batches[2]?.finish();
    expect((await Promise.all(later)).map((appended) => appended?.message.body)).toEqual(['b', 'c', 'd', 'e']);
  });

  it('keeps a second copy of a client id for the next statement (then recognised as a retry)', async () => {
    const { batches, write } = heldWriter();
    const queue = new MessageBatches(write, capturingLogger().logger, limits);
    const same = crypto.randomUUID();
    const sent = [queue.append(request('x', same)), queue.append(request('x again', same)), queue.append(request('y'))];
    await turn();
    expect(batches[0]?.bodies).toEqual(['x', 'y']);
    batches[0]?.finish();
    await turn();
    expect(batches[1]?.bodies).toEqual(['x again']);
    batches[1]?.finish();
    await Promise.all(sent);
  });

  it('refuses at once (busy) when too many wait, or when the oldest has waited too long', async () => {
    const { batches, write } = heldWriter();
    let now = 0;
    const queue = new MessageBatches(write, capturingLogger().logger, limits, () => now);
    const inFlight = queue.append(request('in flight'));
    await turn();
    const waiting = Array.from({ length: 5 }, (_, i) => queue.append(request(`w${i}`)));
    await expect(queue.append(request('one too many'))).rejects.toBeInstanceOf(DatabaseBusyError);
    batches[0]?.finish();
    await inFlight;
    await turn();
    const second = batches[1];
    const third = queue.append(request('after'));
    now = 5_000;
    await expect(queue.append(request('late'))).rejects.toBeInstanceOf(DatabaseBusyError);
    second?.finish();
    await turn();
    batches[2]?.finish();
    await Promise.all([...waiting, third]);
  });

  it('an unreachable database fails the statement’s messages; any other failure sends them one by one', async () => {
    const { batches, write } = heldWriter();
    const { logger, lines } = capturingLogger();
    const queue = new MessageBatches(write, logger, limits);
    const lost = queue.append(request('a'));
    await turn();
    batches[0]?.finish(new DatabaseUnavailableError('down'));
    await expect(lost).rejects.toBeInstanceOf(DatabaseUnavailableError);
    const single = queue.append(request('b'));
    await turn();
    batches[1]?.finish(Object.assign(new Error('duplicate key'), { code: '23505' }));
    expect(await single).toBeNull();
    expect(lines()).toContain('message batch failed');
    expect(lines()).not.toContain('duplicate key');
  });
});
