import {
  ZAssignDoctorRequestSchema,
  ZCancelBookingRequestSchema,
  ZCreateBookingRequestSchema,
  ZReleaseHoldsRequestSchema,
  ZRescheduleBookingRequestSchema,
  ZReviewBookingRequestSchema,
  ZTrackingStepRequestSchema,
} from '@sante/shared/booking-schemas';
import type { Operation } from '../openapi/operation';

/** Bookings and their transitions (ADR 015). Answers `{ booking: BookingView }` or `{ bookings: BookingView[] }`. */
export const BOOKING_OPERATIONS: readonly Operation[] = [
  {
    method: 'post',
    path: '/api/bookings',
    summary:
      'Book a slot (price from the catalogue, slot checked by the server; 409 slot_unavailable on a lost race; 409 booking_hold_limit past 3 unpaid upcoming bookings; 403 phone_not_verified for cash without a verified phone). The same idempotency key answers the first booking (200)',
    tag: 'bookings',
    auth: 'patient',
    body: ZCreateBookingRequestSchema,
    success: 201,
  },
  {
    method: 'get',
    path: '/api/bookings',
    summary: 'The caller’s bookings: a patient’s own, a doctor’s assigned, every booking for staff (soonest first)',
    tag: 'bookings',
    auth: 'session',
    query: {
      status: 'pending | confirmed | completed | cancelled',
      kind: 'home_visit | cabinet | teleconsultation',
      from: 'YYYY-MM-DD (Douala, inclusive)',
      to: 'YYYY-MM-DD (Douala, inclusive)',
      doctorId: 'uuid',
    },
  },
  {
    method: 'get',
    path: '/api/bookings/{id}',
    summary: 'One booking in the caller’s scope with its events and whether they may still change it (404 otherwise)',
    tag: 'bookings',
    auth: 'session',
  },
  {
    method: 'post',
    path: '/api/bookings/{id}/prescription-photo',
    summary: 'Join the photo or PDF of an existing prescription to my open booking, once (multipart `file`; ADR 058)',
    tag: 'bookings',
    auth: 'patient',
    success: 204,
  },
  {
    method: 'get',
    path: '/api/bookings/{id}/prescription-photo',
    summary:
      'A 5-minute signed URL of the booking’s prescription photo: its patient, its carer, staff allowed ' +
      '`results.manage` (audited): {url, expiresAt}',
    tag: 'bookings',
    auth: 'session',
  },
  {
    method: 'post',
    path: '/api/bookings/{id}/cancel',
    summary: 'Cancel (the patient up to 2 hours before, 409 booking_change_too_late after; staff any time)',
    tag: 'bookings',
    auth: 'session',
    body: ZCancelBookingRequestSchema,
  },
  {
    method: 'post',
    path: '/api/bookings/{id}/reschedule',
    summary: 'Move to another free slot of the same doctor (same deadline rule; 409 slot_unavailable)',
    tag: 'bookings',
    auth: 'session',
    body: ZRescheduleBookingRequestSchema,
  },
  {
    method: 'post',
    path: '/api/bookings/{id}/pay-on-site',
    summary:
      'After a refused mobile-money payment, pay the carer on site instead (own unpaid booking, verified phone, not video)',
    tag: 'bookings',
    auth: 'patient',
  },
  {
    method: 'post',
    path: '/api/bookings/{id}/tracking',
    summary:
      'The next tracking step, in order, of a confirmed booking; en route from 2 h before (its doctor, or staff)',
    tag: 'bookings',
    auth: 'session',
    body: ZTrackingStepRequestSchema,
  },
  {
    method: 'post',
    path: '/api/bookings/{id}/complete',
    summary: 'Mark the visit completed once the consultation has started, not before its start (its doctor, or staff)',
    tag: 'bookings',
    auth: 'session',
  },
  {
    method: 'post',
    path: '/api/bookings/{id}/undo',
    summary: 'Take back the last tracking step or the end of the visit within 30 seconds (its doctor, or staff)',
    tag: 'bookings',
    auth: 'session',
  },
  {
    method: 'post',
    path: '/api/bookings/{id}/review',
    summary: 'Rate a completed visit once, 1 to 5 stars (its patient); feeds the directory average',
    tag: 'bookings',
    auth: 'patient',
    body: ZReviewBookingRequestSchema,
    success: 201,
  },
  {
    method: 'post',
    path: '/api/bookings/{id}/confirm',
    summary: 'Confirm a pending booking (staff)',
    tag: 'bookings',
    auth: 'staff',
  },
  {
    method: 'post',
    path: '/api/bookings/{id}/assign',
    summary: 'Assign or reassign a doctor free at that time (staff); the patient is told',
    tag: 'bookings',
    auth: 'staff',
    body: ZAssignDoctorRequestSchema,
  },
  {
    method: 'get',
    path: '/api/bookings/holds',
    summary:
      'Suspicious holds (admin, super_admin): accounts with unpaid upcoming bookings at the limit, or created in the last 7 days',
    tag: 'bookings',
    auth: 'staff',
  },
  {
    method: 'post',
    path: '/api/bookings/holds/{patientId}/release',
    summary:
      'Cancel every unpaid upcoming booking of an account with a reason (admin, super_admin); audited, the patient is told',
    tag: 'bookings',
    auth: 'staff',
    body: ZReleaseHoldsRequestSchema,
  },
];
