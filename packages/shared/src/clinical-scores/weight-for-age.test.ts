import { describe, expect, it } from 'vitest';
import { lmsZScore } from './growth-z-score';
import { weightForAge } from './weight-for-age';
import { WEIGHT_FOR_AGE_LMS } from './who-weight-for-age';

// Worked examples: the WHO weight-for-age tables (tab_wfa_*_z_0_5) publish the weights at −3…+3 SD, rounded
// to 0.1 kg; the LMS z-score of those weights must give back their SD (within the rounding).
describe('weightForAge', () => {
  it('boy of 12 months: 9.6 kg is the median, 7.7 kg is −2 SD, 12.0 kg is +2 SD', () => {
    expect(weightForAge(9.6, 12, 'male').z).toBeCloseTo(0, 1);
    expect(weightForAge(7.7, 12, 'male').z).toBeCloseTo(-2, 1);
    expect(weightForAge(12.0, 12, 'male').z).toBeCloseTo(2, 1);
    expect(weightForAge(7.8, 12, 'male').interpretation.key).toBe('growth.normal');
    expect(weightForAge(7.5, 12, 'male').interpretation.key).toBe('growth.underweight');
  });

  it('girl at birth: 2.4 kg is −2 SD; girl of 60 months: 24.9 kg is +2 SD', () => {
    expect(weightForAge(2.4, 0, 'female').z).toBeCloseTo(-2, 1);
    expect(weightForAge(24.9, 60, 'female').z).toBeCloseTo(2, 1);
  });

  it('outside 0–60 months is refused', () => {
    expect(() => weightForAge(10, 61, 'male')).toThrow(RangeError);
  });
});

describe('lmsZScore beyond ±3 (WHO 2006 restricted method)', () => {
  const lms = WEIGHT_FOR_AGE_LMS.male[12];
  if (!lms) throw new Error('missing LMS row');
  const at = (z: number) => lms[1] * (1 + lms[0] * lms[2] * z) ** (1 / lms[0]);

  it('one SD23 above SD3 is exactly +4, below −3 symmetric', () => {
    const sd3 = at(3);
    expect(lmsZScore(lms, sd3 + (sd3 - at(2)))).toBeCloseTo(4, 10);
    const sd3neg = at(-3);
    expect(lmsZScore(lms, sd3neg - (at(-2) - sd3neg))).toBeCloseTo(-4, 10);
  });

  it('the published SD3 weight (13.3 kg, boy 12 months) is +3', () => {
    expect(lmsZScore(lms, 13.3)).toBeCloseTo(3, 1);
  });
});
