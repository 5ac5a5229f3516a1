import { z } from 'zod';
import { CLOCK_EVENT_KINDS, CLOCK_RULES, POSITION_ERRORS } from './clock-constants';

const instant = z.iso.datetime({ offset: true, error: 'validation.invalidDate' });

/**
 * `POST /api/clock/events` (carer): a clock-in or out, or a visit check-in or out, as the phone saw it. `clientId`
 * makes a retry (the offline queue sending again) answer the first event; `sentLater`: it waited in the queue.
 */
export const ZClockEventRequestSchema = z
  .object({
    clientId: z.string().trim().min(8, { error: 'validation.invalidFormat' }).max(64, { error: 'validation.tooLong' }),
    kind: z.enum(CLOCK_EVENT_KINDS, { error: 'validation.invalidFormat' }),
    bookingId: z.uuid({ error: 'validation.invalidFormat' }).nullable().default(null),
    deviceAt: instant,
    position: z
      .object({
        latitude: z
          .number({ error: 'validation.invalidFormat' })
          .min(-90, { error: 'validation.invalidFormat' })
          .max(90, {
            error: 'validation.invalidFormat',
          }),
        longitude: z
          .number({ error: 'validation.invalidFormat' })
          .min(-180, { error: 'validation.invalidFormat' })
          .max(180, {
            error: 'validation.invalidFormat',
          }),
        accuracyM: z
          .number({ error: 'validation.invalidFormat' })
          .min(0, { error: 'validation.invalidFormat' })
          .max(100_000, {
            error: 'validation.invalidFormat',
          }),
        takenAt: instant,
      })
      .nullable()
      .default(null),
    positionError: z.enum(POSITION_ERRORS, { error: 'validation.invalidFormat' }).nullable().default(null),
    sentLater: z.boolean({ error: 'validation.invalidFormat' }).default(false),
  })
  .refine((event) => (event.kind === 'visit_start' || event.kind === 'visit_end') === (event.bookingId !== null), {
    error: 'validation.invalidFormat',
    path: ['bookingId'],
  })
  .refine((event) => event.position !== null || event.positionError !== null, {
    error: 'validation.required',
    path: ['position'],
  });
export type TClockEventRequest = z.input<typeof ZClockEventRequestSchema>;

const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'validation.invalidDate' });
const day = z.iso.date({ error: 'validation.invalidDate' });

/** `GET /api/admin/clock/attendance?date=` (a Douala day; today when left out). */
export const ZAttendanceQuerySchema = z.object({ date: day.optional() });

/** `GET /api/admin/clock/stats?month=` and its CSV (a Douala month; this month when left out). */
export const ZClockStatsQuerySchema = z.object({ month: month.optional() });

/** Why staff approve or correct a clock event: kept on the event (the form shares it). */
export const ZClockReviewReasonSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(CLOCK_RULES.reasonMin, { error: 'validation.clockReasonTooShort' })
  .max(CLOCK_RULES.reasonMax, { error: 'validation.tooLong' });

/**
 * `POST /api/admin/clock/events/{id}/review` (staff allowed `attendance.correct`): approve the event as it is,
 * or correct its time, or (a clock-in missing its clock-out) give the time the shift ended; always with a reason
 * (audited).
 */
export const ZClockReviewRequestSchema = z
  .object({
    decision: z.enum(['approved', 'corrected'], { error: 'validation.invalidFormat' }),
    reason: ZClockReviewReasonSchema,
    /** The time the event should count at. */
    correctedAt: instant.nullable().default(null),
    /** On a clock-in missing its clock-out: when the shift ended (a clock-out is written by staff). */
    clockOutAt: instant.nullable().default(null),
  })
  .refine((review) => review.decision === 'approved' || review.correctedAt !== null || review.clockOutAt !== null, {
    error: 'validation.required',
    path: ['correctedAt'],
  });
export type TClockReviewRequest = z.input<typeof ZClockReviewRequestSchema>;
