import type { Operation } from '../openapi/operation';

/** `/api/records/entries`: allergies, chronic conditions and current treatments of the medical record. */
export const HEALTH_ENTRY_OPERATIONS: readonly Operation[] = [];
