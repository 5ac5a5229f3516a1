import { z } from 'zod';

/** An empty input is `undefined`, a typed one a number (react-hook-form gives strings). */
const toNumber = (value: unknown) => {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  return Number(value.replace(',', '.'));
};

/** A required number between `min` and `max`. */
export const requiredNumber = (min: number, max: number) =>
  z.preprocess(
    toNumber,
    z
      .number({ error: 'validation.enterValue' })
      .min(min, { error: 'validation.outOfRange' })
      .max(max, { error: 'validation.outOfRange' }),
  );

/** A number between `min` and `max`, or nothing (not assessed). */
export const optionalNumber = (min: number, max: number) =>
  z.preprocess(
    toNumber,
    z
      .number({ error: 'validation.enterValue' })
      .min(min, { error: 'validation.outOfRange' })
      .max(max, { error: 'validation.outOfRange' })
      .optional(),
  );

/** A whole number among a scale's points (a select gives a string). */
export const scalePoints = (min: number, max: number) =>
  z.preprocess(toNumber, z.number({ error: 'validation.selectOption' }).int().min(min).max(max));

export const unitSystem = z.enum(['si', 'conventional']);
export const sex = z.enum(['female', 'male'], { error: 'validation.selectOption' });
export const checked = z.boolean().default(false);
