import { lmsZScore, weightForAgeInterpretation } from './growth-z-score';
import type { Sex } from './body-measures';
import type { Interpretation } from './score-types';
import { WEIGHT_FOR_AGE_LMS } from './who-weight-for-age';

export const WEIGHT_FOR_AGE_MAX_MONTHS = 60;

/** The weight-for-age z-score of a child of 0 to 60 completed months (WHO 2006 standards, by month). */
export function weightForAge(
  weightKg: number,
  ageMonths: number,
  sex: Sex,
): { z: number; interpretation: Interpretation } {
  const lms = WEIGHT_FOR_AGE_LMS[sex][Math.floor(ageMonths)];
  if (!lms) throw new RangeError('age outside 0–60 months');
  const z = lmsZScore(lms, weightKg);
  return { z, interpretation: weightForAgeInterpretation(z) };
}
