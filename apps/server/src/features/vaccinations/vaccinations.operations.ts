import {
  ZDependentRequestSchema,
  ZVaccinationDoseDetailsSchema,
  ZVaccinationDoseRequestSchema,
} from '@sante/shared/vaccination-schemas';
import type { Operation } from '../openapi/operation';

/** `/api/vaccinations`: dependents, doses given, the PEV schedule and the doses due. */
export const VACCINATION_OPERATIONS: readonly Operation[] = [
  {
    method: 'get',
    path: '/api/vaccinations/people',
    summary: `The account holder and their children`,
    tag: 'vaccinations',
    auth: 'patient',
  },
  {
    method: 'post',
    path: '/api/vaccinations/dependents',
    summary: `Add a child`,
    tag: 'vaccinations',
    auth: 'patient',
    body: ZDependentRequestSchema,
    success: 201,
  },
  {
    method: 'put',
    path: '/api/vaccinations/dependents/{id}',
    summary: `Change a child's details`,
    tag: 'vaccinations',
    auth: 'patient',
    body: ZDependentRequestSchema,
  },
  {
    method: 'delete',
    path: '/api/vaccinations/dependents/{id}',
    summary: `Remove a child and their doses`,
    tag: 'vaccinations',
    auth: 'patient',
    success: 204,
  },
  {
    method: 'get',
    path: '/api/vaccinations/card',
    summary: `The schedule with statuses and the doses recorded, for the holder or one child`,
    tag: 'vaccinations',
    auth: 'patient',
    query: { dependentId: 'uuid (none: the account holder)' },
  },
  {
    method: 'post',
    path: '/api/vaccinations/doses',
    summary: `Record a dose given (409 vaccination_dose_exists if already recorded)`,
    tag: 'vaccinations',
    auth: 'patient',
    body: ZVaccinationDoseRequestSchema,
    success: 201,
  },
  {
    method: 'put',
    path: '/api/vaccinations/doses/{id}',
    summary: `Change the date, place or batch of a dose`,
    tag: 'vaccinations',
    auth: 'patient',
    body: ZVaccinationDoseDetailsSchema,
  },
  {
    method: 'delete',
    path: '/api/vaccinations/doses/{id}',
    summary: `Delete a recorded dose`,
    tag: 'vaccinations',
    auth: 'patient',
    success: 204,
  },
  {
    method: 'get',
    path: '/api/vaccinations/due',
    summary: `Overdue doses and doses due within 30 days, for the holder and each child`,
    tag: 'vaccinations',
    auth: 'patient',
  },
];
