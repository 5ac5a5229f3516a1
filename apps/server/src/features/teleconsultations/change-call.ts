import { isFinalCallState, type CallState, type TeleconsultationView } from '@sante/shared/teleconsultation-constants';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-context';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/availability';
import { payableSettlements } from '../../db/schema/payments';
import { teleconsultationCalls } from '../../db/schema/teleconsultations';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import type { BookingActor } from '../bookings/booking-actor';
import { recordBookingEvent } from '../bookings/booking-events';
import { bookingScope } from '../bookings/booking-scope';
import { patchBooking } from '../bookings/update-booking';
import { publishCallState } from './call-updates';
import { loadTeleconsultation } from './teleconsultation-view';

type Owner = BookingActor & { userId: string };
type Transition = 'admit' | 'end' | 'callback';
type CallRow = typeof teleconsultationCalls.$inferSelect;

/** Each transition: the role that owns it, the states it leaves from (null: no call yet) and the state it reaches. */
const TRANSITIONS: Record<
  Transition,
  { role: 'medecin' | 'patient'; from: readonly (CallState | null)[]; to: CallState }
> = {
  admit: { role: 'medecin', from: ['waiting'], to: 'in_progress' },
  end: { role: 'medecin', from: ['waiting', 'in_progress', 'callback_requested'], to: 'ended' },
  callback: { role: 'patient', from: [null, 'waiting', 'in_progress'], to: 'callback_requested' },
};

/**
 * The call's transitions, each by its owner (ADR 030): the doctor admits the waiting patient (who must have entered)
 * and ends the call; the patient asks to be called back by phone (a paid consultation, not over). Another role is
 * 403, someone else's consultation 404, a call not in a starting state 409 `call_invalid_transition`. The call row
 * is locked, the change audited in the same transaction, and the new state pushed after the commit.
 */
export async function changeCall(
  deps: AppDeps,
  owner: Owner,
  id: string,
  transition: Transition,
  now: Date,
): Promise<TeleconsultationView> {
  const rule = TRANSITIONS[transition];
  if (owner.role !== rule.role) throw new AppError('forbidden');
  const viewer = { userId: owner.userId, role: owner.role };
  const booking = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ booking: bookings, settledBy: payableSettlements.paymentId })
      .from(bookings)
      .leftJoin(
        payableSettlements,
        and(eq(payableSettlements.payableType, 'booking'), eq(payableSettlements.payableId, bookings.id)),
      )
      .where(and(eq(bookings.id, id), eq(bookings.visitKind, 'teleconsultation'), bookingScope(viewer)));
    if (!row) throw new AppError('not_found');
    if (!row.settledBy) throw new AppError('teleconsultation_not_paid');
    const call = await lockedCall(tx, id);
    const state = call?.state ?? null;
    if (isFinalCallState(state) && transition === 'callback') throw new AppError('teleconsultation_over');
    if (!rule.from.includes(state)) throw new AppError('call_invalid_transition');
    if (transition === 'admit' && !call?.patientJoinedAt) throw new AppError('call_invalid_transition');
    const changes = {
      state: rule.to,
      updatedAt: now,
      ...(transition === 'admit' ? { startedAt: now } : {}),
      ...(transition === 'end' ? { endedAt: now, endedBy: owner.userId } : {}),
      ...(transition === 'callback' ? { callbackRequestedAt: now } : {}),
    };
    if (call) {
      await tx.update(teleconsultationCalls).set(changes).where(eq(teleconsultationCalls.bookingId, id));
    } else {
      // A concurrent first entry won the insert: this request read a state that no longer holds.
      const [inserted] = await tx
        .insert(teleconsultationCalls)
        .values({ bookingId: id, ...changes })
        .onConflictDoNothing()
        .returning({ bookingId: teleconsultationCalls.bookingId });
      if (!inserted) throw new AppError('call_invalid_transition');
    }
    // The admitted call is the consultation starting: the booking's card and the patient's tracking say so, and the
    // doctor can then mark the prescription ready and complete it as after a home visit.
    if (transition === 'admit' && row.booking.status === 'confirmed' && row.booking.trackingStep === null) {
      const started = await patchBooking(tx, row.booking, { trackingStep: 'consultation_started' });
      await recordBookingEvent(tx, owner, {
        bookingId: id,
        type: 'tracking',
        status: started.status,
        step: 'consultation_started',
      });
    }
    await audit(tx, {
      action: `teleconsultation.${transition}`,
      outcome: 'success',
      actorId: owner.userId,
      actorRole: owner.role,
      targetType: 'booking',
      targetId: id,
      ip: owner.ip,
      requestId: owner.requestId,
      details: { from: state, to: rule.to },
    });
    return row.booking;
  });
  publishCallState(deps, booking, rule.to);
  return loadTeleconsultation(deps, viewer, id, now);
}

async function lockedCall(tx: Db, id: string): Promise<CallRow | null> {
  const [call] = await tx
    .select()
    .from(teleconsultationCalls)
    .where(eq(teleconsultationCalls.bookingId, id))
    .for('update');
  return call ?? null;
}
