import { z } from 'zod';
import { requiredNumber, sex } from './calculator-fields';
import { defineCalculator } from './calculator-types';
import { GROWTH_SOURCE } from './growth-z-score';
import { WEIGHT_FOR_AGE_MAX_MONTHS, weightForAge } from './weight-for-age';

/** The WHO weight-for-age calculator: loaded with its tables when it is opened. */
export const growthDefinition = defineCalculator({
  id: 'growth',
  schema: z.object({
    sex,
    ageMonths: z.preprocess(
      (value) => (value === '' || value === undefined ? undefined : Number(value)),
      z
        .number({ error: 'validation.enterValue' })
        .int({ error: 'validation.wholeMonths' })
        .min(0, { error: 'validation.outOfRange' })
        .max(WEIGHT_FOR_AGE_MAX_MONTHS, { error: 'validation.outOfRange' }),
    ),
    weight: requiredNumber(0.5, 60),
  }),
  defaults: { sex: 'female' },
  fields: [
    { kind: 'choice', name: 'sex', options: ['female', 'male'] },
    { kind: 'number', name: 'ageMonths' },
    { kind: 'number', name: 'weight', unit: 'kg', step: 0.1 },
  ],
  compute: (v) => {
    const result = weightForAge(v.weight, v.ageMonths, v.sex);
    return { value: result.z, decimals: 2, unitKey: 'zScore', interpretation: result.interpretation, details: [] };
  },
  source: GROWTH_SOURCE,
});
