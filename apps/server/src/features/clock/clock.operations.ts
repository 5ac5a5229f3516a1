import { ZClockEventRequestSchema, ZClockReviewRequestSchema } from '@sante/shared/clock-schemas';
import type { Operation } from '../openapi/operation';

/** Clock-in and visit check-in (ADR 036). */
export const CLOCK_OPERATIONS: readonly Operation[] = [
  {
    method: 'get',
    path: '/api/clock/today',
    summary: 'My clock events of the Douala day, whether I am on shift, my office, my home visits with their checks',
    tag: 'clock',
    auth: 'doctor',
  },
  {
    method: 'post',
    path: '/api/clock/events',
    summary:
      'Clock in or out, or check in or out of one of my home visits: recorded with its outcome whatever the distance (201; a retry of the same clientId: 200)',
    tag: 'clock',
    auth: 'doctor',
    body: ZClockEventRequestSchema,
    success: 201,
  },
  {
    method: 'get',
    path: '/api/admin/clock/attendance',
    summary: "A day's clock events with their carer and anomalies (`attendance.read`): {date, entries}",
    tag: 'clock',
    auth: 'staff',
    query: { date: 'yyyy-mm-dd, Douala; today when left out' },
  },
  {
    method: 'get',
    path: '/api/admin/clock/stats',
    summary: "Per carer, a month's hours, lateness, overtime, visits done against scheduled (`attendance.read`)",
    tag: 'clock',
    auth: 'staff',
    query: { month: 'yyyy-mm, Douala; this month when left out' },
  },
  {
    method: 'get',
    path: '/api/admin/clock/stats/csv',
    summary: 'The same figures as a CSV for a spreadsheet (`;`, decimal comma)',
    tag: 'clock',
    auth: 'staff',
    query: { month: 'yyyy-mm, Douala; this month when left out' },
  },
  {
    method: 'post',
    path: '/api/admin/clock/events/{id}/review',
    summary: 'Approve or correct an event, with a reason (`attendance.correct`, audited): {event}',
    tag: 'clock',
    auth: 'staff',
    body: ZClockReviewRequestSchema,
  },
];
