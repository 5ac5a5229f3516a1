import type { VisitKind } from './availability-constants';
import type { BookingStatus } from './booking-constants';

/** A visit on the doctor's dashboard. */
export type DashboardVisit = {
  id: string;
  reference: string;
  startsAt: string;
  kind: VisitKind;
  status: BookingStatus;
  patient: { id: string; firstName: string; lastName: string };
};

/**
 * `GET /api/doctor/dashboard` (ADR 039): the doctor's figures — today's visits (Douala day), the next ones, open
 * tasks and those due by tonight (or late), results waiting for their review, and the month's earnings.
 */
export type DoctorDashboard = {
  today: DashboardVisit[];
  next: DashboardVisit[];
  openTasks: number;
  tasksDue: number;
  resultsToReview: number;
  month: { month: string; collectedXaf: number; shareXaf: number; acts: number };
};

/** How many coming visits after today the dashboard lists. */
export const DASHBOARD_NEXT_VISITS = 5;
