import type { ClockEventView } from '@sante/shared/clock-constants';
import type { ZClockReviewRequestSchema } from '@sante/shared/clock-schemas';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { clockEvents } from '../../db/schema/clock';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import type { ClockActor } from './clock-actor';
import { clockEventView } from './clock-event-view';

type ReviewInput = z.output<typeof ZClockReviewRequestSchema>;

const HOUR = 3_600_000;

/**
 * `POST /api/admin/clock/events/{id}/review` (`attendance.correct`): approves an event as it is, or corrects it:
 * its time (`correctedAt`), or, on a clock-in missing its clock-out, the end of the shift (`clockOutAt`: a
 * clock-out written by staff). The reason is kept on the event; the audit row says who, what and when (no text).
 */
export async function reviewClockEvent(
  db: Db,
  actor: ClockActor,
  id: string,
  input: ReviewInput,
  now: Date,
): Promise<ClockEventView> {
  return db.transaction(async (tx) => {
    const [event] = await tx.select().from(clockEvents).where(eq(clockEvents.id, id)).for('update');
    if (!event) throw new AppError('not_found');
    const correctedAt = input.decision === 'corrected' && input.correctedAt ? new Date(input.correctedAt) : null;
    const clockOutAt = input.decision === 'corrected' && input.clockOutAt ? new Date(input.clockOutAt) : null;
    if (clockOutAt) {
      const startedAt = correctedAt ?? event.correctedAt ?? event.deviceAt;
      if (
        event.kind !== 'shift_in' ||
        clockOutAt <= startedAt ||
        clockOutAt.getTime() - startedAt.getTime() > 24 * HOUR
      )
        throw new AppError('validation_failed', { fieldErrors: { clockOutAt: ['validation.invalidDate'] } });
      await tx
        .insert(clockEvents)
        .values({
          carerId: event.carerId,
          clientId: `staff-${event.id}`,
          kind: 'shift_out',
          serverAt: now,
          deviceAt: clockOutAt,
          outcome: 'entered_by_staff',
          method: 'staff',
          reviewDecision: 'corrected',
          reviewReason: input.reason,
          reviewedBy: actor.userId,
          reviewedAt: now,
        })
        .onConflictDoUpdate({
          target: [clockEvents.carerId, clockEvents.clientId],
          set: { deviceAt: clockOutAt, reviewReason: input.reason, reviewedBy: actor.userId, reviewedAt: now },
        });
    }
    const [reviewed] = await tx
      .update(clockEvents)
      .set({
        reviewDecision: input.decision,
        reviewReason: input.reason,
        reviewedBy: actor.userId,
        reviewedAt: now,
        ...(correctedAt ? { correctedAt } : {}),
      })
      .where(eq(clockEvents.id, id))
      .returning();
    if (!reviewed) throw new AppError('not_found');
    await audit(tx, {
      action: 'clock_event.review',
      outcome: 'success',
      actorId: actor.userId,
      actorRole: actor.role,
      targetType: 'clock_event',
      targetId: id,
      ip: actor.ip,
      requestId: actor.requestId,
      details: {
        decision: input.decision,
        carerId: event.carerId,
        timeCorrected: correctedAt !== null,
        clockOutAdded: clockOutAt !== null,
      },
    });
    return clockEventView(reviewed);
  });
}
