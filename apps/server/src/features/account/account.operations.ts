import type { Operation } from '../openapi/operation';

/** `/api/account`: notification preferences, sessions, data export (JSON, FHIR R4), account deletion. */
export const ACCOUNT_OPERATIONS: readonly Operation[] = [];
