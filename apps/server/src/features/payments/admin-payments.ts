import type { AdminPaymentView } from '@sante/shared/payment-constants';
import type {
  TAdminPaymentsQuery,
  TReconcilePaymentRequest,
  TRefundPaymentRequest,
} from '@sante/shared/payment-schemas';
import { and, desc, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppDeps, Caller } from '../../app-context';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/availability';
import { invoices } from '../../db/schema/invoices';
import { payableSettlements, payments } from '../../db/schema/payments';
import { userProfiles } from '../../db/schema/profiles';
import { shopOrders } from '../../db/schema/shop-orders';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { formatFcfa } from '../../lib/format-fcfa';
import { foldedContains, phoneContains, phoneDigits } from '../../lib/text-search';
import { notifyUser } from '../messaging/notify-user';
import { applyPaymentStatus, syncWithProvider, type PaymentDeps } from './apply-payment-status';
import { payableReference } from './payable-reference';
import { runPaymentRefundedHooks, runSucceededPaymentsHooks } from './payables';
import { ProviderUnavailableError } from './payment-provider';
import type { PaymentProviders } from './payment-providers';
import { adminPaymentView } from './payment-view';

const patient = alias(userProfiles, 'patient_profile');

/**
 * The payments `where` selects, newest first, with whom they are for (the booking's or invoice's patient, else
 * the payer; the invoice's recipient for someone without an account), what they pay (booking reference or
 * invoice or order number) and whether their booking (if any) was cancelled.
 */
async function selectAdminPayments(db: Db, where: SQL | undefined, limit: number): Promise<AdminPaymentView[]> {
  const rows = await db
    .select({
      payment: payments,
      bookingStatus: bookings.status,
      bookingReference: bookings.reference,
      invoiceNumber: invoices.number,
      orderNumber: shopOrders.number,
      recipientName: invoices.recipientName,
      recipientPhone: invoices.recipientPhone,
      patient: { firstName: patient.firstName, lastName: patient.lastName, phone: patient.phone },
    })
    .from(payments)
    .leftJoin(bookings, and(eq(payments.payableType, 'booking'), eq(bookings.id, payments.payableId)))
    .leftJoin(invoices, and(eq(payments.payableType, 'invoice'), eq(invoices.id, payments.payableId)))
    .leftJoin(shopOrders, and(eq(payments.payableType, 'shop_order'), eq(shopOrders.id, payments.payableId)))
    .leftJoin(
      patient,
      eq(
        patient.userId,
        sql`coalesce(${bookings.patientId}, ${invoices.patientId}, ${shopOrders.patientId}, ${payments.payerId})`,
      ),
    )
    .where(where)
    .orderBy(desc(payments.createdAt))
    .limit(limit);
  return rows.map((row) =>
    adminPaymentView(row.payment, row.bookingStatus === 'cancelled', {
      patientName: row.patient ? `${row.patient.firstName} ${row.patient.lastName}`.trim() : row.recipientName,
      patientPhone: row.patient?.phone ?? row.recipientPhone ?? null,
      payableReference: row.bookingReference ?? row.invoiceNumber ?? row.orderNumber ?? null,
    }),
  );
}

async function readAdminPayment(db: Db, id: string): Promise<AdminPaymentView> {
  const [payment] = await selectAdminPayments(db, eq(payments.id, id), 1);
  if (!payment) throw new AppError('not_found');
  return payment;
}

/** `q`: a phone (its digits), else a booking reference, invoice number, provider reference or patient name. */
function paymentSearch(query: string): SQL | undefined {
  const digits = phoneDigits(query);
  if (digits) {
    return or(
      phoneContains(sql`${patient.phone}`, digits),
      phoneContains(sql`${payments.phone}`, digits),
      phoneContains(sql`${invoices.recipientPhone}`, digits),
    );
  }
  return or(
    foldedContains(sql`${bookings.reference}`, query),
    foldedContains(sql`${invoices.number}`, query),
    foldedContains(sql`${shopOrders.number}`, query),
    foldedContains(sql`${payments.providerReference}`, query),
    foldedContains(sql`${patient.firstName} || ' ' || ${patient.lastName}`, query),
    foldedContains(sql`${patient.lastName} || ' ' || ${patient.firstName}`, query),
    foldedContains(sql`${invoices.recipientName}`, query),
  );
}

