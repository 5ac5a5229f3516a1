import { zodResolver } from '@hookform/resolvers/zod';
import { ZClockReviewReasonSchema } from '@sante/shared/clock-schemas';
import { z } from 'zod';

/**
 * The review form: the decision, a Douala time when correcting, and the reason (the server's schema for it). The
 * time becomes `correctedAt` or `clockOutAt` of `POST /api/admin/clock/events/{id}/review`.
 */
export const ZClockReviewFormSchema = z
  .object({
    decision: z.enum(['approved', 'corrected', 'clock_out'], { error: 'validation.selectOption' }),
    time: z.string().trim(),
    reason: ZClockReviewReasonSchema,
  })
  .refine((form) => form.decision === 'approved' || /^([01]\d|2[0-3]):[0-5]\d$/.test(form.time), {
    error: 'validation.invalidTime',
    path: ['time'],
  });
export type ClockReviewFormValues = z.infer<typeof ZClockReviewFormSchema>;
export const clockReviewResolver = zodResolver(ZClockReviewFormSchema);
