/** Invoices shared by the server and the web app, without zod (safe in a page's first load). */

export const INVOICE_STATUSES = ['unpaid', 'paid', 'cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** One act on an invoice. Amounts are integers in XAF. */
export type InvoiceLine = { label: string; quantity: number; unitPriceXaf: number; totalXaf: number };

/** `FAC-2026-000123`: the year and the gapless sequence of that year. */
export function invoiceNumber(year: number, sequence: number): string {
  return `FAC-${year}-${String(sequence).padStart(6, '0')}`;
}

/** An invoice as its patient and staff see it. */
export type InvoiceView = {
  id: string;
  number: string;
  year: number;
  bookingId: string | null;
  patientId: string | null;
  lines: InvoiceLine[];
  totalXaf: number;
  currency: 'XAF';
  status: InvoiceStatus;
  issuedAt: string;
  paidAt: string | null;
  paymentId: string | null;
};

/** `GET /api/invoices` (newest first) and `GET /api/invoices/{id}`. */
export type InvoicesResponse = { invoices: InvoiceView[] };
export type InvoiceResponse = { invoice: InvoiceView };
