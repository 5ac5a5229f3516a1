import { MISSED_AFTER_MINUTES, type MissedBy } from '@sante/shared/teleconsultation-constants';
import { and, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import type { AppDeps } from '../../app-context';
import { bookings } from '../../db/schema/availability';
import { payableSettlements, payments } from '../../db/schema/payments';
import { teleconsultationCalls } from '../../db/schema/teleconsultations';
import { audit } from '../../lib/audit';
import { queuePaymentRefundDue } from '../payments/payment-refund-due';
import { publishCallState } from './call-updates';

export const MARK_MISSED_CALLS_JOB = 'teleconsultations.mark_missed';

/**
 * Every minute (ADR 030): a paid teleconsultation whose call nobody admitted 15 minutes after its start, and to
 * which one side never came, becomes `missed` (by the doctor when the doctor never came, else by the patient). A
 * call the doctor missed flags its settling payment `doctor_missed`: staff owe it back through the existing refund
 * path (`/admin/paiements`, ADR 012), and are told as for any payment to refund. Each call in its own transaction,
 * re-read under its lock; a call that is in progress, ended or awaiting a call-back is never touched.
 */
export async function markMissedCalls(deps: AppDeps, now: Date): Promise<{ missed: number }> {
  const deadline = new Date(now.getTime() - MISSED_AFTER_MINUTES * 60_000);
  const candidates = await deps.db
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(
      payableSettlements,
      and(eq(payableSettlements.payableType, 'booking'), eq(payableSettlements.payableId, bookings.id)),
    )
    .leftJoin(teleconsultationCalls, eq(teleconsultationCalls.bookingId, bookings.id))
    .where(
      and(
        eq(bookings.visitKind, 'teleconsultation'),
        eq(bookings.status, 'confirmed'),
        lte(bookings.startsAt, deadline),
        or(isNull(teleconsultationCalls.bookingId), eq(teleconsultationCalls.state, 'waiting')),
        or(isNull(teleconsultationCalls.patientJoinedAt), isNull(teleconsultationCalls.doctorJoinedAt)),
      ),
    );
  let missed = 0;
  for (const { id } of candidates) {
    const outcome = await deps.db.transaction(async (tx) => {
      const [booking] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
      if (!booking || booking.status !== 'confirmed') return null;
      const [call] = await tx
        .select()
        .from(teleconsultationCalls)
        .where(eq(teleconsultationCalls.bookingId, id))
        .for('update');
      if (call && (call.state !== 'waiting' || (call.patientJoinedAt && call.doctorJoinedAt))) return null;
      const missedBy: MissedBy = call?.doctorJoinedAt ? 'patient' : 'doctor';
      const changes = { state: 'missed' as const, missedBy, updatedAt: now };
      if (call) await tx.update(teleconsultationCalls).set(changes).where(eq(teleconsultationCalls.bookingId, id));
      else {
        // Someone entered the room meanwhile: not missed.
        const [inserted] = await tx
          .insert(teleconsultationCalls)
          .values({ bookingId: id, ...changes })
          .onConflictDoNothing()
          .returning({ bookingId: teleconsultationCalls.bookingId });
        if (!inserted) return null;
      }
      let refundFlagged = false;
      if (missedBy === 'doctor') {
        const [flagged] = await tx
          .update(payments)
          .set({ refundReason: 'doctor_missed', updatedAt: now })
          .where(
            and(
              inArray(
                payments.id,
                tx
                  .select({ id: payableSettlements.paymentId })
                  .from(payableSettlements)
                  .where(and(eq(payableSettlements.payableType, 'booking'), eq(payableSettlements.payableId, id))),
              ),
              eq(payments.status, 'succeeded'),
              isNull(payments.refundReason),
            ),
          )
          .returning();
        if (flagged) {
          await queuePaymentRefundDue(tx, deps.env, flagged);
          refundFlagged = true;
        }
      }
      await audit(tx, {
        action: 'teleconsultation.missed',
        outcome: 'success',
        targetType: 'booking',
        targetId: id,
        details: { missedBy, refundFlagged },
      });
      return booking;
    });
    if (!outcome) continue;
    missed += 1;
    publishCallState(deps, outcome, 'missed');
  }
  if (missed > 0) deps.logger.info({ missed }, 'teleconsultations missed');
  return { missed };
}
