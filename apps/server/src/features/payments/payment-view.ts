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
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** `+237674481721` -> `+237 6•• ••• 721`. */
export function maskPhone(phone: string): string {
  const national = phone.replace(/^\+237/, '');
  return `+237 ${national.slice(0, 1)}•• ••• ${national.slice(-3)}`;
}

/** `bookingCancelled`: the payment is for a booking since cancelled (a success is then owed back). */
export function adminPaymentView(row: PaymentRow, bookingCancelled: boolean): AdminPaymentView {
  return {
    ...paymentView(row),
    payerId: row.payerId,
    phone: row.phone ? maskPhone(row.phone) : null,
    providerReference: row.providerReference,
    refundDue: row.status === 'succeeded' && bookingCancelled,
  };
}
