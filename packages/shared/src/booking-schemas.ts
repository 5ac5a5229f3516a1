import { z } from 'zod';
import { VISIT_KINDS } from './availability-constants';
import { BOOKING_PAYMENT_CHOICES, BOOKING_REASON_MAX, BOOKING_STATUSES, TRACKING_STEPS } from './booking-constants';

/**
 * The booking contract (`/api/bookings/*`), shared by the server and the web app. Messages are translation keys
 * under `validation.*`. Values and view types live in the zod-free booking-constants.ts.
 */

const required = z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' });

export const ZBookingAddressSchema = z.object({
  city: required.max(80, { error: 'validation.tooLong' }),
  neighbourhood: required.max(120, { error: 'validation.tooLong' }),
  details: required.max(300, { error: 'validation.tooLong' }),
  latitude: z.number().min(1.6).max(13.1).nullable().default(null),
  longitude: z.number().min(8.4).max(16.2).nullable().default(null),
});

/**
 * `POST /api/bookings` (patient): `doctorId` null = the first available doctor for that slot. The server takes the
 * price from the catalogue and checks the slot is free in the same transaction (409 `slot_unavailable`).
 */
export const ZCreateBookingRequestSchema = z.object({
  serviceId: z.uuid({ error: 'validation.selectOption' }),
  kind: z.enum(VISIT_KINDS, { error: 'validation.selectOption' }),
  doctorId: z.uuid({ error: 'validation.selectOption' }).nullable(),
  startsAt: z.iso.datetime({ offset: true, error: 'validation.selectOption' }),
  /** Required for home visits, ignored otherwise. */
  address: ZBookingAddressSchema.nullable().default(null),
  paymentChoice: z.enum(BOOKING_PAYMENT_CHOICES, { error: 'validation.selectOption' }),
  /** Why the patient books (« motif »), shown to the carer on the visit card. */
  reason: z.string().trim().max(BOOKING_REASON_MAX, { error: 'validation.tooLong' }).optional(),
  /** « Pour un proche »: one of the patient's dependants (vaccination calendar); null or absent: the patient. */
  dependentId: z.uuid({ error: 'validation.selectOption' }).nullish(),
  /** A retried request with the same key returns the first booking (never a second one). */
  idempotencyKey: z.string().min(8).max(80),
});
export type TCreateBookingRequest = z.input<typeof ZCreateBookingRequestSchema>;

/** `POST /api/bookings/{id}/reschedule` (patient up to the deadline, staff any time). */
export const ZRescheduleBookingRequestSchema = z.object({
  startsAt: z.iso.datetime({ offset: true, error: 'validation.selectOption' }),
});

/** `POST /api/bookings/{id}/cancel`. */
export const ZCancelBookingRequestSchema = z.object({
  reason: z.string().trim().max(300, { error: 'validation.tooLong' }).optional(),
});

/** `POST /api/bookings/{id}/tracking` (the booking's doctor, or staff): the next step, in order. */
export const ZTrackingStepRequestSchema = z.object({ step: z.enum(TRACKING_STEPS) });

/** `POST /api/bookings/{id}/assign` (staff): assign or reassign a doctor free at that time. */
export const ZAssignDoctorRequestSchema = z.object({ doctorId: z.uuid({ error: 'validation.selectOption' }) });

/** `GET /api/bookings` query: the caller's own (patient, doctor) or every booking (staff). */
export const ZBookingListQuerySchema = z.object({
  status: z.enum(BOOKING_STATUSES).optional(),
  kind: z.enum(VISIT_KINDS).optional(),
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  doctorId: z.uuid().optional(),
  /** Staff: a booking reference, or the patient's name (accents ignored) or phone. */
  q: z.string().trim().max(60, { error: 'validation.tooLong' }).optional(),
  /** `upcoming`: those still to come first (soonest first), then the past ones (most recent first); default: by start. */
  order: z.enum(['start', 'upcoming'], { error: 'validation.selectOption' }).default('start'),
});

/** `POST /api/bookings/{id}/review`: the patient rates their completed visit, once (1 to 5 stars). */
export const ZReviewBookingRequestSchema = z.object({
  stars: z
    .number({ error: 'validation.selectOption' })
    .int({ error: 'validation.selectOption' })
    .min(1, { error: 'validation.selectOption' })
    .max(5, { error: 'validation.selectOption' }),
  comment: z.string().trim().max(500, { error: 'validation.tooLong' }).optional(),
});
export type TReviewBookingRequest = z.input<typeof ZReviewBookingRequestSchema>;

/** `POST /api/bookings/holds/{patientId}/release` (admin, super_admin): why the holds are released (told to the patient's record). */
export const ZReleaseHoldsRequestSchema = z.object({
  reason: z
    .string({ error: 'validation.required' })
    .trim()
    .min(3, { error: 'validation.required' })
    .max(300, { error: 'validation.tooLong' }),
});
export type TReleaseHoldsRequest = z.infer<typeof ZReleaseHoldsRequestSchema>;
