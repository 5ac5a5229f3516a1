import type { ImmediateRequestView } from '@sante/shared/teleconsultation-constants';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../app-context';
import { immediateConsultations } from '../../db/schema/teleconsultations';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import type { BookingActor } from '../bookings/booking-actor';
import { publishImmediate, selectImmediateRequests } from './immediate-view';

/**
 * `POST /api/teleconsultations/immediate/{id}/callback-done` (`video_callbacks.handle`, ADR 047): staff called back
 * the patient of an expired immediate request who asked for it; the request leaves the call-backs to handle. An
 * unknown request is 404; one without a call-back asked, or already done, is 409. Audited in the same transaction.
 */
export async function markCallbackDone(
  deps: Pick<AppDeps, 'db' | 'realtime'>,
  staff: BookingActor & { userId: string },
  id: string,
  now: Date,
): Promise<ImmediateRequestView> {
  const row = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(immediateConsultations)
      .set({ callbackDoneAt: now, callbackDoneBy: staff.userId })
      .where(
        and(
          eq(immediateConsultations.id, id),
          isNotNull(immediateConsultations.callbackRequestedAt),
          isNull(immediateConsultations.callbackDoneAt),
        ),
      )
      .returning();
    if (!updated) return null;
    await audit(tx, {
      action: 'teleconsultation.immediate_callback_done',
      outcome: 'success',
      actorId: staff.userId,
      actorRole: staff.role,
      targetType: 'immediate_consultation',
      targetId: id,
      ip: staff.ip,
      requestId: staff.requestId,
    });
    return updated;
  });
  const [view] = await selectImmediateRequests(deps.db, eq(immediateConsultations.id, id), { withPhone: true });
  if (!view) throw new AppError('not_found');
  if (!row) throw new AppError('call_invalid_transition');
  publishImmediate(deps, row, row.status, []);
  return view;
}
