import { QUALITY_REPORT_GRACE_MINUTES } from '@sante/shared/teleconsultation-constants';
import type { ZQualityReportSchema } from '@sante/shared/teleconsultation-schemas';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../app-context';
import { bookings } from '../../db/schema/availability';
import { teleconsultationCalls, teleconsultationQualityReports } from '../../db/schema/teleconsultations';
import { AppError } from '../../lib/app-error';
import type { BookingActor } from '../bookings/booking-actor';
import { bookingScope } from '../bookings/booking-scope';
import { sideOf } from './room-access';

type Report = z.output<typeof ZQualityReportSchema>;

const graceMs = QUALITY_REPORT_GRACE_MINUTES * 60_000;

/**
 * `POST /api/teleconsultations/{id}/quality` (ADR 047): a participant's browser sends its summary of the call
 * (`getStats` readings), every minute and on leaving; it replaces that participant's previous one. Only the
 * booking's patient or doctor who entered the room (staff 403, someone else's consultation 404), while the call
 * runs or up to 10 minutes after it ended (409 `call_invalid_transition` otherwise). Figures only, not audited:
 * they describe the network, not the person.
 */
export async function recordCallQuality(
  deps: Pick<AppDeps, 'db'>,
  participant: BookingActor & { userId: string },
  id: string,
  report: Report,
  now: Date,
): Promise<void> {
  const viewer = { userId: participant.userId, role: participant.role };
  const side = sideOf(viewer);
  const [row] = await deps.db
    .select({ call: teleconsultationCalls })
    .from(bookings)
    .leftJoin(teleconsultationCalls, eq(teleconsultationCalls.bookingId, bookings.id))
    .where(and(eq(bookings.id, id), eq(bookings.visitKind, 'teleconsultation'), bookingScope(viewer)));
  if (!row) throw new AppError('not_found');
  const call = row.call;
  const joinedAt = side === 'patient' ? call?.patientJoinedAt : call?.doctorJoinedAt;
  const closedAt = call?.endedAt ?? (call?.state === 'missed' ? call.updatedAt : null);
  const tooLate = closedAt !== null && closedAt !== undefined && now.getTime() - closedAt.getTime() > graceMs;
  if (!call || !joinedAt || tooLate) throw new AppError('call_invalid_transition');
  const values = { ...report, side, updatedAt: now };
  await deps.db
    .insert(teleconsultationQualityReports)
    .values({ bookingId: id, userId: participant.userId, ...values })
    .onConflictDoUpdate({
      target: [teleconsultationQualityReports.bookingId, teleconsultationQualityReports.userId],
      set: values,
    });
}
