import { z } from 'zod';
import { SERVICE_KINDS } from './catalogue-constants';

const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number<string | number>({ error: 'validation.enterValue' })
    .int({ error: 'validation.enterValue' })
    .min(min, { error: 'validation.enterValue' })
    .max(max, { error: 'validation.enterValue' });

const label = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(120, { error: 'validation.tooLong' });

/**
 * `POST /api/admin/services` and `PUT /api/admin/services/{id}`: one catalogue service (staff only). Its code is
 * not asked: the server generates it from the French name at creation, and it stays.
 */
export const ZServiceRequestSchema = z.object({
  kind: z.enum(SERVICE_KINDS, { error: 'validation.selectOption' }),
  nameFr: label,
  nameEn: label,
  /** XAF, whole francs; 0 is allowed for a free act. */
  priceXaf: wholeNumber(0, 5_000_000),
  durationMinutes: wholeNumber(5, 24 * 60),
  active: z.boolean({ error: 'validation.selectOption' }).default(true),
  sortOrder: wholeNumber(0, 10_000).default(0),
});
export type TServiceRequest = z.input<typeof ZServiceRequestSchema>;
