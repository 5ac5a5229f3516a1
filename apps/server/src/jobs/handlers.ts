import type { AppDeps } from '../app-context';
import { ARCHIVE_PURGE_JOB, archivePurgeHandler } from '../features/archives/purge-archives';
import { BOOKING_REMINDER_JOB, bookingReminderHandler } from '../features/bookings/booking-notifications';
import { BOOKING_UPDATED_JOB, bookingUpdatedHandler } from '../features/bookings/booking-updates';
import { RELEASE_UNPAID_BOOKINGS_JOB, releaseUnpaidBookings } from '../features/bookings/release-unpaid-bookings';
import { STEP_NOTICE_JOB, stepNoticeHandler } from '../features/bookings/step-notice';
import { UNANSWERED_MESSAGE_JOB, unansweredMessageHandler } from '../features/conversations/unanswered-message';
import { UNDELIVERED_MESSAGE_JOB, undeliveredMessageHandler } from '../features/conversations/undelivered-message';
import { createSenders } from '../features/messaging/create-senders';
import { EXPIRE_IMMEDIATE_JOB } from '../features/teleconsultations/request-immediate';
import { expireImmediateHandler } from '../features/teleconsultations/expire-immediate';
import { MARK_MISSED_CALLS_JOB, markMissedCalls } from '../features/teleconsultations/mark-missed-calls';
import { DELIVER_MESSAGE_JOB, deliverMessageHandler } from '../features/messaging/outbox';
import { createPaymentProviders } from '../features/payments/payment-providers';
import { PAYMENT_REFUND_DUE_JOB, paymentRefundDueHandler } from '../features/payments/payment-refund-due';
import { POLL_PAYMENT_JOB, pollPaymentHandler } from '../features/payments/poll-payment';
import { REMOVE_ORPHAN_OBJECTS_JOB, removeOrphanObjects } from '../features/storage/remove-orphan-objects';
import { PURGE_POSITIONS_JOB, purgePositions } from '../features/tracking/purge-positions';
import { periodicHandler, type PeriodicJob } from './periodic';
import { EXPIRE_ORDERS_JOB, expireOrders } from '../features/shop-orders/expire-orders';
import { ORDER_UPDATED_JOB, orderUpdatedHandler } from '../features/shop-orders/move-order';
import type { JobHandler } from './queue';

const REMOVE_ORPHAN_OBJECTS: PeriodicJob = { kind: REMOVE_ORPHAN_OBJECTS_JOB, everyMs: 60 * 60_000 };
const RELEASE_UNPAID_BOOKINGS: PeriodicJob = { kind: RELEASE_UNPAID_BOOKINGS_JOB, everyMs: 60_000 };
const MARK_MISSED_CALLS: PeriodicJob = { kind: MARK_MISSED_CALLS_JOB, everyMs: 60_000 };
const PURGE_POSITIONS: PeriodicJob = { kind: PURGE_POSITIONS_JOB, everyMs: 6 * 60 * 60_000 };
const EXPIRE_ORDERS: PeriodicJob = { kind: EXPIRE_ORDERS_JOB, everyMs: 60_000 };

/** Jobs that run on their own schedule, queued at boot (`ensurePeriodicJobs`). */
export const PERIODIC_JOBS: readonly PeriodicJob[] = [
  REMOVE_ORPHAN_OBJECTS,
  RELEASE_UNPAID_BOOKINGS,
  MARK_MISSED_CALLS,
  PURGE_POSITIONS,
  EXPIRE_ORDERS,
];

/** Every job kind and its handler. Messages go to SMTP and WhatsApp when configured, to the log otherwise. */
export function createJobHandlers(deps: AppDeps): Record<string, JobHandler> {
  const { db, logger, env } = deps;
  return {
    [BOOKING_REMINDER_JOB]: bookingReminderHandler(deps),
    [BOOKING_UPDATED_JOB]: bookingUpdatedHandler(deps),
    [STEP_NOTICE_JOB]: stepNoticeHandler(deps),
    [UNDELIVERED_MESSAGE_JOB]: undeliveredMessageHandler(deps),
    [UNANSWERED_MESSAGE_JOB]: unansweredMessageHandler(deps),
    [DELIVER_MESSAGE_JOB]: deliverMessageHandler(db, createSenders(env, logger)),
    [POLL_PAYMENT_JOB]: pollPaymentHandler(deps, createPaymentProviders({ env, db })),
    [REMOVE_ORPHAN_OBJECTS_JOB]: periodicHandler(db, REMOVE_ORPHAN_OBJECTS, () => removeOrphanObjects(deps)),
    [PAYMENT_REFUND_DUE_JOB]: paymentRefundDueHandler(deps),
    [RELEASE_UNPAID_BOOKINGS_JOB]: periodicHandler(db, RELEASE_UNPAID_BOOKINGS, () =>
      releaseUnpaidBookings(deps, new Date()),
    ),
    [EXPIRE_IMMEDIATE_JOB]: expireImmediateHandler(deps),
    [MARK_MISSED_CALLS_JOB]: periodicHandler(db, MARK_MISSED_CALLS, () => markMissedCalls(deps, new Date())),
    [PURGE_POSITIONS_JOB]: periodicHandler(db, PURGE_POSITIONS, async () => {
      const removed = await purgePositions(db, new Date());
      logger.info({ job: PURGE_POSITIONS_JOB, removed }, 'carer positions purged');
    }),
    [EXPIRE_ORDERS_JOB]: periodicHandler(db, EXPIRE_ORDERS, () => expireOrders(deps, new Date())),
    [ORDER_UPDATED_JOB]: orderUpdatedHandler(deps),
    [ARCHIVE_PURGE_JOB]: archivePurgeHandler(deps),
  };
}
