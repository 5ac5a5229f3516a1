import {
  joinOpensAt,
  type CallView,
  type QualityReportView,
  type TeleconsultationView,
} from '@sante/shared/teleconsultation-constants';
import { isStaffRole } from '@sante/shared/roles';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../../app-context';
import { bookings } from '../../db/schema/availability';
import { payableSettlements } from '../../db/schema/payments';
import { teleconsultationCalls, teleconsultationQualityReports } from '../../db/schema/teleconsultations';
import { AppError } from '../../lib/app-error';
import { bookingScope, type Viewer } from '../bookings/booking-scope';
import { loadBookingViews } from '../bookings/booking-view';

type CallRow = typeof teleconsultationCalls.$inferSelect;

export function callViewOf(row: CallRow): CallView {
  return {
    state: row.state,
    patientJoinedAt: row.patientJoinedAt?.toISOString() ?? null,
    doctorJoinedAt: row.doctorJoinedAt?.toISOString() ?? null,
    startedAt: row.startedAt?.toISOString() ?? null,
    endedAt: row.endedAt?.toISOString() ?? null,
    missedBy: row.missedBy,
    callbackRequestedAt: row.callbackRequestedAt?.toISOString() ?? null,
  };
}

function qualityViewOf(row: typeof teleconsultationQualityReports.$inferSelect): QualityReportView {
  return {
    side: row.side,
    readings: row.readings,
    rttAvgMs: row.rttAvgMs,
    rttMaxMs: row.rttMaxMs,
    lossPermille: row.lossPermille,
    relayed: row.relayed,
    bytesSent: row.bytesSent,
    bytesReceived: row.bytesReceived,
    fallbacks: row.fallbacks,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Teleconsultations as their patient, their doctor and staff see them: the booking view (scoped by `bookingScope`,
 * kind `teleconsultation`), its call and whether a payment settled it. `where` narrows further (list scopes).
 */
export async function loadTeleconsultations(
  deps: Pick<AppDeps, 'db' | 'env'>,
  viewer: Viewer,
  where: SQL | undefined,
  now: Date,
  order: 'start' | 'upcoming' = 'upcoming',
): Promise<TeleconsultationView[]> {
  const views = await loadBookingViews(
    deps,
    and(bookingScope(viewer), eq(bookings.visitKind, 'teleconsultation'), where),
    viewer,
    now,
    order,
  );
  if (views.length === 0) return [];
  const ids = views.map((view) => view.id);
  const [calls, settled, reports] = await Promise.all([
    deps.db.select().from(teleconsultationCalls).where(inArray(teleconsultationCalls.bookingId, ids)),
    deps.db
      .select({ payableId: payableSettlements.payableId })
      .from(payableSettlements)
      .where(and(eq(payableSettlements.payableType, 'booking'), inArray(payableSettlements.payableId, ids))),
    // The measured figures are for staff (ADR 047): the participants see their own live in the room.
    isStaffRole(viewer.role)
      ? deps.db
          .select()
          .from(teleconsultationQualityReports)
          .where(inArray(teleconsultationQualityReports.bookingId, ids))
          .orderBy(teleconsultationQualityReports.side)
      : Promise.resolve([]),
  ]);
  const paid = new Set(settled.map((row) => row.payableId));
  return views.map((booking) => {
    const call = calls.find((row) => row.bookingId === booking.id);
    return {
      booking,
      call: call ? callViewOf(call) : null,
      paid: paid.has(booking.id),
      joinOpensAt: joinOpensAt(new Date(booking.startsAt)).toISOString(),
      refundDue: call?.missedBy === 'doctor' && booking.paymentStatus === 'succeeded',
      quality: reports.filter((report) => report.bookingId === booking.id).map(qualityViewOf),
    };
  });
}

/** One teleconsultation the viewer reaches, else 404 (another person's looks like one that does not exist). */
export async function loadTeleconsultation(
  deps: Pick<AppDeps, 'db' | 'env'>,
  viewer: Viewer,
  id: string,
  now: Date,
): Promise<TeleconsultationView> {
  const [view] = await loadTeleconsultations(deps, viewer, eq(bookings.id, id), now);
  if (!view) throw new AppError('not_found');
  return view;
}
