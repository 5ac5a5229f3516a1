import { STEP_UNDO_SECONDS } from '@sante/shared/booking-constants';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-context';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/availability';
import { bookingEvents } from '../../db/schema/bookings';
import { enqueue, type JobHandler } from '../../jobs/queue';
import { notifyPatient } from './booking-notifications';

export const STEP_NOTICE_JOB = 'booking.step-notice';

type NoticeStep = 'doctor_en_route' | 'prescription_ready';

/**
 * Queues the patient's message for a step ("en route", "ordonnance prête") once its undo window has passed
 * (issue #13: the doctor may take the step back for `STEP_UNDO_SECONDS`), in the step's transaction.
 */
export async function scheduleStepNotice(
  tx: Db,
  notice: { bookingId: string; eventId: string; step: NoticeStep },
  now: Date,
): Promise<void> {
  await enqueue(tx, STEP_NOTICE_JOB, notice, new Date(now.getTime() + STEP_UNDO_SECONDS * 1000));
}

/** Tells the patient, unless the step was undone (its event is gone) or the booking moved back before it. */
export function stepNoticeHandler(deps: Pick<AppDeps, 'db' | 'env'>): JobHandler {
  return async (job) => {
    const { bookingId, eventId, step } = job.payload;
    if (typeof bookingId !== 'string' || typeof eventId !== 'string') return;
    if (step !== 'doctor_en_route' && step !== 'prescription_ready') return;
    await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ booking: bookings })
        .from(bookingEvents)
        .innerJoin(bookings, eq(bookings.id, bookingEvents.bookingId))
        .where(and(eq(bookingEvents.id, eventId), eq(bookingEvents.bookingId, bookingId)));
      if (!row || row.booking.status === 'cancelled') return;
      await notifyPatient(tx, deps.env, row.booking, step);
    });
  };
}
