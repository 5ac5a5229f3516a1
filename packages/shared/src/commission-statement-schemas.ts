import { z } from 'zod';

/**
 * The platform's monthly commission statement to a partner pharmacy (ADR 053): request schemas of
 * `/api/admin/shop/statements` and the statement as the back office shows it.
 */

const month = z.string({ error: 'validation.required' }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, {
  error: 'validation.invalidDate',
});

/** `GET /api/admin/shop/statements?pharmacyId=&month=` and `POST` with the same body: which pharmacy, which Douala month. */
export const ZCommissionStatementRequestSchema = z.object({
  pharmacyId: z.uuid({ error: 'validation.selectOption' }),
  month,
});
export type TCommissionStatementRequest = z.infer<typeof ZCommissionStatementRequestSchema>;

/** One order the pharmacy handed over in the month: what it sold, the platform's commission and its VAT, the net. */
export type CommissionStatementOrder = {
  orderId: string;
  number: string;
  handedOverAt: string;
  /** The products' amount (VAT included, as the patient paid it; the delivery fee is the platform's). */
  salesXaf: number;
  commissionRateBp: number;
  /** The commission before VAT, as computed on the order (ADR 038). */
  commissionXaf: number;
  vatRateBp: number;
  commissionVatXaf: number;
  /** What the platform owes the pharmacy for this order: sales less the commission VAT included. */
  netDueXaf: number;
};

export type CommissionStatementTotals = {
  orders: number;
  salesXaf: number;
  commissionXaf: number;
  commissionVatXaf: number;
  commissionTtcXaf: number;
  netDueXaf: number;
};

export type CommissionStatementView = {
  pharmacy: { id: string; name: string; ordreNumber: string; city: string };
  month: string;
  /** The month is over in Douala: the statement may be issued (numbered). */
  closed: boolean;
  orders: CommissionStatementOrder[];
  totals: CommissionStatementTotals;
  /** The numbered statement once issued (an invoice `FAC-…` of kind pharmacy_commission). */
  invoice: { id: string; number: string; issuedAt: string } | null;
};
export type CommissionStatementResponse = { statement: CommissionStatementView };
