import { carerName } from '@sante/shared/carer-name';
import type { Specialty } from '@sante/shared/doctor-constants';
import type { ExamKind, MedicineForm, MedicineLine, Prescriber } from '@sante/shared/prescription-constants';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFImage } from 'pdf-lib';
import { drawQr } from '../../lib/pdf-qr';
import { doualaDate, draw, PLATFORM_NAME, winAnsi } from '../invoices/invoice-pdf';

/** The specialty as the prescription prints it (French: the format pharmacies read). */
export const SPECIALTY_LABELS: Record<Specialty, string> = {
  medecine_generale: 'Médecine générale',
  pediatrie: 'Pédiatrie',
  gynecologie_obstetrique: 'Gynécologie-obstétrique',
  medecine_interne: 'Médecine interne',
  cardiologie: 'Cardiologie',
  dermatologie: 'Dermatologie',
  diabetologie_endocrinologie: 'Diabétologie et endocrinologie',
  geriatrie: 'Gériatrie',
  psychiatrie: 'Psychiatrie',
  soins_infirmiers: 'Soins infirmiers',
  kinesitherapie: 'Kinésithérapie',
};

export const FORM_LABELS: Record<MedicineForm, string> = {
  comprime: 'comprimé',
  gelule: 'gélule',
  sirop: 'sirop',
  suspension: 'suspension buvable',
  sachet: 'sachet',
  injectable: 'injectable',
  suppositoire: 'suppositoire',
  pommade: 'pommade',
  creme: 'crème',
  collyre: 'collyre',
  gouttes: 'gouttes',
  inhalateur: 'inhalateur',
  autre: 'autre forme',
};

const EXAM_LABELS: Record<ExamKind, string> = { lab: 'Biologie', imaging: 'Imagerie' };

/** One medicine as two printed lines: what (name, strength, form) and how (dose, frequency, duration, quantity). */
export function medicineLines(line: MedicineLine): { what: string; how: string } {
  const what = [line.name, line.strength].filter(Boolean).join(' ') + ` (${FORM_LABELS[line.form]})`;
  return { what, how: `${line.dose}, ${line.frequency}, pendant ${line.duration}. Quantité : ${line.quantity}` };
}

/** Splits a text into lines no wider than `width` points (words longer than a line are cut). */
export function wrapText(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) current = candidate;
    else {
      if (current) lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  return lines;
}

export type PrescriptionPdfInput = {
  prescriber: Prescriber;
  signedAt: Date;
  patientName: string;
  patientAge: number | null;
  patientWeightKg: number | null;
  medicines: MedicineLine[];
  exams: { kind: ExamKind; label: string; instructions: string }[];
  verificationUrl: string;
  dispensingCode: string;
  stamp: { bytes: Uint8Array; mimeType: string } | null;
};

const LEFT = 50;
const RIGHT = 545;
const WIDTH = RIGHT - LEFT;

/**
 * The signed prescription as an A4 PDF in the July-2024 format: facility, the prescriber's names titled by
 * profession, specialty, professional address and Ordre (ONMC) number; the patient's name, age and weight; the
 * date; the medicines and requests; the stamp/signature image; the QR code of the verification page and the
 * dispensing code for the pharmacy. Generated on each download, like invoices.
 */
