import type { SavedScore } from './clinical-scores/saved-score';
import type { CarerSex, Profession } from './doctor-constants';
import type { LabResultView } from './lab-result-constants';
import type { HealthEntry, MedicalDocument } from './medical-record-schemas';
import type { Sex } from './patient-constants';

/**
 * The doctor's clinical workspace (issue #13 §1, ADR 031), without zod: what a carer may see of a patient and
 * why. A care relationship is a booking assigned to the carer, from `hoursBefore` its start to `daysAfter` its end,
 * an explicit share by the patient, or an emergency access (« Accès d'urgence ») still open.
 */
export const CARE_WINDOW = { hoursBefore: 24, daysAfter: 30 } as const;

/** How long an emergency access opens a record, and the length of the reason typed for it. */
export const EMERGENCY_ACCESS = { hours: 4, reasonMin: 15, reasonMax: 500 } as const;

/** Why the carer sees the patient now (the strongest first: a booking, then a share, then an emergency access). */
export const CARE_BASES = ['booking', 'share', 'emergency'] as const;
export type CareBasis = (typeof CARE_BASES)[number];

/** A carer as a patient or staff sees them, titled by profession on the screens. */
export type CarerRef = {
  id: string;
  firstName: string;
  lastName: string;
  profession: Profession;
  sex: CarerSex | null;
};

/** One row of `/dashboard-medecin/patients` (`GET /api/doctor/patients`). */
export type MyPatient = {
  id: string;
  firstName: string;
  lastName: string;
  age: number | null;
  sex: Sex | null;
  city: string | null;
  phone: string | null;
  /** The last visit with this carer that has started (not cancelled), and the next one still to come. */
  lastVisitAt: string | null;
  nextVisitAt: string | null;
  nextBookingReference: string | null;
  hasAllergies: boolean;
  /** Messages of the patient not read yet in their conversation with this carer. */
  unreadMessages: number;
  basis: CareBasis;
};
export type MyPatientsResponse = { patients: MyPatient[] };

/** Vaccination status of the account holder: doses given, overdue (with which), due within the reminder horizon. */
export type VaccinationStatus = {
  given: number;
  overdue: { vaccineCode: string; doseNumber: number; dueOn: string | null }[];
  dueSoon: number;
};

/** `GET /api/doctor/patients/{id}/summary`: the one-request summary of the record (3G). */
export type PatientRecordSummary = {
  patient: {
    id: string;
    firstName: string;
    lastName: string;
    dateOfBirth: string | null;
    age: number | null;
    sex: Sex | null;
    bloodGroup: string | null;
    phone: string | null;
    city: string | null;
    neighbourhood: string | null;
    landmark: string | null;
    latitude: number | null;
    longitude: number | null;
  };
  access: { basis: CareBasis; emergencyUntil: string | null };
  allergies: HealthEntry[];
  conditions: HealthEntry[];
  treatments: HealthEntry[];
  vaccination: VaccinationStatus;
  /** The newest documents (at most `SUMMARY_DOCUMENTS`) and how many there are in all. */
  documents: MedicalDocument[];
  documentCount: number;
  /** The newest scores saved into the record from the calculators (at most `SUMMARY_SCORES`), ADR 050. */
  scores: SavedScore[];
  /** The last signed consultation notes, newest visit first (at most `SUMMARY_NOTES`), and how many are signed. */
  recentNotes: PatientNote[];
  signedNoteCount: number;
  /** The newest results (at most `SUMMARY_RESULTS`), how many there are and how many have an abnormal value. */
  recentResults: LabResultView[];
  resultCount: number;
  abnormalResultCount: number;
  /** How many prescriptions the carer may read (signed ones and their own drafts); the section pages them. */
  prescriptionCount: number;
  lastVisitAt: string | null;
  nextVisitAt: string | null;
};
export const SUMMARY_DOCUMENTS = 5;
export const SUMMARY_NOTES = 3;
export const SUMMARY_RESULTS = 5;

/** An emergency access as staff review it and as the patient reads it. */
export type EmergencyAccessView = {
  id: string;
  carer: CarerRef;
  patient: { id: string; firstName: string; lastName: string } | null;
  reason: string;
  openedAt: string;
  expiresAt: string;
  reviewedAt: string | null;
};
export type EmergencyAccessesResponse = { accesses: EmergencyAccessView[] };

/** `GET /api/records/access` (patient): who may see my record and who opened it. */
export type RecordAccessOverview = {
  /** Carers of my bookings, with whether I share my record with them beyond the visits. */
  carers: (CarerRef & { shared: boolean })[];
  /** The latest openings of my record by a carer (ordinary or emergency), newest first. */
  openings: { carer: CarerRef; at: string; emergency: boolean }[];
  emergencyAccesses: EmergencyAccessView[];
};

/** A consultation note is written as a draft, then signed; a signed note is never edited, only amended (ADR 039). */
export const NOTE_STATUSES = ['draft', 'signed'] as const;
export type NoteStatus = (typeof NOTE_STATUSES)[number];

/** The vital signs (« constantes ») of a note, each optional, in SI units, with the range a form accepts. */
export const VITAL_SIGN_RANGES = {
  temperatureC: { min: 30, max: 45, step: 0.1 },
  heartRate: { min: 20, max: 250, step: 1 },
  systolic: { min: 40, max: 300, step: 1 },
  diastolic: { min: 20, max: 200, step: 1 },
  respiratoryRate: { min: 4, max: 80, step: 1 },
  spo2: { min: 50, max: 100, step: 1 },
  weightKg: { min: 0.5, max: 350, step: 0.1 },
} as const;
export type VitalSign = keyof typeof VITAL_SIGN_RANGES;
export const VITAL_SIGNS = Object.keys(VITAL_SIGN_RANGES) as VitalSign[];
export type VitalSigns = Partial<Record<VitalSign, number>>;

/** An amendment of a signed note, as the record shows it. */
export type NoteAmendment = { id: string; reason: string; text: string; author: CarerRef | null; createdAt: string };

/** A consultation note as its author reads it (`GET /api/consultation-notes/{bookingId}`). */
export type ConsultationNote = {
  bookingId: string;
  status: NoteStatus;
  reason: string;
  history: string;
  examination: string;
  vitals: VitalSigns;
  diagnosis: string;
  icd10Code: string | null;
  plan: string;
  patientSummary: string;
  /** When the summary was shared with the patient (at signing); null while it is the carer's alone. */
  sharedAt: string | null;
  signedAt: string | null;
  updatedAt: string;
  amendments: NoteAmendment[];
};

/** A note in the record of a patient (`GET /api/doctor/patients/{id}/notes`): signed notes and my own drafts. */
export type PatientNote = ConsultationNote & { author: CarerRef | null; visitAt: string };
export type PatientNotesResponse = { notes: PatientNote[] };
