import type { Operation } from '../openapi/operation';

/** `/api/vaccinations`: dependents, doses given, the PEV schedule and the doses due. */
export const VACCINATION_OPERATIONS: readonly Operation[] = [];
