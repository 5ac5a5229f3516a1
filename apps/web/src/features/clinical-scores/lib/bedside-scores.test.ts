import { describe, expect, it } from 'vitest';
import { apgar, cha2ds2Va, curb65, glasgow, qsofa, wellsPe } from './bedside-scores';

describe('glasgow', () => {
  // Teasdale & Jennett 1974 / Teasdale 2014: the total is E + V + M (3–15); ≤ 8 is the usual definition of coma.
  it('adds eye, verbal and motor: E2 V2 M4 = 8, severe', () => {
    expect(glasgow({ eye: 2, verbal: 2, motor: 4 })).toEqual({
      total: 8,
      interpretation: { key: 'glasgow.severe', severity: 'high' },
    });
  });
  it('bounds: 3 is the minimum, 15 the maximum; 9–12 moderate, 13–14 mild', () => {
    expect(glasgow({ eye: 1, verbal: 1, motor: 1 }).total).toBe(3);
    expect(glasgow({ eye: 4, verbal: 5, motor: 6 }).interpretation.severity).toBe('normal');
    expect(glasgow({ eye: 3, verbal: 4, motor: 5 }).interpretation.key).toBe('glasgow.moderate');
    expect(glasgow({ eye: 3, verbal: 4, motor: 6 }).interpretation.key).toBe('glasgow.mild');
  });
});

describe('qsofa', () => {
  // Seymour et al., JAMA 2016: one point each for RR ≥ 22/min, altered mentation, SBP ≤ 100 mmHg; ≥ 2 = high risk.
  it('scores the thresholds inclusively', () => {
    expect(qsofa({ respiratoryRate: 22, alteredMentation: false, systolic: 100 })).toEqual({
      total: 2,
      interpretation: { key: 'qsofa.high', severity: 'high' },
    });
    expect(qsofa({ respiratoryRate: 21, alteredMentation: false, systolic: 101 }).total).toBe(0);
    expect(qsofa({ respiratoryRate: 30, alteredMentation: true, systolic: 80 }).total).toBe(3);
  });
});

describe('curb65', () => {
  // Lim et al., Thorax 2003: urea > 7 mmol/L (strict), RR ≥ 30, SBP < 90 or DBP ≤ 60, age ≥ 65.
  it('an 80-year-old with urea 8 mmol/L and DBP 60 scores 3 (severe)', () => {
    expect(
      curb65({ confusion: false, ureaMmolL: 8, respiratoryRate: 20, systolic: 120, diastolic: 60, age: 80 }),
    ).toEqual({ total: 3, interpretation: { key: 'curb65.high', severity: 'high' } });
  });
  it('urea of exactly 7 and age 64 score nothing', () => {
    expect(
      curb65({ confusion: false, ureaMmolL: 7, respiratoryRate: 29, systolic: 90, diastolic: 61, age: 64 }).total,
    ).toBe(0);
  });
});

describe('wellsPe', () => {
  // Wells et al., Thromb Haemost 2000: DVT signs 3, PE most likely 3, HR > 100 1.5, immobilisation 1.5,
  // previous VTE 1.5, haemoptysis 1, cancer 1; > 6 high, 2–6 moderate, < 2 low; > 4 "PE likely".
  const none = {
    dvtSigns: false,
    peMostLikely: false,
    heartRateOver100: false,
    immobilisationOrSurgery: false,
    previousVte: false,
    haemoptysis: false,
    cancer: false,
  };
  it('DVT signs and tachycardia: 4.5, moderate and likely', () => {
    expect(wellsPe({ ...none, dvtSigns: true, heartRateOver100: true })).toEqual({
      total: 4.5,
      interpretation: { key: 'wellsPe.moderateLikely', severity: 'moderate' },
    });
  });
  it('all items: 12.5, high; none: 0, low; exactly 4: moderate, unlikely', () => {
    expect(
      wellsPe({
        dvtSigns: true,
        peMostLikely: true,
        heartRateOver100: true,
        immobilisationOrSurgery: true,
        previousVte: true,
        haemoptysis: true,
        cancer: true,
      }).total,
    ).toBe(12.5);
    expect(wellsPe(none).interpretation.key).toBe('wellsPe.low');
    expect(wellsPe({ ...none, dvtSigns: true, cancer: true }).interpretation.key).toBe('wellsPe.moderateUnlikely');
  });
});

describe('cha2ds2Va', () => {
  // ESC 2024 AF guideline (Van Gelder et al.), CHA2DS2-VA: sex is no longer a criterion; ≥ 2 OAC recommended.
  const none = {
    heartFailure: false,
    hypertension: false,
    age: 50,
    diabetes: false,
    strokeOrTia: false,
    vascularDisease: false,
  };
  it('a 76-year-old with hypertension scores 3', () => {
    expect(cha2ds2Va({ ...none, age: 76, hypertension: true })).toEqual({
      total: 3,
      interpretation: { key: 'cha2ds2va.recommended', severity: 'high' },
    });
  });
  it('age bands 65–74 = 1, ≥ 75 = 2; maximum 8', () => {
    expect(cha2ds2Va({ ...none, age: 65 }).interpretation.key).toBe('cha2ds2va.consider');
    expect(cha2ds2Va({ ...none, age: 64 }).interpretation.key).toBe('cha2ds2va.none');
    expect(
      cha2ds2Va({
        heartFailure: true,
        hypertension: true,
        age: 80,
        diabetes: true,
        strokeOrTia: true,
        vascularDisease: true,
      }).total,
    ).toBe(8);
  });
});

describe('apgar', () => {
  // Apgar 1953; AAP/ACOG 2015: 7–10 reassuring, 4–6 moderately abnormal, 0–3 low.
  it('a newborn with acrocyanosis and all else normal scores 9', () => {
    expect(apgar({ heartRate: 2, respiration: 2, muscleTone: 2, reflexIrritability: 2, colour: 1 })).toEqual({
      total: 9,
      interpretation: { key: 'apgar.reassuring', severity: 'normal' },
    });
  });
  it('boundaries 6 and 3', () => {
    expect(
      apgar({ heartRate: 2, respiration: 1, muscleTone: 1, reflexIrritability: 1, colour: 1 }).interpretation.key,
    ).toBe('apgar.moderate');
    expect(
      apgar({ heartRate: 1, respiration: 1, muscleTone: 1, reflexIrritability: 0, colour: 0 }).interpretation.key,
    ).toBe('apgar.low');
  });
});
