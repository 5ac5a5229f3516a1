import { PAYABLE_TYPES, PAYMENT_REFUND_REASONS, type PaymentRefundDueMessage } from '@sante/shared/payment-constants';
import type { AppDeps } from '../../app-context';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { enqueue, type JobHandler } from '../../jobs/queue';
import { formatFcfa } from '../../lib/format-fcfa';
import { notifyUser } from '../messaging/notify-user';
import { payableReference } from './payable-reference';
import type { PaymentRow } from './payables';

export const PAYMENT_REFUND_DUE_JOB = 'payment.refund_due';

/**
 * In the transaction that records a success owed back: staff screens are told once it commits (the job exists
 * only if the transaction does; the worker pushes it to the `staff` room, ids only), and so is the payer, on
 * the channels they keep on for billing (the outbox message exists only if the transaction does too).
 */
export async function queuePaymentRefundDue(tx: Db, env: Env, payment: PaymentRow): Promise<void> {
  if (!payment.refundReason) return;
  const message: PaymentRefundDueMessage = {
    paymentId: payment.id,
    payableType: payment.payableType,
    payableId: payment.payableId,
    reason: payment.refundReason,
  };
  await enqueue(tx, PAYMENT_REFUND_DUE_JOB, message);
  // A payment made through an invoice's payment link has no payer account: staff call them when they refund.
  if (payment.refundReason === 'duplicate_payment' && payment.payerId) {
    await notifyUser(tx, env, {
      userId: payment.payerId,
      kind: 'orders_billing',
      template: 'payment_duplicate',
      params: {
        payable: payment.payableType,
        reference: await payableReference(tx, payment),
        amount: formatFcfa(payment.amount),
      },
    });
  }
}

export function paymentRefundDueHandler(deps: Pick<AppDeps, 'realtime'>): JobHandler {
  return (job) => {
    const { paymentId, payableType, payableId, reason } = job.payload;
    const type = PAYABLE_TYPES.find((value) => value === payableType);
    const why = PAYMENT_REFUND_REASONS.find((value) => value === reason);
    if (typeof paymentId === 'string' && typeof payableId === 'string' && type && why) {
      deps.realtime.paymentRefundDue({ paymentId, payableType: type, payableId, reason: why });
    }
    return Promise.resolve();
  };
}
