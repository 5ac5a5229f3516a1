import { invoiceNumber, type InvoiceLine } from '@sante/shared/invoice-constants';
import { TIME_ZONE } from '@sante/shared/constants';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/availability';
import { invoices } from '../../db/schema/invoices';
import { userProfiles } from '../../db/schema/profiles';
import { services } from '../../db/schema/services';
import { onPaymentSucceeded, type PaymentRow } from '../payments/payables';
import { allocateInvoiceSequence } from './allocate-invoice-number';

/** The year an instant falls in, in Douala (an invoice issued at 00:30 on 1 January belongs to the new year). */
export function doualaYear(at: Date): number {
  return Number(new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, year: 'numeric' }).format(at));
}

/**
 * In the transaction that marks a booking's payment succeeded (mobile money or cash settled on site): the paid
 * invoice of the booking, once. The booking row is locked first, so a second success for the same booking
 * waits and then finds the invoice; the number is only taken when an invoice is really inserted.
 */
export async function issueBookingInvoice(tx: Db, payment: PaymentRow): Promise<void> {
  if (payment.payableType !== 'booking') return;
  const [booking] = await tx
    .select({
      id: bookings.id,
      patientId: bookings.patientId,
      doctorId: bookings.doctorId,
      serviceName: services.nameFr,
      patientFirstName: userProfiles.firstName,
      patientLastName: userProfiles.lastName,
    })
    .from(bookings)
    .leftJoin(services, eq(services.id, bookings.serviceId))
    .leftJoin(userProfiles, eq(userProfiles.userId, bookings.patientId))
    .where(eq(bookings.id, payment.payableId))
    .for('update', { of: bookings });
  if (!booking) return;
  const [existing] = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.bookingId, booking.id));
  if (existing) return;
  const issuedAt = payment.settledAt ?? new Date();
  const year = doualaYear(issuedAt);
  const sequence = await allocateInvoiceSequence(tx, year);
  const line: InvoiceLine = {
    label: booking.serviceName ?? 'Consultation',
    quantity: 1,
    unitPriceXaf: payment.amount,
    totalXaf: payment.amount,
  };
  await tx.insert(invoices).values({
    number: invoiceNumber(year, sequence),
    year,
    sequence,
    bookingId: booking.id,
    patientId: booking.patientId,
    recipientName: booking.patientFirstName
      ? `${booking.patientFirstName} ${booking.patientLastName ?? ''}`.trim()
      : null,
    doctorId: booking.doctorId,
    lines: [line],
    totalXaf: payment.amount,
    status: 'paid',
    issuedAt,
    paidAt: issuedAt,
    paymentId: payment.id,
  });
}

let registered = false;

/** Adds the hook to the payments' success hooks, once per process (invoicesRoutes calls it for each app). */
export function registerBookingInvoiceHook(): void {
  if (registered) return;
  registered = true;
  onPaymentSucceeded(issueBookingInvoice);
}
