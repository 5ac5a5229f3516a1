import { isStaffRole } from '@sante/shared/roles';
import type { PaymentView } from '@sante/shared/payment-constants';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Caller } from '../../app-context';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema/payments';
import { AppError } from '../../lib/app-error';
import type { PaymentRow } from './payables';
import { paymentView } from './payment-view';

/**
 * The payment as its payer (or staff) may see it: the payer condition is part of the query, so another
 * patient's id answers 404 like an unknown one.
 */
export async function findOwnPayment(db: Db, caller: Pick<Caller, 'userId' | 'role'>, id: string): Promise<PaymentRow> {
  const scope: SQL | undefined = isStaffRole(caller.role) ? undefined : eq(payments.payerId, caller.userId);
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), scope));
  if (!row) throw new AppError('not_found');
  return row;
}

export async function readPayment(db: Db, caller: Pick<Caller, 'userId' | 'role'>, id: string): Promise<PaymentView> {
  return paymentView(await findOwnPayment(db, caller, id));
}
