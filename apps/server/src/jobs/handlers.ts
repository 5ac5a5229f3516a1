import type { AppDeps } from '../app-context';
import { BOOKING_REMINDER_JOB, bookingReminderHandler } from '../features/bookings/booking-notifications';
import { BOOKING_UPDATED_JOB, bookingUpdatedHandler } from '../features/bookings/booking-updates';
import { createSenders } from '../features/messaging/create-senders';
import { DELIVER_MESSAGE_JOB, deliverMessageHandler } from '../features/messaging/outbox';
import { createPaymentProviders } from '../features/payments/payment-providers';
import { PAYMENT_REFUND_DUE_JOB, paymentRefundDueHandler } from '../features/payments/payment-refund-due';
import { POLL_PAYMENT_JOB, pollPaymentHandler } from '../features/payments/poll-payment';
import type { JobHandler } from './queue';

/** Every job kind and its handler. Messages go to SMTP and WhatsApp when configured, to the log otherwise. */
export function createJobHandlers(deps: AppDeps): Record<string, JobHandler> {
  const { db, logger, env } = deps;
  return {
    [BOOKING_REMINDER_JOB]: bookingReminderHandler(deps),
    [BOOKING_UPDATED_JOB]: bookingUpdatedHandler(deps),
    [DELIVER_MESSAGE_JOB]: deliverMessageHandler(db, createSenders(env, logger)),
    [POLL_PAYMENT_JOB]: pollPaymentHandler(db, createPaymentProviders({ env, db })),
    [PAYMENT_REFUND_DUE_JOB]: paymentRefundDueHandler(deps),
  };
}
