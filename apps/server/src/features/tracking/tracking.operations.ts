import { ZTrackingPositionRequestSchema } from '@sante/shared/tracking-schemas';
import type { Operation } from '../openapi/operation';

/** Live positions of carers on shift or en route, ETA, the staff map (ADR 040). */
export const TRACKING_OPERATIONS: readonly Operation[] = [
  {
    method: 'get',
    path: '/api/tracking/me',
    summary: 'Whether my phone should send its position now, and why (on shift, en route): {active, reasons}',
    tag: 'tracking',
    auth: 'doctor',
  },
  {
    method: 'post',
    path: '/api/tracking/positions',
    summary:
      'One position of my phone, kept only while I am clocked in or en route to a home visit (409 tracking_off otherwise); pushes the new ETA of my visits en route',
    tag: 'tracking',
    auth: 'doctor',
    body: ZTrackingPositionRequestSchema,
    success: 201,
  },
  {
    method: 'get',
    path: '/api/tracking/bookings/{id}/eta',
    summary:
      "The carer's estimated arrival at a home visit en route (its patient, its carer, staff): {bookingId, etaMinutes, positionAt}",
    tag: 'tracking',
    auth: 'session',
  },
  {
    method: 'get',
    path: '/api/admin/tracking/map',
    summary:
      "Carers on shift or en route with their last position, the day's home visits with ETA and lateness (`field_map.read`, audited)",
    tag: 'tracking',
    auth: 'staff',
  },
  {
    method: 'get',
    path: '/api/admin/tracking/visits/{id}/candidates',
    summary: "Verified carers of the visit's city free at its start, nearest first (`field_map.read`)",
    tag: 'tracking',
    auth: 'staff',
  },
];
