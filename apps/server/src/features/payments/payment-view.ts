import type { AdminPaymentView, PaymentView } from '@sante/shared/payment-constants';
import type { PaymentRow } from './payables';

export function paymentView(row: PaymentRow): PaymentView {
  return {
    id: row.id,
    payableType: row.payableType,
    payableId: row.payableId,
    amount: row.amount,
    currency: row.currency,
    provider: row.provider,
    method: row.method,
    status: row.status,
    nextAction: row.nextAction ?? { type: 'none' },
    failureCode: row.failureCode,
    refundReason: row.refundReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Whom a payment is for and what it pays, as `/admin/paiements` shows it. */
export type PaymentParties = Pick<AdminPaymentView, 'patientName' | 'patientPhone' | 'payableReference'>;

/**
 * `bookingCancelled`: the payment is for a booking since cancelled. A success is owed back when it paid twice
 * (`duplicate_payment`, stored) or paid for that cancelled booking.
 */
export function adminPaymentView(
  row: PaymentRow,
  bookingCancelled: boolean,
  parties: PaymentParties,
): AdminPaymentView {
  const paid = row.status === 'succeeded' || row.status === 'refunded';
  const refundReason = row.refundReason ?? (paid && bookingCancelled ? 'booking_cancelled' : null);
  return {
    ...paymentView(row),
    refundReason,
    payerId: row.payerId,
    phone: row.phone,
    ...parties,
    providerReference: row.providerReference,
    refundDue: row.status === 'succeeded' && refundReason !== null,
  };
}
