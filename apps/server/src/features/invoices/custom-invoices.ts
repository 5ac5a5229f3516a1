import {
  invoiceNumber,
  type InvoiceLine,
  type InvoiceView,
  type PayLinkResponse,
} from '@sante/shared/invoice-constants';
import type {
  TAdminInvoicesQuery,
  ZCreateCustomInvoiceRequestSchema,
  ZRenewPayLinkRequestSchema,
} from '@sante/shared/invoice-schemas';
import { and, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema/invoices';
import { payments } from '../../db/schema/payments';
import { userProfiles } from '../../db/schema/profiles';
import type { Env } from '../../env';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { allocateInvoiceSequence } from './allocate-invoice-number';
import { doualaYear } from './issue-booking-invoice';
import { newPayLinkToken, payLinkExpiry, payLinkUrl } from './pay-link';
import { invoiceView, withCreditNotes, type InvoiceRow } from './read-invoices';
import { sendPayLink } from './send-pay-link';

/** Who acts (staff), for the audit rows. */
export type StaffActor = { userId: string; role: string | null; requestId: string | null };

type CreateInput = z.output<typeof ZCreateCustomInvoiceRequestSchema>;

/** Line totals and the invoice total, in whole francs. */
export function priceLines(lines: CreateInput['lines']): { lines: InvoiceLine[]; totalXaf: number } {
  const priced = lines.map((line) => ({ ...line, totalXaf: line.quantity * line.unitPriceXaf }));
  return { lines: priced, totalXaf: priced.reduce((sum, line) => sum + line.totalXaf, 0) };
}

/** The patient account a phone number belongs to, or a field error on `phone`. */
async function patientByPhone(db: Db, phone: string) {
  const [patient] = await db
    .select({ userId: userProfiles.userId, firstName: userProfiles.firstName, lastName: userProfiles.lastName })
    .from(userProfiles)
    .where(and(eq(userProfiles.phone, phone), eq(userProfiles.role, 'patient'), eq(userProfiles.status, 'active')));
  if (!patient) throw new AppError('validation_failed', { fieldErrors: { phone: ['validation.patientNotFound'] } });
  return patient;
}

/**
 * A custom invoice: numbered at creation in the yearly sequence shared with booking invoices (the number and
 * the row commit together), unpaid, with a payment link sent to its recipient. The link's token is returned
 * once and only its hash is kept.
 */
export async function createCustomInvoice(
  db: Db,
  env: Env,
  actor: StaffActor,
  input: CreateInput,
  now = new Date(),
): Promise<PayLinkResponse> {
  const patient = input.recipientKind === 'patient' ? await patientByPhone(db, input.phone) : null;
  const { lines, totalXaf } = priceLines(input.lines);
  const { token, hash } = newPayLinkToken();
  return db.transaction(async (tx) => {
    const year = doualaYear(now);
    const sequence = await allocateInvoiceSequence(tx, year);
    const [row] = await tx
      .insert(invoices)
      .values({
        number: invoiceNumber(year, sequence),
        year,
        sequence,
        kind: 'custom',
        patientId: patient?.userId ?? null,
        recipientName: patient ? `${patient.firstName} ${patient.lastName}` : (input.recipientName ?? null),
        recipientPhone: patient ? null : input.phone,
        recipientEmail: patient ? null : (input.recipientEmail ?? null),
        note: input.note || null,
        lines,
        totalXaf,
        status: 'unpaid',
        issuedAt: now,
        createdBy: actor.userId,
        payTokenHash: hash,
        payLinkExpiresAt: payLinkExpiry(now, input.linkValidDays),
      })
      .returning();
    if (!row) throw new Error('custom invoice not inserted');
    const payUrl = payLinkUrl(env.PUBLIC_URL, row.id, token);
    const sentTo = await sendPayLink(tx, env, row, payUrl);
    await audit(tx, {
      action: 'invoice.create_custom',
      outcome: 'success',
      actorId: actor.userId,
      actorRole: actor.role,
      targetType: 'invoice',
      targetId: row.id,
      requestId: actor.requestId,
      details: { totalXaf, patient: patient !== null, lines: lines.length },
    });
    return { invoice: invoiceView(row), payUrl, sentTo };
  });
}

/** An unpaid custom invoice of the current year, locked for a change (archived years are read-only). */
async function changeableInvoice(tx: Db, id: string, now: Date): Promise<InvoiceRow> {
  const [row] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.kind, 'custom')))
    .for('update');
  if (!row) throw new AppError('not_found');
  if (row.year < doualaYear(now)) throw new AppError('invoice_archived');
  if (row.status === 'paid') throw new AppError('payable_already_paid');
  if (row.status === 'cancelled') throw new AppError('invoice_not_payable');
  return row;
}