/** `/admin/paiements`: every payment, newest first, with filters and a search. */
export async function listPayments(db: Db, query: TAdminPaymentsQuery): Promise<AdminPaymentView[]> {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(payments.status, query.status));
  if (query.provider) filters.push(eq(payments.provider, query.provider));
  if (query.method) filters.push(eq(payments.method, query.method));
  if (query.payableType) filters.push(eq(payments.payableType, query.payableType));
  if (query.payableId) filters.push(eq(payments.payableId, query.payableId));
  if (query.refundDue) {
    const owed = or(isNotNull(payments.refundReason), eq(bookings.status, 'cancelled'));
    if (owed) filters.push(eq(payments.status, 'succeeded'), owed);
  }
  const search = query.q ? paymentSearch(query.q) : undefined;
  if (search) filters.push(search);
  return selectAdminPayments(db, and(...filters), query.limit);
}

/**
 * Reconciles a payment stuck at the provider: without a resolution, re-reads the provider's status; with
 * one, staff settle it by hand with a reason. Either way an audit row records who asked and what came out.
 */
export async function reconcilePayment(
  deps: PaymentDeps,
  providers: PaymentProviders,
  caller: Pick<Caller, 'userId' | 'role'>,
  id: string,
  input: TReconcilePaymentRequest,
  requestId: string,
): Promise<AdminPaymentView> {
  const { db } = deps;
  const [payment] = await db.select().from(payments).where(eq(payments.id, id));
  if (!payment) throw new AppError('not_found');
  const actor = { actorId: caller.userId, actorRole: caller.role };
  let result = payment;
  if (input.resolution) {
    result = await applyPaymentStatus(
      deps,
      payment,
      input.resolution,
      { kind: 'manual', ...actor, reason: input.reason },
      input.resolution === 'succeeded' ? null : 'manual',
    );
    if (result.status !== input.resolution) throw new AppError('payment_not_pending');
  } else {
    try {
      result = await syncWithProvider(deps, providers, payment, { kind: 'reconcile', ...actor });
    } catch (error) {
      if (error instanceof ProviderUnavailableError) throw new AppError('payment_provider_unavailable');
      throw error;
    }
  }
  await audit(db, {
    action: 'payment.reconcile',
    outcome: 'success',
    ...actor,
    targetType: 'payment',
    targetId: payment.id,
    requestId,
    details: { from: payment.status, to: result.status, manual: Boolean(input.resolution) },
  });
  return readAdminPayment(db, result.id);
}

/**
 * Staff record that a successful payment was paid back (a Mobile Money transfer or cash, outside the platform),
 * with how: the payment becomes `refunded` once (compare-and-set), its settlement (if it settled) is marked refunded,
 * an audit row keeps who, when and how, and the payer is told on their channels. The invoice stays as issued (a numbered invoice is never changed): the
 * refunded hooks issue its credit note in the same transaction (ADR 016, "Credit notes").
 */
export async function recordRefund(
  deps: Pick<AppDeps, 'db' | 'env'>,
  caller: Pick<Caller, 'userId' | 'role'>,
  id: string,
  input: TRefundPaymentRequest,
  requestId: string,
): Promise<AdminPaymentView> {
  await deps.db.transaction(async (tx) => {
    const refundedAt = new Date();
    const [refunded] = await tx
      .update(payments)
      .set({ status: 'refunded', updatedAt: refundedAt })
      .where(and(eq(payments.id, id), eq(payments.status, 'succeeded')))
      .returning();
    if (!refunded) {
      const [existing] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.id, id));
      throw new AppError(existing ? 'payment_not_refundable' : 'not_found');
    }
    // A settling payment refunded is no longer revenue; the payable may no longer be paid (ADR 062).
    await tx.update(payableSettlements).set({ refundedAt }).where(eq(payableSettlements.paymentId, id));
    await runSucceededPaymentsHooks(tx, refunded);
    await audit(tx, {
      action: 'payment.refunded',
      outcome: 'success',
      actorId: caller.userId,
      actorRole: caller.role,
      targetType: 'payment',
      targetId: id,
      requestId,
      details: { from: 'succeeded', reason: input.reason },
    });
    await runPaymentRefundedHooks(tx, refunded, { actorId: caller.userId, reason: input.reason, refundedAt });
    if (refunded.payerId) {
      await notifyUser(tx, deps.env, {
        userId: refunded.payerId,
        kind: 'orders_billing',
        template: 'payment_refunded',
        params: { amount: formatFcfa(refunded.amount), reference: await payableReference(tx, refunded) },
      });
    }
  });
  return readAdminPayment(deps.db, id);
}
