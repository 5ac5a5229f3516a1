import { and, eq, isNull } from 'drizzle-orm';
import type { ImmediateRequestView } from '@sante/shared/teleconsultation-constants';
import type { AppDeps } from '../../app-context';
import { immediateConsultations } from '../../db/schema/teleconsultations';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import type { BookingActor } from '../bookings/booking-actor';
import { publishImmediate, selectImmediateRequests } from './immediate-view';

/**
 * After an expired immediate request, its patient asks to be called back by phone (ADR 041): staff see it on
 * `/admin/visioconsultations`. Someone else's request is 404; a request not expired (or already asked) is 409.
 */
export async function requestImmediateCallback(
  deps: Pick<AppDeps, 'db' | 'realtime'>,
  patient: BookingActor & { userId: string },
  id: string,
  now: Date,
): Promise<ImmediateRequestView> {
  const ownRequest = and(eq(immediateConsultations.id, id), eq(immediateConsultations.patientId, patient.userId));
  const row = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(immediateConsultations)
      .set({ callbackRequestedAt: now })
      .where(
        and(
          ownRequest,
          eq(immediateConsultations.status, 'expired'),
          isNull(immediateConsultations.callbackRequestedAt),
        ),
      )
      .returning();
    if (!updated) return null;
    await audit(tx, {
      action: 'teleconsultation.immediate_callback',
      outcome: 'success',
      actorId: patient.userId,
      actorRole: patient.role,
      targetType: 'immediate_consultation',
      targetId: id,
      ip: patient.ip,
      requestId: patient.requestId,
    });
    return updated;
  });
  const [view] = await selectImmediateRequests(deps.db, ownRequest);
  if (!view) throw new AppError('not_found');
  if (!row) throw new AppError('call_invalid_transition');
  publishImmediate(deps, row, 'expired', []);
  return view;
}
