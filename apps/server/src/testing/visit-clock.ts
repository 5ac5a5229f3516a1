import { eq, sql } from 'drizzle-orm';
import { vi } from 'vitest';
import type { Db } from '../db/client';
import { bookings } from '../db/schema/availability';
import type { TestServer } from './test-server';

/**
 * Moves a booking's start to `minutes` from now, keeping its length: the visit's steps open near its start
 * (« en route » two hours before, « terminer » from the start, issue #13), so tests that walk a visit booked days
 * ahead bring it within reach first, whatever the time of day.
 */
export async function startVisitIn(db: Db, bookingId: string, minutes: number): Promise<void> {
  const startsAt = new Date(Date.now() + minutes * 60_000);
  await db
    .update(bookings)
    .set({
      startsAt,
      endsAt: sql`${startsAt.toISOString()}::timestamptz + (${bookings.endsAt} - ${bookings.startsAt})`,
    })
    .where(eq(bookings.id, bookingId));
}

/**
 * Runs the jobs due once a step's undo window (`STEP_UNDO_SECONDS`) has passed, on a fake clock moved `seconds`
 * ahead, then gives the real clock back: the patient's message for a step goes out only then.
 */
export async function drainJobsAfter(server: TestServer, seconds: number): Promise<void> {
  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    vi.setSystemTime(new Date(Date.now() + seconds * 1000));
    await server.worker.drain();
  } finally {
    vi.useRealTimers();
  }
}
