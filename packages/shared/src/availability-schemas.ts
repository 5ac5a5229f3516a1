import { z } from 'zod';
import {
  AVAILABILITY_LIMITS,
  EXCEPTION_KINDS,
  LOCAL_TIME_PATTERN,
  SLOT_LENGTHS_MINUTES,
  VISIT_KINDS,
  WEEKDAYS,
  minuteOfDay,
} from './availability-constants';
import { SERVICE_CITIES } from './constants';

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

const localTime = z
  .string({ error: 'validation.required' })
  .regex(LOCAL_TIME_PATTERN, { error: 'validation.invalidTime' });

const calendarDate = z
  .string({ error: 'validation.required' })
  .regex(DATE_PATTERN, { error: 'validation.invalidDate' })
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    {
      error: 'validation.invalidDate',
    },
  );

const slotLength = z.union(
  SLOT_LENGTHS_MINUTES.map((value) => z.literal(value)),
  { error: 'validation.selectOption' },
);

const ZAvailabilityRuleSchema = z.object({
  kind: z.enum(VISIT_KINDS, { error: 'validation.selectOption' }),
  weekday: z.union(
    WEEKDAYS.map((value) => z.literal(value)),
    { error: 'validation.selectOption' },
  ),
  start: localTime,
  end: localTime,
});

/** An empty input (text or select) means "none". */
const empty = z.literal('').transform(() => null);

const ZAvailabilityExceptionSchema = z.object({
  kind: z.enum(EXCEPTION_KINDS, { error: 'validation.selectOption' }),
  visitKind: z.union([empty, z.enum(VISIT_KINDS)], { error: 'validation.selectOption' }).nullable(),
  startDate: calendarDate,
  endDate: calendarDate,
  /** Both empty: the whole day (leave only). */
  start: z.union([empty, localTime], { error: 'validation.invalidTime' }).nullable(),
  end: z.union([empty, localTime], { error: 'validation.invalidTime' }).nullable(),
});

function checkRanges(
  ranges: Array<{ start: string | null; end: string | null }>,
  context: z.RefinementCtx,
  path: (index: number) => Array<string | number>,
) {
  ranges.forEach((range, index) => {
    if (range.start !== null && range.end !== null && minuteOfDay(range.start) >= minuteOfDay(range.end)) {
      context.addIssue({ code: 'custom', message: 'validation.endBeforeStart', path: [...path(index), 'end'] });
    }
  });
}

/**
 * `PUT /api/doctors/me/availability`: replaces the doctor's weekly hours, exceptions, travel buffer and slot
 * lengths. Two hours of the same weekday may not overlap, whatever their kind of visit (one doctor, one place).
 */
export const ZDoctorAvailabilityRequestSchema = z
  .object({
    travelBufferMinutes: z
      .number({ error: 'validation.enterValue' })
      .int({ error: 'validation.enterValue' })
      .min(0, { error: 'validation.enterValue' })
      .max(AVAILABILITY_LIMITS.maxTravelBufferMinutes, { error: 'validation.bufferTooLong' }),
    slotMinutes: z.object({ home_visit: slotLength, cabinet: slotLength, teleconsultation: slotLength }),
    rules: z.array(ZAvailabilityRuleSchema).max(AVAILABILITY_LIMITS.maxRules, { error: 'validation.tooMany' }),
    exceptions: z
      .array(ZAvailabilityExceptionSchema)
      .max(AVAILABILITY_LIMITS.maxExceptions, { error: 'validation.tooMany' }),
  })
  .superRefine((value, context) => {
    checkRanges(value.rules, context, (index) => ['rules', index]);
    value.rules.forEach((rule, index) => {
      const overlaps = value.rules.some(
        (other, otherIndex) =>
          otherIndex < index &&
          other.weekday === rule.weekday &&
          minuteOfDay(other.start) < minuteOfDay(rule.end) &&
          minuteOfDay(rule.start) < minuteOfDay(other.end),
      );
      if (overlaps)
        context.addIssue({ code: 'custom', message: 'validation.rangesOverlap', path: ['rules', index, 'start'] });
    });
    checkRanges(value.exceptions, context, (index) => ['exceptions', index]);
    value.exceptions.forEach((exception, index) => {
      const path = ['exceptions', index];
      if (exception.endDate < exception.startDate) {
        context.addIssue({ code: 'custom', message: 'validation.endDateBeforeStart', path: [...path, 'endDate'] });
      } else if (
        Date.parse(exception.endDate) - Date.parse(exception.startDate) >=
        AVAILABILITY_LIMITS.maxExceptionDays * DAY_MS
      ) {
        context.addIssue({ code: 'custom', message: 'validation.rangeTooLong', path: [...path, 'endDate'] });
      }
      if ((exception.start === null) !== (exception.end === null)) {
        context.addIssue({
          code: 'custom',
          message: 'validation.required',
          path: [...path, exception.start === null ? 'start' : 'end'],
        });
      }
      if (exception.kind === 'extra_hours') {
        if (exception.visitKind === null)
          context.addIssue({ code: 'custom', message: 'validation.selectOption', path: [...path, 'visitKind'] });
        if (exception.start === null)
          context.addIssue({ code: 'custom', message: 'validation.required', path: [...path, 'start'] });
      }
    });
  });
export type TDoctorAvailabilityRequest = z.input<typeof ZDoctorAvailabilityRequestSchema>;

const days = (fallback: number) =>
  z.coerce
    .number({ error: 'validation.enterValue' })
    .int({ error: 'validation.enterValue' })
    .min(1, { error: 'validation.enterValue' })
    .max(AVAILABILITY_LIMITS.maxSlotDays, { error: 'validation.tooManyDays' })
    .default(fallback);

/** `GET /api/doctors/{id}/slots?from=yyyy-mm-dd&days=N&kind=` (from: today in Douala by default). */
export const ZDoctorSlotsQuerySchema = z.object({
  from: calendarDate.optional(),
  days: days(AVAILABILITY_LIMITS.defaultSlotDays),
  kind: z.enum(VISIT_KINDS, { error: 'validation.selectOption' }).optional(),
});

/** `GET /api/availability/first-available?kind=&date=&city=&days=`: the first day with a free slot from `date`. */
export const ZFirstAvailableQuerySchema = z.object({
  kind: z.enum(VISIT_KINDS, { error: 'validation.selectOption' }),
  date: calendarDate.optional(),
  city: z.enum(SERVICE_CITIES, { error: 'validation.selectOption' }).optional(),
  days: days(AVAILABILITY_LIMITS.defaultFirstAvailableDays),
});
