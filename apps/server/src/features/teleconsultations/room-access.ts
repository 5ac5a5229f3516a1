import { isFinalCallState, joinOpensAt, type VideoSide } from '@sante/shared/teleconsultation-constants';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/availability';
import { payableSettlements } from '../../db/schema/payments';
import { teleconsultationCalls } from '../../db/schema/teleconsultations';
import { AppError } from '../../lib/app-error';
import { bookingScope, type Viewer } from '../bookings/booking-scope';

export type RoomEntry = {
  booking: typeof bookings.$inferSelect;
  call: typeof teleconsultationCalls.$inferSelect | null;
  side: VideoSide;
};

/** The participant's side: the booking's patient or its doctor; staff and anyone else are not in the call. */
export function sideOf(viewer: Viewer): VideoSide {
  if (viewer.role === 'patient') return 'patient';
  if (viewer.role === 'medecin') return 'doctor';
  throw new AppError('forbidden');
}

/**
 * Who may enter the room of a teleconsultation (join, TURN credentials, the signalling socket; ADR 030): its
 * patient or its doctor only (staff 403, anyone else 404 through the booking's scope), once a payment settled it
 * (402 `teleconsultation_not_paid`), from 10 minutes before the start (409 `teleconsultation_not_open`) to its end
 * (410 `teleconsultation_over`; a call in progress may run over, and may be rejoined), never once the call has ended
 * or was missed, nor for a cancelled or completed booking.
 */
export async function assertMayEnter(db: Db, viewer: Viewer, id: string, now: Date): Promise<RoomEntry> {
  const side = sideOf(viewer);
  const [row] = await db
    .select({ booking: bookings, call: teleconsultationCalls, settledBy: payableSettlements.paymentId })
    .from(bookings)
    .leftJoin(teleconsultationCalls, eq(teleconsultationCalls.bookingId, bookings.id))
    .leftJoin(
      payableSettlements,
      and(eq(payableSettlements.payableType, 'booking'), eq(payableSettlements.payableId, bookings.id)),
    )
    .where(and(eq(bookings.id, id), eq(bookings.visitKind, 'teleconsultation'), bookingScope(viewer)));
  if (!row) throw new AppError('not_found');
  assertRoomOpen(row, now);
  return { booking: row.booking, call: row.call, side };
}

/** The room's own rules, whoever enters (a participant or an invited guest, ADR 052): paid, open, not over. */
export function assertRoomOpen(
  row: {
    booking: Pick<typeof bookings.$inferSelect, 'status' | 'startsAt' | 'endsAt'>;
    call: Pick<typeof teleconsultationCalls.$inferSelect, 'state'> | null;
    settledBy: string | null;
  },
  now: Date,
): void {
  const { booking, call } = row;
  if (booking.status === 'cancelled' || booking.status === 'completed') throw new AppError('teleconsultation_over');
  if (!row.settledBy) throw new AppError('teleconsultation_not_paid');
  if (isFinalCallState(call?.state ?? null)) throw new AppError('teleconsultation_over');
  if (now < joinOpensAt(booking.startsAt)) throw new AppError('teleconsultation_not_open');
  if (now >= booking.endsAt && call?.state !== 'in_progress') throw new AppError('teleconsultation_over');
}
