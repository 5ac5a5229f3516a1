import { MAX_UNPAID_UPCOMING_BOOKINGS, SLOT_HOLDING_STATUSES } from '@sante/shared/booking-constants';
import { and, count, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { user } from '../../db/schema/auth';
import { bookings } from '../../db/schema/availability';
import { AppError } from '../../lib/app-error';

/**
 * An unpaid hold (ADR 023): a pending or confirmed booking starting after `now` without a succeeded payment —
 * mobile money not paid yet, or cash not settled yet — as its paid marker says (ADR 062; the partial index
 * `bookings_unpaid_holds_idx` holds exactly these bookings).
 */
export function unpaidUpcoming(now: Date): SQL {
  return and(
    inArray(bookings.status, [...SLOT_HOLDING_STATUSES]),
    gt(bookings.startsAt, now),
    isNull(bookings.paidAt),
  ) as SQL;
}

/**
 * Serialises one patient's bookings until the transaction ends (taken before the doctor's lock), so that
 * parallel requests of one account count the holds the others just inserted.
 */
export async function lockPatientBookings(tx: Db, patientId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`booking-patient:${patientId}`}))`);
}

/** 409 `booking_hold_limit` once the patient holds `MAX_UNPAID_UPCOMING_BOOKINGS` unpaid upcoming bookings. */
export async function assertBelowHoldLimit(tx: Db, patientId: string, now: Date): Promise<void> {
  const [row] = await tx
    .select({ holds: count() })
    .from(bookings)
    .where(and(eq(bookings.patientId, patientId), unpaidUpcoming(now)));
  if ((row?.holds ?? 0) >= MAX_UNPAID_UPCOMING_BOOKINGS) throw new AppError('booking_hold_limit');
}

/** Paying on site needs a phone confirmed by a code (403 `phone_not_verified`): the doctor must reach the patient. */
export async function assertPhoneVerified(db: Db, patientId: string): Promise<void> {
  const [row] = await db
    .select({ verified: user.phoneNumberVerified, phone: user.phoneNumber })
    .from(user)
    .where(eq(user.id, patientId));
  if (!row?.phone || row.verified !== true) throw new AppError('phone_not_verified');
}
