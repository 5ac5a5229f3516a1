import { afterEach, describe, expect, it, vi } from 'vitest';
import { DatabaseBusyError, isDatabaseUnavailable } from './connection-errors';
import { createDatabaseGate } from './database-gate';

afterEach(() => {
  vi.useRealTimers();
});

describe('createDatabaseGate', () => {
  it('admits maxActive at once, queues maxQueued in order, refuses the rest at once', async () => {
    const gate = createDatabaseGate({ maxActive: 1, maxQueued: 2, timeoutMs: 10_000 });
    const order: string[] = [];
    const first = await gate.enter();
    const second = gate.enter().then((release) => (order.push('second'), release));
    const third = gate.enter().then((release) => (order.push('third'), release));
    const refused = await gate.enter().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DatabaseBusyError);
    expect(isDatabaseUnavailable(refused)).toBe(true);

    first();
    first(); // a second release of the same turn changes nothing
    const releaseSecond = await second;
    expect(order).toEqual(['second']);
    releaseSecond();
    (await third)();
    expect(order).toEqual(['second', 'third']);
    // Everyone left: the next one enters at once.
    (await gate.enter())();
  });

  it('refuses a request that waited longer than timeoutMs, and keeps the queue in order', async () => {
    vi.useFakeTimers();
    const gate = createDatabaseGate({ maxActive: 1, maxQueued: 5, timeoutMs: 300 });
    const first = await gate.enter();
    const waiting = gate.enter().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(299);
    const later = gate.enter();
    await vi.advanceTimersByTimeAsync(1);
    expect(await waiting).toBeInstanceOf(DatabaseBusyError);
    first();
    (await later)();
  });

  it('refuses a request whose turn came after timeoutMs even if its timer could not fire (a busy event loop)', async () => {
    let clock = 0;
    const gate = createDatabaseGate({ maxActive: 1, maxQueued: 5, timeoutMs: 300, now: () => clock });
    const first = await gate.enter();
    const late = gate.enter().catch((error: unknown) => error);
    const next = gate.enter().catch((error: unknown) => error);
    // The clock moves on without the timers running, as when PGlite holds the loop.
    clock = 400;
    first();
    expect(await late).toBeInstanceOf(DatabaseBusyError);
    // The refused turn was passed on: the next one waited too long as well, and the gate is free again.
    expect(await next).toBeInstanceOf(DatabaseBusyError);
    (await gate.enter())();
  });
});