export async function renderPrescriptionPdf(input: PrescriptionPdfInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle('Ordonnance');
  pdf.setAuthor(PLATFORM_NAME);
  pdf.setCreationDate(input.signedAt);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const italic = await pdf.embedFont(StandardFonts.HelveticaOblique);
  const stamp = input.stamp ? await embedStamp(pdf, input.stamp) : null;
  let page = pdf.addPage([595.28, 841.89]);
  let y = 790;
  const write = (text: string, x: number, options: { size?: number; font?: PDFFont; right?: boolean } = {}) => {
    const used = options.font ?? font;
    draw(page, winAnsi(used, text), x, y, used, options);
  };
  /** Writes a paragraph, wrapped; a new page when the footer would be reached. */
  const paragraph = (text: string, options: { size?: number; font?: PDFFont; indent?: number } = {}) => {
    const size = options.size ?? 11;
    const used = options.font ?? font;
    const indent = options.indent ?? 0;
    for (const line of wrapText(used, winAnsi(used, text), size, WIDTH - indent)) {
      if (y < 230) {
        page = pdf.addPage([595.28, 841.89]);
        y = 790;
      }
      write(line, LEFT + indent, { size, font: used });
      y -= size + 4;
    }
  };

  const { prescriber } = input;
  paragraph(prescriber.facility, { size: 15, font: bold });
  paragraph(carerName(prescriber, 'fr'), { size: 12, font: bold });
  paragraph(SPECIALTY_LABELS[prescriber.specialty]);
  paragraph(prescriber.professionalAddress);
  paragraph(`N° d'inscription à l'Ordre (ONMC) : ${prescriber.licenceNumber}`);
  y -= 4;
  page.drawLine({ start: { x: LEFT, y }, end: { x: RIGHT, y }, thickness: 0.8, color: rgb(0.3, 0.3, 0.3) });
  y -= 26;
  write('ORDONNANCE', LEFT, { size: 18, font: bold });
  write(`Date : ${doualaDate(input.signedAt)}`, RIGHT, { right: true });
  y -= 24;
  const patient = [`Patient : ${input.patientName}`];
  if (input.patientAge !== null) patient.push(`${input.patientAge} ans`);
  if (input.patientWeightKg !== null) patient.push(`${String(input.patientWeightKg).replace('.', ',')} kg`);
  paragraph(patient.join(' · '), { font: bold });
  y -= 10;

  input.medicines.forEach((medicine, index) => {
    const { what, how } = medicineLines(medicine);
    paragraph(`${index + 1}. ${what}`, { font: bold });
    paragraph(how, { indent: 14 });
    if (medicine.instructions) paragraph(medicine.instructions, { indent: 14, font: italic });
    y -= 6;
  });
  if (input.exams.length > 0) {
    y -= 4;
    paragraph('Examens demandés', { size: 12, font: bold });
    for (const exam of input.exams) {
      paragraph(`${EXAM_LABELS[exam.kind]} : ${exam.label}`, { indent: 14 });
      if (exam.instructions) paragraph(exam.instructions, { indent: 28, font: italic });
    }
  }

  // Footer of the last page: QR code and codes on the left, stamp and signature on the right.
  drawQr(page, input.verificationUrl, LEFT, 60, 110);
  y = 200;
  write('Cachet et signature', RIGHT, { size: 10, font: bold, right: true });
  if (stamp) {
    const scale = Math.min(170 / stamp.width, 110 / stamp.height, 1);
    page.drawImage(stamp, {
      x: RIGHT - stamp.width * scale,
      y: 180 - stamp.height * scale,
      width: stamp.width * scale,
      height: stamp.height * scale,
    });
  }
  y = 184;
  write('Vérifier cette ordonnance :', LEFT, { size: 9, font: bold });
  y = 48;
  for (const line of wrapText(font, winAnsi(font, input.verificationUrl), 7, 260)) {
    write(line, LEFT, { size: 7 });
    y -= 9;
  }
  y = 40;
  write(`Code de délivrance (pharmacien) : ${input.dispensingCode}`, RIGHT, { size: 10, font: bold, right: true });
  y = 26;
  write(`Émise par ${PLATFORM_NAME}. Une seule délivrance.`, RIGHT, { size: 8, font: italic, right: true });
  return pdf.save();
}

async function embedStamp(pdf: PDFDocument, stamp: { bytes: Uint8Array; mimeType: string }): Promise<PDFImage> {
  return stamp.mimeType === 'image/png' ? pdf.embedPng(stamp.bytes) : pdf.embedJpg(stamp.bytes);
}
