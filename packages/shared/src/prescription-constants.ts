import type { CarerSex, Profession, Specialty } from './doctor-constants';

/**
 * Prescriptions (issue #13 §2, ADR 034), without zod. The July-2024 format (ONMC measure agreed with MINSANTE):
 * facility, the prescriber's names, specialty, professional address, Ordre number and stamp; the patient's name,
 * age and weight where relevant; the date; here also a QR code that opens the public verification page.
 */
export const PRESCRIPTION_LIMITS = {
  maxMedicines: 20,
  maxExams: 20,
  /** Failed dispensing codes per prescription and hour before the pharmacy is asked to wait. */
  dispenseAttemptsPerHour: 5,
} as const;

export const PRESCRIPTION_STATUSES = ['draft', 'signed'] as const;
export type PrescriptionStatus = (typeof PRESCRIPTION_STATUSES)[number];

/** Pharmaceutical forms offered in the form (free text is refused: pharmacies read these words). */
export const MEDICINE_FORMS = [
  'comprime',
  'gelule',
  'sirop',
  'suspension',
  'sachet',
  'injectable',
  'suppositoire',
  'pommade',
  'creme',
  'collyre',
  'gouttes',
  'inhalateur',
  'autre',
] as const;
export type MedicineForm = (typeof MEDICINE_FORMS)[number];

/** Requests printed under the medicines: a laboratory test or an imaging examination. */
export const EXAM_KINDS = ['lab', 'imaging'] as const;
export type ExamKind = (typeof EXAM_KINDS)[number];

export type MedicineLine = {
  name: string;
  form: MedicineForm;
  strength: string;
  dose: string;
  frequency: string;
  duration: string;
  quantity: string;
  instructions: string;
};

export type ExamRequest = { kind: ExamKind; label: string; instructions: string };

/** The prescriber as printed, frozen at signing (a later change of settings never alters a signed prescription). */
export type Prescriber = {
  firstName: string;
  lastName: string;
  profession: Profession;
  sex: CarerSex | null;
  specialty: Specialty;
  licenceNumber: string;
  facility: string;
  professionalAddress: string;
};

/** A prescription as its doctor and its patient read it. */
export type PrescriptionView = {
  id: string;
  bookingId: string;
  status: PrescriptionStatus;
  medicines: MedicineLine[];
  exams: ExamRequest[];
  patientWeightKg: number | null;
  signedAt: string | null;
  /** Once signed: the prescriber as printed. */
  prescriber: Prescriber | null;
  /** Once signed: the code of the verification URL (`/verification/ordonnance/{code}`) printed as a QR code. */
  verificationCode: string | null;
  /** Once signed, for the patient and the prescriber: the code a pharmacy types to mark it dispensed. */
  dispensingCode: string | null;
  dispensedAt: string | null;
  updatedAt: string;
};

/**
 * A prescription as a carer reads it in a patient's record (`GET /api/doctor/patients/{id}/prescriptions`, ADR 065):
 * every carer's signed ones and the caller's own drafts. No codes: the PDF (its own route) is the patient's copy.
 */
export type RecordPrescription = {
  id: string;
  bookingId: string;
  status: PrescriptionStatus;
  /** Signed: when it was signed; a draft: when it was started. The list is newest first on this date. */
  date: string;
  /** Signed: the prescriber as printed; a draft: its author (the caller), as they are now. */
  prescriber: { firstName: string; lastName: string; profession: Profession; sex: CarerSex | null };
  medicines: MedicineLine[];
  exams: ExamRequest[];
  dispensedAt: string | null;
};

/** A page of a record's prescriptions; `nextCursor` is the `before` of the next (older) page. */
export type RecordPrescriptionsPage = { prescriptions: RecordPrescription[]; nextCursor: string | null };
export const RECORD_PRESCRIPTIONS_PAGE = 10;

/** What the public verification page shows: never the diagnosis, never the patient's record. */
export type PrescriptionVerification =
  | { genuine: false }
  | {
      genuine: true;
      prescriber: Prescriber;
      signedAt: string;
      /** The patient's initials only: the pharmacy compares them with the paper, nobody else learns the name. */
      patientInitials: string;
      medicines: MedicineLine[];
      exams: ExamRequest[];
      dispensed: { at: string; pharmacy: string } | null;
    };

/** The doctor's professional details a prescription needs (`/dashboard-medecin/parametres`). */
export type PrescriberDetails = {
  profession: Profession;
  specialty: Specialty;
  licenceNumber: string;
  facility: string | null;
  professionalAddress: string | null;
  /** A short-lived URL of the stamp/signature image, or null when none was uploaded. */
  stampUrl: string | null;
  /** What is still missing before a prescription can be signed. */
  missing: PrescriberDetail[];
};

export const PRESCRIBER_DETAILS = ['facility', 'professionalAddress', 'stamp'] as const;
export type PrescriberDetail = (typeof PRESCRIBER_DETAILS)[number];

/** The stamp/signature image: a photo or scan (PNG or JPEG: what the PDF embeds). */
export const STAMP_LIMITS = { maxBytes: 1024 * 1024, mimeTypes: ['image/png', 'image/jpeg'] } as const;

/** The public verification page's path for a code (the QR code's target). */
export function verificationPath(code: string): string {
  return `/verification/ordonnance/${code}`;
}
