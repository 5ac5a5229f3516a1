import type { Operation } from '../openapi/operation';

/** The doctor's dashboard figures (ADR 039). */
export const DOCTOR_DASHBOARD_OPERATIONS: readonly Operation[] = [
  {
    method: 'get',
    path: '/api/doctor/dashboard',
    summary: "My figures: today's and next visits, open and due tasks, results to review, the month's earnings",
    tag: 'doctors',
    auth: 'doctor',
  },
];
