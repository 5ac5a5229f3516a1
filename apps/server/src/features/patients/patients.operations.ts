import type { Operation } from '../openapi/operation';

/** `/api/patients`: the patient's own profile (identity, contact, address, health details, photo). */
export const PATIENT_OPERATIONS: readonly Operation[] = [];
