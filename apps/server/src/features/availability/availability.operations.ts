import { ZDoctorAvailabilityRequestSchema } from '@sante/shared/availability-schemas';
import type { Operation } from '../openapi/operation';

/** Doctors' availability and the free slots computed from it (ADR 014). */
export const AVAILABILITY_OPERATIONS: readonly Operation[] = [
  {
    method: 'get',
    path: '/api/doctors/me/availability',
    summary:
      'The doctor’s weekly hours per kind of visit, exceptions (leave, extra hours), travel buffer and slot lengths',
    tag: 'doctors',
    auth: 'doctor',
  },
  {
    method: 'put',
    path: '/api/doctors/me/availability',
    summary: 'Replace the doctor’s availability (hours of one weekday may not overlap)',
    tag: 'doctors',
    auth: 'doctor',
    body: ZDoctorAvailabilityRequestSchema,
  },
  {
    method: 'get',
    path: '/api/doctors/{id}/slots',
    summary:
      'A doctor’s free slots per local date, grouped morning / afternoon / evening (Africa/Douala), never in the past',
    tag: 'doctors',
    query: {
      from: 'YYYY-MM-DD (default: today in Douala)',
      days: 'number (1-31, default 7)',
      kind: 'home_visit | cabinet | teleconsultation (default: every kind)',
    },
  },
  {
    method: 'get',
    path: '/api/availability/first-available',
    summary:
      '"Premier disponible": the first date with a free slot of this kind across doctors, each start with one doctor',
    tag: 'doctors',
    query: {
      kind: 'home_visit | cabinet | teleconsultation',
      date: 'YYYY-MM-DD (default: today in Douala)',
      city: 'Douala | Yaoundé',
      days: 'number (1-31, default 14): how far to look',
    },
  },
];
