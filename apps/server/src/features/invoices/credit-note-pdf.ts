import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import type { PaymentMethod } from '@sante/shared/payment-constants';
import type { creditNotes } from '../../db/schema/invoices';
import { formatFcfa } from '../../lib/format-fcfa';
import { doualaDate, draw, METHOD_LABELS, PLATFORM_NAME, winAnsi } from './invoice-pdf';

export type CreditNoteRow = typeof creditNotes.$inferSelect;

export type CreditNotePdfInput = {
  creditNote: CreditNoteRow;
  /** The invoice it cancels. */
  invoice: { number: string; issuedAt: Date };
  recipientName: string | null;
  /** How the refunded payment had been made (the money went back the same way unless the note says otherwise). */
  paymentMethod: PaymentMethod;
};

/** The credit note as an A4 PDF (generated on each download; its title is its number). */
export async function renderCreditNotePdf(input: CreditNotePdfInput): Promise<Uint8Array> {
  const { creditNote, invoice } = input;
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Avoir ${creditNote.number}`);
  pdf.setAuthor(PLATFORM_NAME);
  pdf.setCreationDate(creditNote.issuedAt);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([595.28, 841.89]);
  let y = 780;
  const write = (text: string, options: { size?: number; strong?: boolean } = {}) => {
    const face = options.strong ? bold : font;
    draw(page, winAnsi(face, text), 50, y, face, options);
  };

  write(PLATFORM_NAME, { size: 20, strong: true });
  y -= 22;
  write('Douala - Yaoundé, Cameroun', { size: 10 });
  y -= 40;
  write(`Avoir ${creditNote.number}`, { size: 16, strong: true });
  y -= 20;
  write(`Date : ${doualaDate(creditNote.issuedAt)}`);
  y -= 16;
  write(`Patient : ${input.recipientName ?? '-'}`);
  y -= 16;
  write(`Annule la facture ${invoice.number} du ${doualaDate(invoice.issuedAt)}`);
  y -= 30;
  page.drawLine({ start: { x: 50, y: y + 12 }, end: { x: 545, y: y + 12 }, thickness: 0.5, color: rgb(0.5, 0.5, 0.5) });
  write(`Montant remboursé : ${formatFcfa(creditNote.amountXaf)}`, { size: 13, strong: true });
  y -= 20;
  write(`Paiement remboursé : ${METHOD_LABELS[input.paymentMethod]}`);
  y -= 16;
  write(`Remboursement : ${creditNote.refundNote.slice(0, 90)}`);
  return pdf.save();
}
