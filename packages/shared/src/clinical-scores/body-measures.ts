import type { Interpretation, Source } from './score-types';

export const BMI_SOURCE: Source = {
  citation:
    'WHO. Obesity: preventing and managing the global epidemic. Report of a WHO consultation. WHO Technical Report Series 894, Geneva, 2000.',
};

/** Body-mass index (kg/m²) and the WHO adult category. */
export function bmi(weightKg: number, heightCm: number): { value: number; interpretation: Interpretation } {
  const metres = heightCm / 100;
  const value = weightKg / (metres * metres);
  return { value, interpretation: bmiCategory(value) };
}

function bmiCategory(value: number): Interpretation {
  if (value < 18.5) return { key: 'bmi.underweight', severity: 'moderate' };
  if (value < 25) return { key: 'bmi.normal', severity: 'normal' };
  if (value < 30) return { key: 'bmi.overweight', severity: 'low' };
  if (value < 35) return { key: 'bmi.obese1', severity: 'moderate' };
  if (value < 40) return { key: 'bmi.obese2', severity: 'high' };
  return { key: 'bmi.obese3', severity: 'high' };
}

export const EGFR_SOURCE: Source = {
  citation:
    'Inker LA, Eneanya ND, Coresh J et al. New Creatinine- and Cystatin C–Based Equations to Estimate GFR without Race. N Engl J Med 2021;385(19):1737–1749. Stades : KDIGO 2024.',
  url: 'https://www.kidney.org/ckd-epi-creatinine-equation-2021',
};

export type Sex = 'female' | 'male';

/**
 * eGFR CKD-EPI 2021 (race-free), mL/min/1.73 m², from the serum creatinine in µmol/L:
 * 142 × min(Scr/κ, 1)^α × max(Scr/κ, 1)^−1.200 × 0.9938^âge × 1.012 [femme], Scr in mg/dL.
 */
export function egfrCkdEpi2021(
  creatinineUmolL: number,
  age: number,
  sex: Sex,
): { value: number; interpretation: Interpretation } {
  const scr = creatinineUmolL / 88.4;
  const kappa = sex === 'female' ? 0.7 : 0.9;
  const alpha = sex === 'female' ? -0.241 : -0.302;
  const ratio = scr / kappa;
  const value =
    142 * Math.min(ratio, 1) ** alpha * Math.max(ratio, 1) ** -1.2 * 0.9938 ** age * (sex === 'female' ? 1.012 : 1);
  return { value, interpretation: kdigoStage(value) };
}

function kdigoStage(value: number): Interpretation {
  if (value >= 90) return { key: 'egfr.g1', severity: 'normal' };
  if (value >= 60) return { key: 'egfr.g2', severity: 'low' };
  if (value >= 45) return { key: 'egfr.g3a', severity: 'moderate' };
  if (value >= 30) return { key: 'egfr.g3b', severity: 'moderate' };
  if (value >= 15) return { key: 'egfr.g4', severity: 'high' };
  return { key: 'egfr.g5', severity: 'high' };
}
