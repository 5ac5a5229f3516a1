import type { PaymentView } from '@sante/shared/payment-constants';
import { isStaffRole } from '@sante/shared/roles';
import { eq } from 'drizzle-orm';
import type { Caller } from '../../app-context';
import { payments } from '../../db/schema/payments';
import { AppError } from '../../lib/app-error';
import { applyPaymentStatus, isSuperseded, type PaymentDeps } from './apply-payment-status';
import { resolvePayable } from './payables';
import { paymentView } from './payment-view';

/**
 * Cash handed over on site: staff may settle any cash payment, a doctor only those of their own payables
 * (404 otherwise). Runs the success hooks and writes the audit row like any other success; cash for a payable
 * another payment settled is recorded too, owed back.
 */
export async function settleCashPayment(
  deps: PaymentDeps,
  caller: Pick<Caller, 'userId' | 'role'>,
  id: string,
): Promise<PaymentView> {
  const { db } = deps;
  const [payment] = await db.select().from(payments).where(eq(payments.id, id));
  if (!payment) throw new AppError('not_found');
  if (!isStaffRole(caller.role)) {
    const payable = await resolvePayable(db, payment.payableType, payment.payableId, payment.payerId).catch(() => null);
    if (payable?.doctorId !== caller.userId) throw new AppError('not_found');
  }
  if (payment.provider !== 'cash') throw new AppError('payment_not_cash');
  // Cash handed over for an attempt cancelled by another settlement is still recorded, to refund (ADR 020).
  if (payment.status !== 'pending' && !isSuperseded(payment)) throw new AppError('payment_not_pending');
  const settled = await applyPaymentStatus(deps, payment, 'succeeded', {
    kind: 'cash',
    actorId: caller.userId,
    actorRole: caller.role,
  });
  if (settled.status !== 'succeeded') throw new AppError('payment_not_pending');
  return paymentView(settled);
}
