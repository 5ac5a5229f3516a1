import { describe, expect, it } from 'vitest';
import { bmi, egfrCkdEpi2021 } from './body-measures';
import { CREATININE_UMOL_PER_MG_DL, toSi } from './units';

describe('bmi', () => {
  // Worked example of the CDC ("About Adult BMI", Calculating BMI): 68 kg, 165 cm → 68 ÷ 1.65² = 24.98.
  it('68 kg and 165 cm give 24.98, normal weight', () => {
    const result = bmi(68, 165);
    expect(result.value).toBeCloseTo(24.98, 2);
    expect(result.interpretation.key).toBe('bmi.normal');
  });
  it('WHO cut-offs 18.5, 25, 30, 35, 40', () => {
    expect(bmi(18.4, 100).interpretation.key).toBe('bmi.underweight');
    expect(bmi(25, 100).interpretation.key).toBe('bmi.overweight');
    expect(bmi(30, 100).interpretation.key).toBe('bmi.obese1');
    expect(bmi(35, 100).interpretation.key).toBe('bmi.obese2');
    expect(bmi(40, 100).interpretation.key).toBe('bmi.obese3');
  });
});

describe('egfrCkdEpi2021', () => {
  // Worked example checked against the NKF CKD-EPI 2021 calculator (kidney.org): man, 55 years, Scr 1.2 mg/dL → 71.
  it('a 55-year-old man with creatinine 1.2 mg/dL (106 µmol/L) has 71 mL/min/1.73 m², stage G2', () => {
    const result = egfrCkdEpi2021(toSi('creatinine', 1.2, 'conventional'), 55, 'male');
    expect(Math.round(result.value)).toBe(71);
    expect(result.interpretation.key).toBe('egfr.g2');
  });
  it('below κ the α exponent applies: a woman of 50 with Scr 0.6 mg/dL', () => {
    // 142 × (0.6/0.7)^−0.241 × 0.9938^50 × 1.012 = 109.3
    expect(egfrCkdEpi2021(0.6 * CREATININE_UMOL_PER_MG_DL, 50, 'female').value).toBeCloseTo(109.3, 0);
  });
  it('a woman of 50 with Scr 1.0 mg/dL: 142 × (1/0.7)^−1.2 × 0.9938^50 × 1.012 = 68.6 (G2)', () => {
    const result = egfrCkdEpi2021(88.4, 50, 'female');
    expect(result.value).toBeCloseTo(68.6, 0);
  });
  it('a creatinine of 600 µmol/L is stage G5', () => {
    expect(egfrCkdEpi2021(600, 60, 'male').interpretation.key).toBe('egfr.g5');
  });
});
