import type { Operation } from '../openapi/operation';

/** The staff dashboard (`/admin/dashboard`). */
export const ADMIN_DASHBOARD_OPERATIONS: readonly Operation[] = [
  {
    method: 'get',
    path: '/api/admin/dashboard',
    summary:
      "The day's figures: today's bookings by status, unpaid upcoming bookings, refunds due, revenue of the day and the month (XAF), carers by status, new patients",
    tag: 'admin',
    auth: 'staff',
  },
];
