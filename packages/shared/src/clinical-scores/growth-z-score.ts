import type { Interpretation, Source } from './score-types';

export const GROWTH_SOURCE: Source = {
  citation:
    'WHO Multicentre Growth Reference Study Group. WHO Child Growth Standards: Methods and development. Genève : OMS, 2006 (chap. 7, calcul des z-scores, méthode LMS restreinte au-delà de ±3).',
  url: 'https://www.who.int/tools/child-growth-standards/standards/weight-for-age',
};

/** One age's LMS parameters: Box-Cox power, median, coefficient of variation. */
export type Lms = readonly [number, number, number];

function valueAt([l, m, s]: Lms, z: number): number {
  return m * (1 + l * s * z) ** (1 / l);
}

/**
 * The WHO z-score of a measure from its LMS parameters: z = ((y/M)^L − 1)/(L·S), and for weight-based indicators
 * beyond ±3 the restricted form: z = 3 + (y − SD3pos)/(SD3pos − SD2pos), symmetric below −3.
 */
export function lmsZScore(lms: Lms, value: number): number {
  const [l, m, s] = lms;
  const z = ((value / m) ** l - 1) / (l * s);
  if (z > 3) {
    const sd3 = valueAt(lms, 3);
    return 3 + (value - sd3) / (sd3 - valueAt(lms, 2));
  }
  if (z < -3) {
    const sd3neg = valueAt(lms, -3);
    return -3 + (value - sd3neg) / (valueAt(lms, -2) - sd3neg);
  }
  return z;
}

/** The WHO classification of a weight-for-age z-score. */
export function weightForAgeInterpretation(z: number): Interpretation {
  if (z < -3) return { key: 'growth.severelyUnderweight', severity: 'high' };
  if (z < -2) return { key: 'growth.underweight', severity: 'moderate' };
  if (z > 2) return { key: 'growth.aboveRange', severity: 'low' };
  return { key: 'growth.normal', severity: 'normal' };
}
