import type { Operation } from '../openapi/operation';

/** `/api/records/documents`: documents of the medical record (bytes in the private bucket, read through signed URLs). */
export const DOCUMENT_OPERATIONS: readonly Operation[] = [];
