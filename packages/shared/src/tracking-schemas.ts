import { z } from 'zod';

const coordinate = (limit: number) =>
  z
    .number({ error: 'validation.invalidFormat' })
    .min(-limit, { error: 'validation.invalidFormat' })
    .max(limit, { error: 'validation.invalidFormat' });

/** `POST /api/tracking/positions` (carer): one fix from the phone while tracking is on. */
export const ZTrackingPositionRequestSchema = z.object({
  latitude: coordinate(90),
  longitude: coordinate(180),
  accuracyM: z
    .number({ error: 'validation.invalidFormat' })
    .min(0, { error: 'validation.invalidFormat' })
    .max(100_000, { error: 'validation.invalidFormat' }),
  takenAt: z.iso.datetime({ offset: true, error: 'validation.invalidDate' }),
});
export type TTrackingPositionRequest = z.infer<typeof ZTrackingPositionRequestSchema>;