/** A new link for an unpaid custom invoice: the previous token stops working at once. */
export async function renewPayLink(
  db: Db,
  env: Env,
  actor: StaffActor,
  id: string,
  input: z.output<typeof ZRenewPayLinkRequestSchema>,
  now = new Date(),
): Promise<PayLinkResponse> {
  const { token, hash } = newPayLinkToken();
  return db.transaction(async (tx) => {
    await changeableInvoice(tx, id, now);
    const [row] = await tx
      .update(invoices)
      .set({ payTokenHash: hash, payLinkExpiresAt: payLinkExpiry(now, input.linkValidDays) })
      .where(eq(invoices.id, id))
      .returning();
    if (!row) throw new AppError('not_found');
    const payUrl = payLinkUrl(env.PUBLIC_URL, row.id, token);
    const sentTo = await sendPayLink(tx, env, row, payUrl);
    await audit(tx, {
      action: 'invoice.renew_link',
      outcome: 'success',
      actorId: actor.userId,
      actorRole: actor.role,
      targetType: 'invoice',
      targetId: row.id,
      requestId: actor.requestId,
    });
    return { invoice: invoiceView(row), payUrl, sentTo };
  });
}

/** Cancels an unpaid custom invoice (its number stays, marked cancelled: the sequence keeps no gap). */
export async function cancelCustomInvoice(
  db: Db,
  actor: StaffActor,
  id: string,
  now = new Date(),
): Promise<InvoiceView> {
  return db.transaction(async (tx) => {
    await changeableInvoice(tx, id, now);
    // Money on its way must not land on a cancelled invoice: wait for the payment's outcome first.
    const [inFlight] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.payableType, 'invoice'),
          eq(payments.payableId, id),
          inArray(payments.status, ['pending', 'processing']),
        ),
      )
      .limit(1);
    if (inFlight) throw new AppError('payment_in_progress');
    const [row] = await tx
      .update(invoices)
      .set({ status: 'cancelled', cancelledAt: now, cancelledBy: actor.userId })
      .where(eq(invoices.id, id))
      .returning();
    if (!row) throw new AppError('not_found');
    await audit(tx, {
      action: 'invoice.cancel',
      outcome: 'success',
      actorId: actor.userId,
      actorRole: actor.role,
      targetType: 'invoice',
      targetId: row.id,
      requestId: actor.requestId,
    });
    return invoiceView(row);
  });
}

/** Staff's list: one year (the current one by default), newest first, with filters. */
export async function listAdminInvoices(db: Db, query: TAdminInvoicesQuery, now = new Date()): Promise<InvoiceView[]> {
  const filters: (SQL | undefined)[] = [
    eq(invoices.year, query.year ?? doualaYear(now)),
    query.status ? eq(invoices.status, query.status) : undefined,
    query.kind ? eq(invoices.kind, query.kind) : undefined,
    query.q ? ilike(invoices.number, `%${query.q.replace(/[%_\\]/g, '')}%`) : undefined,
  ];
  const rows = await db
    .select()
    .from(invoices)
    .where(and(...filters))
    .orderBy(desc(invoices.sequence))
    .limit(500);
  return withCreditNotes(db, rows);
}
