import type { Operation } from '../openapi/operation';

/** `/api/storage`: buckets and objects (specification section 7). */
export const STORAGE_OPERATIONS: readonly Operation[] = [];
