import { randomUUID } from 'node:crypto';
import {
  onPaymentSucceeded,
  registeredPayable,
  registerPayable,
  type PaymentRow,
} from '../features/payments/payables';

type TestPayable = { amount: number; payerId: string; doctorId: string | null };

/**
 * Bookings as the payments tests see them, without the booking slice: an in-memory table of prices, and a record
 * of every success hook call. Any other booking id goes to the resolver registered before (the real one): the
 * server test files share their worker's modules, so this must not hide real bookings from the next file.
 */
export function useTestPayables() {
  const payables = new Map<string, TestPayable>();
  const succeeded: PaymentRow[] = [];
  const previous = registeredPayable('booking');
  registerPayable('booking', (db, payableId, payerId) => {
    const payable = payables.get(payableId);
    if (!payable) return previous ? previous(db, payableId, payerId) : Promise.resolve(null);
    if (payable.payerId !== payerId) return Promise.resolve(null);
    return Promise.resolve({
      amount: payable.amount,
      currency: 'XAF',
      description: `Consultation à domicile ${payableId.slice(0, 8)}`,
      doctorId: payable.doctorId,
    });
  });
  onPaymentSucceeded((_tx, payment) => {
    succeeded.push(payment);
    return Promise.resolve();
  });
  return {
    succeeded,
    /** A booking of `payerId` costing `amount` XAF; returns its id. */
    add(payerId: string, amount = 15_000, doctorId: string | null = null): string {
      const id = randomUUID();
      payables.set(id, { amount, payerId, doctorId });
      return id;
    },
    setAmount(id: string, amount: number) {
      const payable = payables.get(id);
      if (payable) payable.amount = amount;
    },
  };
}
