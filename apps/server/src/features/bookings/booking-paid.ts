import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/availability';
import { payments } from '../../db/schema/payments';
import type { PaymentRow } from '../payments/payables';

/**
 * In the transaction that adds a success to a booking's payments or refunds one: `paid_at` becomes the time of its
 * earliest success still standing, or null (ADR 062; the same formula as the backfill of migration 0045). The
 * booking is locked first, so that the update, a new statement, sees a success a concurrent transaction committed
 * meanwhile: a refund racing another success never leaves a paid booking unmarked.
 */
export async function refreshBookingPaid(tx: Db, payment: PaymentRow): Promise<void> {
  if (payment.payableType !== 'booking') return;
  const booking = eq(bookings.id, payment.payableId);
  await tx.select({ id: bookings.id }).from(bookings).where(booking).for('update');
  const earliest = tx
    .select({ at: sql<Date>`min(coalesce(${payments.settledAt}, ${payments.updatedAt}))` })
    .from(payments)
    .where(
      and(
        eq(payments.payableType, 'booking'),
        eq(payments.payableId, payment.payableId),
        eq(payments.status, 'succeeded'),
      ),
    );
  await tx
    .update(bookings)
    .set({ paidAt: sql`(${earliest})` })
    .where(booking);
}
