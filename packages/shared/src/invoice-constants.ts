/** Invoices shared by the server and the web app, without zod (safe in a page's first load). */

export const INVOICE_STATUSES = ['unpaid', 'paid', 'cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/**
 * `booking`: issued when a booking is paid; `custom`: created by staff, paid through its link; `shop_order`: one per
 * shop order, issued when it is paid or its cash collected, or (unpaid) when its patient asks a relative to pay (ADR 043).
 */
export const INVOICE_KINDS = ['booking', 'custom', 'shop_order', 'pharmacy_commission'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/**
 * One act or product on an invoice. Amounts are integers in XAF, VAT included. A shop order's lines say their VAT
 * (`vatRateBp` in basis points, 0 when exempt, and the VAT contained in `totalXaf`); other invoices carry none.
 */
export type InvoiceLine = {
  label: string;
  quantity: number;
  unitPriceXaf: number;
  totalXaf: number;
  vatRateBp?: number;
  vatXaf?: number;
};

/** `FAC-2026-000123`: the year and the gapless sequence of that year. */
export function invoiceNumber(year: number, sequence: number): string {
  return `FAC-${year}-${String(sequence).padStart(6, '0')}`;
}

/** `AV-2026-000001`: a credit note ("avoir"), numbered in its own gapless yearly sequence. */
export function creditNoteNumber(year: number, sequence: number): string {
  return `AV-${year}-${String(sequence).padStart(6, '0')}`;
}

/** The credit note that cancels a refunded invoice (its PDF: `/api/credit-notes/{id}/pdf`, staff `/api/admin/credit-notes/{id}/pdf`). */
export type CreditNoteSummary = { id: string; number: string; issuedAt: string; amountXaf: number };

/** An invoice as its patient and staff see it. */
export type InvoiceView = {
  id: string;
  number: string;
  kind: InvoiceKind;
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
  /** To whom, as at issue (the patient's name, or whom staff typed); custom invoices: why, and until when the link works. */
  recipientName: string | null;
  note: string | null;
  payLinkExpiresAt: string | null;
  cancelledAt: string | null;
  /** Set once its payment was refunded: the invoice reads "Remboursée" (its status stays `paid` as issued). */
  creditNote: CreditNoteSummary | null;
};

/** `GET /api/invoices` (newest first) and `GET /api/invoices/{id}`. */
export type InvoicesResponse = { invoices: InvoiceView[] };
export type InvoiceResponse = { invoice: InvoiceView };

/** How long a payment link stays valid, in days (7 unless staff choose otherwise). */
export const PAY_LINK_DAYS = { min: 1, max: 30, default: 7 } as const;

/** `POST /api/admin/invoices` and `/{id}/link`: the link is shown once (only its hash is kept). */
export type PayLinkResponse = {
  invoice: InvoiceView;
  payUrl: string;
  /** Where the link was sent (`email`, `whatsapp`, `sms`); empty when nothing could be sent. */
  sentTo: string[];
};

/** What the payment link shows to whoever holds it: no patient id, the recipient's first name only. */
export type PublicInvoiceView = {
  id: string;
  number: string;
  status: InvoiceStatus;
  lines: InvoiceLine[];
  totalXaf: number;
  currency: 'XAF';
  issuedAt: string;
  recipientFirstName: string | null;
  note: string | null;
  payLinkExpiresAt: string | null;
};
export type PublicInvoiceResponse = { invoice: PublicInvoiceView };

/** The first word of a name ("Awa" of "Awa Ngono"). */
export function firstNameOf(name: string | null): string | null {
  return name?.trim().split(/\s+/)[0] || null;
}

/** One invoiced act of a doctor, as /dashboard-medecin/factures lists it (the patient by name only). */
export type DoctorActView = {
  invoiceId: string;
  number: string;
  issuedAt: string;
  label: string;
  patientName: string | null;
  totalXaf: number;
  status: InvoiceStatus;
  paymentMethod: 'mtn_momo' | 'orange_money' | 'cash' | null;
  /** The credit note's number when the payment was refunded: the act earned nothing. */
  creditNoteNumber: string | null;
};

/** `GET /api/doctor/invoices`: a month of the doctor's acts and what they earned. */
export type DoctorInvoicesResponse = {
  month: string;
  acts: DoctorActView[];
  totals: {
    /** Every act invoiced this month, cancelled and refunded ones left out. */
    billedXaf: number;
    /** What was paid and not refunded. */
    collectedXaf: number;
    /** Paid in cash on site and not refunded: money the doctor holds and hands over. */
    cashCollectedXaf: number;
    /** Paid, then refunded (each with its credit note): not earned. */
    refundedXaf: number;
    sharePercent: number;
    /** The doctor's share of what was collected. */
    shareXaf: number;
  };
};

/** `GET /api/admin/invoices/years`: closed years that have invoices, newest first (`/admin/factures-anciennes`). */
export type InvoiceYearsResponse = { years: number[] };

/**
 * `GET /api/invoice-verifications/{code}` (public, ADR 057): what an invoice's QR code proves to whoever holds the
 * paper (an employer, a mutual insurer): issued by the platform, its number, date, amount and whether it is paid or
 * cancelled by a credit note; the recipient's initials only, never the lines (they may name a care).
 */
export type InvoiceVerification =
  | { genuine: false }
  | {
      genuine: true;
      number: string;
      issuedAt: string;
      totalXaf: number;
      status: InvoiceStatus;
      paidAt: string | null;
      /** The number of the credit note that cancels it, if any. */
      creditNoteNumber: string | null;
      recipientInitials: string;
    };
export type InvoiceVerificationResponse = { verification: InvoiceVerification };

/** `GET /api/invoices/{id}/verification`: the invoice's public verification path, for its owner and staff. */
export type InvoiceVerificationLinkResponse = { path: string };

/** The public verification page's path for an invoice's code (the QR code's target). */
export function invoiceVerificationPath(code: string): string {
  return `/verification/facture/${code}`;
}
