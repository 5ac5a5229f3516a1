import type { PaymentMethod } from '@sante/shared/payment-constants';
import { TIME_ZONE } from '@sante/shared/constants';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { InvoiceRow } from './read-invoices';
import { formatFcfa } from '../../lib/format-fcfa';
import { drawQr } from '../../lib/pdf-qr';

export const PLATFORM_NAME = 'Santé à Domicile';

export const METHOD_LABELS: Record<PaymentMethod, string> = {
  mtn_momo: 'MTN Mobile Money',
  orange_money: 'Orange Money',
  cash: 'Espèces',
};

/** What the PDF shows of the payment (method, date, the provider's reference). */
export type InvoicePayment = {
  method: PaymentMethod;
  settledAt: Date | null;
  reference: string | null;
};

export type InvoicePdfInput = {
  invoice: InvoiceRow;
  patientName: string | null;
  payment: InvoicePayment | null;
  /** The public page its QR code opens (ADR 057). */
  verificationUrl: string;
  /** Lines written under the total (a pharmacy's commission statement: its sales and the net due, ADR 053). */
  summary?: readonly string[];
};

/** A date as read in Douala: "22/11/2026". */
export function doualaDate(at: Date): string {
  return new Intl.DateTimeFormat('fr-FR', { timeZone: TIME_ZONE, dateStyle: 'short' }).format(at);
}

/**
 * Helvetica only encodes WinAnsi: French accents pass, anything else becomes its unaccented letter when
 * there is one, or "?" (a name in another script must not make the PDF fail).
 */
export function winAnsi(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return [...text.replace(/[\u00a0\u202f]/g, ' ')]
    .map((char) => {
      const code = char.codePointAt(0) ?? 0;
      if (supported.has(code)) return char;
      const plain = char.normalize('NFD').replace(/\p{M}/gu, '');
      return [...plain].every((c) => supported.has(c.codePointAt(0) ?? 0)) && plain ? plain : '?';
    })
    .join('');
}

/** The invoice as an A4 PDF (generated on each download; its title is the invoice number). */
export async function renderInvoicePdf({
  invoice,
  patientName,
  payment,
  verificationUrl,
  summary = [],
}: InvoicePdfInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Facture ${invoice.number}`);
  pdf.setAuthor(PLATFORM_NAME);
  pdf.setCreationDate(invoice.issuedAt);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([595.28, 841.89]);
  let y = 780;
  const write = (text: string, x: number, options: { size?: number; strong?: boolean; right?: boolean } = {}) =>
    draw(page, winAnsi(options.strong ? bold : font, text), x, y, options.strong ? bold : font, options);

  write(PLATFORM_NAME, 50, { size: 20, strong: true });
  y -= 22;
  write('Douala - Yaoundé, Cameroun', 50, { size: 10 });
  y -= 40;
  write(`Facture ${invoice.number}`, 50, { size: 16, strong: true });
  y -= 20;
  write(`Date : ${doualaDate(invoice.issuedAt)}`, 50);
  y -= 16;
  write(`${recipientLabel(invoice)} : ${patientName ?? '-'}`, 50);
  y -= 16;
  if (invoice.note) {
    write(`Objet : ${invoice.note.slice(0, 90)}`, 50);
    y -= 16;
  }
  y -= 20;

  // A shop order's lines carry their VAT (ADR 043): a VAT column and the VAT totals under the total.
  const withVat = invoice.lines.some((line) => line.vatRateBp !== undefined);
  write('Désignation', 50, { strong: true });
  write('Qté', withVat ? 290 : 330, { strong: true, right: true });
  write('Prix unitaire', withVat ? 380 : 440, { strong: true, right: true });
  if (withVat) write('TVA', 450, { strong: true, right: true });
  write('Total TTC', 545, { strong: true, right: true });
  y -= 8;
  page.drawLine({ start: { x: 50, y }, end: { x: 545, y }, thickness: 0.5, color: rgb(0.5, 0.5, 0.5) });
  y -= 16;
  for (const line of invoice.lines) {
    write(withVat ? line.label.slice(0, 40) : line.label, 50);
    write(String(line.quantity), withVat ? 290 : 330, { right: true });
    write(formatFcfa(line.unitPriceXaf), withVat ? 380 : 440, { right: true });
    if (withVat) write(line.vatRateBp ? vatRateLabel(line.vatRateBp) : 'Exonéré', 450, { right: true });
    write(formatFcfa(line.totalXaf), 545, { right: true });
    y -= 18;
  }
  page.drawLine({ start: { x: 50, y: y + 8 }, end: { x: 545, y: y + 8 }, thickness: 0.5, color: rgb(0.5, 0.5, 0.5) });
  y -= 6;
  write(`Total : ${formatFcfa(invoice.totalXaf)}`, 545, { size: 13, strong: true, right: true });
  if (withVat) {
    const vat = invoice.lines.reduce((sum, line) => sum + (line.vatXaf ?? 0), 0);
    y -= 18;
    write(`Dont TVA : ${formatFcfa(vat)} - Total HT : ${formatFcfa(invoice.totalXaf - vat)}`, 545, { right: true });
  }
  for (const line of summary) {
    y -= 18;
    write(line, 545, { right: true });
  }
  y -= 40;

  write(statusLabel(invoice), 50, { strong: true });
  y -= 16;
  if (payment) {
    write(`Mode de paiement : ${METHOD_LABELS[payment.method]}`, 50);
    y -= 16;
    if (payment.settledAt) {
      write(`Date du paiement : ${doualaDate(payment.settledAt)}`, 50);
      y -= 16;
    }
    if (payment.reference) write(`Référence : ${payment.reference}`, 50);
  }

  // Footer: the QR code of the public verification page, and its address for whoever types it.
  drawQr(page, verificationUrl, 50, 50, 90);
  y = 120;
  write('Vérifier cette facture :', 150, { size: 9, strong: true });
  y = 106;
  write(verificationUrl, 150, { size: 7 });
  return pdf.save();
}

function statusLabel(invoice: InvoiceRow): string {
  // A commission statement is settled by withholding it from the net due to the pharmacy (ADR 053).
  if (invoice.kind === 'pharmacy_commission') return 'Réglée par retenue sur le net dû à la pharmacie';
  return invoice.status === 'paid' ? 'Payée' : invoice.status === 'cancelled' ? 'Annulée' : 'À payer';
}

function recipientLabel(invoice: InvoiceRow): string {
  if (invoice.kind === 'pharmacy_commission') return 'Pharmacie';
  return invoice.kind === 'custom' && !invoice.patientId ? 'Destinataire' : 'Patient';
}

/** 1925 basis points as "19,25 %". */
export function vatRateLabel(rateBp: number): string {
  return `${(rateBp / 100).toLocaleString('fr-FR', { maximumFractionDigits: 2 })} %`;
}

export function draw(
  page: PDFPage,
  text: string,
  x: number,
  y: number,
  font: PDFFont,
  options: { size?: number; right?: boolean },
) {
  const size = options.size ?? 11;
  const left = options.right ? x - font.widthOfTextAtSize(text, size) : x;
  page.drawText(text, { x: left, y, size, font, color: rgb(0.1, 0.1, 0.1) });
}
