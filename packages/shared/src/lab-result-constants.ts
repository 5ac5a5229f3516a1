import type { CarerRef } from './clinic-constants';

/**
 * Lab results (issue #13 §2, ADR 039): uploaded by staff with structured values, reviewed and released by the
 * doctor; the patient sees one once released, or `AUTO_RELEASE_HOURS` after its upload.
 */
export const AUTO_RELEASE_HOURS = 48;
export const LAB_RESULT_LIMITS = { maxValues: 60, mimeTypes: ['application/pdf', 'image/jpeg', 'image/png'] } as const;

/** Below or above the reference range (computed by the server from a numeric value). */
export type ValueFlag = 'low' | 'high' | null;

export type LabValue = {
  name: string;
  value: string;
  unit: string;
  low: number | null;
  high: number | null;
  flag: ValueFlag;
};

export type LabResultView = {
  id: string;
  patient: { id: string; firstName: string; lastName: string };
  doctor: CarerRef | null;
  prescriptionId: string | null;
  title: string;
  labName: string;
  collectedOn: string | null;
  values: LabValue[];
  abnormalCount: number;
  hasFile: boolean;
  createdAt: string;
  releasedAt: string | null;
  /** When the patient sees it: the release, or 48 hours after the upload. */
  visibleFrom: string;
};
export type LabResultsResponse = { results: LabResultView[] };
/** The results of a patient in the carer's record, a page at a time; `nextCursor` asks for the next page. */
export const PATIENT_RESULTS_PAGE = 20;
export type PatientResultsPage = { results: LabResultView[]; nextCursor: string | null };
