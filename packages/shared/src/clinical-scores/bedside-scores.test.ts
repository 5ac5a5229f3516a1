import { describe, expect, it } from 'vitest';
import { apgar, cha2ds2Va, curb65, glasgow, qsofa, wellsPe } from './bedside-scores';
import { CALCULATORS } from './calculator-definitions';

describe('glasgow', () => {
  // Teasdale G, Jennett B. Assessment of coma and impaired consciousness. Lancet 1974;2:81–84, and the 15-point form
  // with abnormal flexion (M3) described in Teasdale G et al. The Glasgow Coma Scale at 40 years. Lancet Neurol
  // 2014;13:844–854: eye opening 1–4, verbal 1–5, motor 1–6, reported as E·V·M and summed 3–15. The bands
  // 3–8 / 9–12 / 13–15 are the usual head-injury classes (≤ 8: coma), not part of the scale itself.
  it('eyes open to pain (E2), incomprehensible sounds (V2), withdraws from pain (M4): 8, severe', () => {
    expect(glasgow({ eye: 2, verbal: 2, motor: 4 })).toEqual({
      total: 8,
      interpretation: { key: 'glasgow.severe', severity: 'high' },
    });
  });

  it('bands on both sides of 8/9 and 12/13; 3 is the floor, 15 the ceiling', () => {
    expect(glasgow({ eye: 1, verbal: 1, motor: 1 })).toMatchObject({
      total: 3,
      interpretation: { key: 'glasgow.severe' },
    });
    expect(glasgow({ eye: 2, verbal: 3, motor: 4 })).toMatchObject({
      total: 9,
      interpretation: { key: 'glasgow.moderate' },
    });
    expect(glasgow({ eye: 3, verbal: 4, motor: 5 })).toMatchObject({
      total: 12,
      interpretation: { key: 'glasgow.moderate' },
    });
    expect(glasgow({ eye: 3, verbal: 4, motor: 6 })).toMatchObject({
      total: 13,
      interpretation: { key: 'glasgow.mild' },
    });
    expect(glasgow({ eye: 4, verbal: 5, motor: 6 })).toEqual({
      total: 15,
      interpretation: { key: 'glasgow.mild', severity: 'normal' },
    });
  });

  it('the form refuses a level the scale does not have (E5, V0, M7) or a missing component', () => {
    expect(CALCULATORS.glasgow.run({ eye: '5', verbal: '5', motor: '6' })).toBeNull();
    expect(CALCULATORS.glasgow.run({ eye: '4', verbal: '0', motor: '6' })).toBeNull();
    expect(CALCULATORS.glasgow.run({ eye: '4', verbal: '5', motor: '7' })).toBeNull();
    expect(CALCULATORS.glasgow.run({ eye: '4', verbal: '', motor: '6' })).toBeNull();
    expect(CALCULATORS.glasgow.run({ eye: '2', verbal: '3', motor: '5' })).toMatchObject({
      value: 10,
      details: [{ key: 'glasgow', values: { eye: 2, verbal: 3, motor: 5 } }],
    });
  });
});

describe('qsofa', () => {
  // Seymour CW et al. JAMA 2016;315(8):762–774, and the qSOFA criteria of Singer M et al. The Third International
  // Consensus Definitions for Sepsis and Septic Shock (Sepsis-3). JAMA 2016;315(8):801–810: respiratory rate
  // ≥ 22/min, altered mentation (GCS < 15), systolic blood pressure ≤ 100 mmHg; 2 or more: high risk.
  it('each criterion at its threshold counts (inclusive), one below does not', () => {
    expect(qsofa({ respiratoryRate: 22, alteredMentation: false, systolic: 100 })).toEqual({
      total: 2,
      interpretation: { key: 'qsofa.high', severity: 'high' },
    });
    expect(qsofa({ respiratoryRate: 21, alteredMentation: false, systolic: 101 })).toEqual({
      total: 0,
      interpretation: { key: 'qsofa.low', severity: 'low' },
    });
    expect(qsofa({ respiratoryRate: 21, alteredMentation: true, systolic: 101 }).interpretation.key).toBe('qsofa.low');
    expect(qsofa({ respiratoryRate: 30, alteredMentation: true, systolic: 80 }).total).toBe(3);
  });

  it('the form needs both measurements; the mentation box defaults to unticked', () => {
    expect(CALCULATORS.qsofa.run({ respiratoryRate: '24', systolic: '' })).toBeNull();
    expect(CALCULATORS.qsofa.run({ respiratoryRate: '24', systolic: '98' })?.value).toBe(2);
  });
});

describe('curb65', () => {
  // Lim WS, van der Eerden MM, Laing R et al. Thorax 2003;58:377–382 (abstract and the score table): one point each
  // for Confusion, Urea > 7 mmol/L, Respiratory rate ≥ 30/min, low Blood pressure (SBP < 90 or DBP ≤ 60 mmHg),
  // age ≥ 65; 30-day mortality in the derivation cohort 0.7 %, 3.2 %, 13.0 %, 17.0 %, 41.5 %, 57.0 % for 0 to 5.
  // Groups of the BTS guidelines (Lim WS et al. Thorax 2009;64 Suppl 3:iii1–55, CURB65 severity assessment):
  // 0–1 low severity, 2 moderate, 3–5 high.
  const none = { confusion: false, ureaMmolL: 5, respiratoryRate: 18, systolic: 120, diastolic: 80, age: 40 };

  it('each score from 0 to 5 falls in the BTS group of the source', () => {
    const groups = [
      curb65(none),
      curb65({ ...none, age: 70 }),
      curb65({ ...none, age: 70, confusion: true }),
      curb65({ ...none, age: 70, confusion: true, ureaMmolL: 9 }),
      curb65({ ...none, age: 70, confusion: true, ureaMmolL: 9, respiratoryRate: 32 }),
      curb65({ confusion: true, ureaMmolL: 9, respiratoryRate: 32, systolic: 85, diastolic: 50, age: 70 }),
    ].map(({ total, interpretation }) => [total, interpretation.key]);
    expect(groups).toEqual([
      [0, 'curb65.low'],
      [1, 'curb65.low'],
      [2, 'curb65.moderate'],
      [3, 'curb65.high'],
      [4, 'curb65.high'],
      [5, 'curb65.high'],
    ]);
  });

  it('thresholds: urea > 7 (strict), RR ≥ 30, SBP < 90 or DBP ≤ 60, age ≥ 65', () => {
    expect(curb65({ ...none, ureaMmolL: 7 }).total).toBe(0);
    expect(curb65({ ...none, ureaMmolL: 7.1 }).total).toBe(1);
    expect(curb65({ ...none, respiratoryRate: 29 }).total).toBe(0);
    expect(curb65({ ...none, respiratoryRate: 30 }).total).toBe(1);
    expect(curb65({ ...none, systolic: 90 }).total).toBe(0);
    expect(curb65({ ...none, systolic: 89 }).total).toBe(1);
    expect(curb65({ ...none, diastolic: 61 }).total).toBe(0);
    expect(curb65({ ...none, diastolic: 60 }).total).toBe(1);
    // Both pressures low still score one point for B.
    expect(curb65({ ...none, systolic: 85, diastolic: 55 }).total).toBe(1);
    expect(curb65({ ...none, age: 64 }).total).toBe(0);
    expect(curb65({ ...none, age: 65 }).total).toBe(1);
  });

  it('urea typed as blood urea nitrogen: 7 mmol/L × 2.801 = 19.6 mg/dL, so BUN 19 scores nothing and 20 scores', () => {
    // The source states urea in mmol/L only; the « > 20 mg/dL » of some tables is a rounding of 19.6.
    const form = { confusion: false, respiratoryRate: '18', systolic: '120', diastolic: '80', age: '40' };
    expect(CALCULATORS.curb65.run({ ...form, urea: '19', ureaUnit: 'conventional' })?.value).toBe(0);
    expect(CALCULATORS.curb65.run({ ...form, urea: '20', ureaUnit: 'conventional' })?.value).toBe(1);
    expect(CALCULATORS.curb65.run({ ...form, urea: '7,1', ureaUnit: 'si' })?.value).toBe(1);
    expect(CALCULATORS.curb65.run({ ...form, urea: '', ureaUnit: 'si' })).toBeNull();
  });
});

describe('wellsPe', () => {
  // Wells PS, Anderson DR, Rodger M et al. Thromb Haemost 2000;83(3):416–420: clinical signs of DVT 3, PE the most
  // likely diagnosis 3, heart rate > 100 1.5, immobilisation ≥ 3 days or surgery within 4 weeks 1.5, previous
  // DVT/PE 1.5, haemoptysis 1, cancer 1; three categories < 2 low, 2–6 moderate, > 6 high, and the two-category
  // model "PE likely" > 4 / "unlikely" ≤ 4 (used with the D-dimer in Wells et al. Ann Intern Med 2001;135:98–107).
  const none = {
    dvtSigns: false,
    peMostLikely: false,
    heartRateOver100: false,
    immobilisationOrSurgery: false,
    previousVte: false,
    haemoptysis: false,
    cancer: false,
  };

  it('DVT signs and a heart rate over 100: 4.5, moderate and likely', () => {
    expect(wellsPe({ ...none, dvtSigns: true, heartRateOver100: true })).toEqual({
      total: 4.5,
      interpretation: { key: 'wellsPe.moderateLikely', severity: 'moderate' },
    });
  });

  it('the category edges: 1.5 low, 2 moderate, 4 unlikely, 4.5 likely, 6 moderate, 6.5 high, 12.5 the maximum', () => {
    const key = (input: Partial<typeof none>) => wellsPe({ ...none, ...input }).interpretation.key;
    expect(key({})).toBe('wellsPe.low');
    expect(key({ previousVte: true })).toBe('wellsPe.low');
    expect(key({ haemoptysis: true, cancer: true })).toBe('wellsPe.moderateUnlikely');
    expect(key({ dvtSigns: true, cancer: true })).toBe('wellsPe.moderateUnlikely');
    expect(key({ peMostLikely: true, previousVte: true })).toBe('wellsPe.moderateLikely');
    expect(wellsPe({ ...none, dvtSigns: true, peMostLikely: true })).toMatchObject({
      total: 6,
      interpretation: { key: 'wellsPe.moderateLikely' },
    });
    expect(wellsPe({ ...none, dvtSigns: true, heartRateOver100: true, haemoptysis: true, cancer: true })).toMatchObject(
      {
        total: 6.5,
        interpretation: { key: 'wellsPe.high', severity: 'high' },
      },
    );
    const all = Object.fromEntries(Object.keys(none).map((item) => [item, true])) as typeof none;
    expect(wellsPe(all).total).toBe(12.5);
  });

  it('the form shows the half points with one decimal', () => {
    expect(CALCULATORS.wellsPe.run({ heartRateOver100: true })).toMatchObject({ value: 1.5, decimals: 1 });
    expect(CALCULATORS.wellsPe.run({ dvtSigns: true })).toMatchObject({ value: 3, decimals: 0 });
  });
});

describe('cha2ds2Va', () => {
  // Van Gelder IC et al. 2024 ESC Guidelines for the management of atrial fibrillation. Eur Heart J 2024;45:3314–3414,
  // the CHA2DS2-VA score and its recommendations: chronic heart failure 1, hypertension 1, age ≥ 75 2, diabetes 1,
  // prior stroke/TIA/arterial thromboembolism 2, vascular disease 1, age 65–74 1; sex is no longer a criterion.
  // Oral anticoagulation recommended from 2 (class I), to be considered at 1 (class IIa).
  const none = {
    heartFailure: false,
    hypertension: false,
    age: 50,
    diabetes: false,
    strokeOrTia: false,
    vascularDisease: false,
  };

  it('a 76-year-old with hypertension scores 3: anticoagulation recommended', () => {
    expect(cha2ds2Va({ ...none, age: 76, hypertension: true })).toEqual({
      total: 3,
      interpretation: { key: 'cha2ds2va.recommended', severity: 'high' },
    });
  });

  it('a 70-year-old woman with no other factor scores 1 (2 under CHA2DS2-VASc): to be considered, not recommended', () => {
    expect(cha2ds2Va({ ...none, age: 70 })).toEqual({
      total: 1,
      interpretation: { key: 'cha2ds2va.consider', severity: 'moderate' },
    });
  });

  it('age bands 64 / 65 / 74 / 75; a previous stroke alone is 2; the maximum is 8', () => {
    expect([64, 65, 74, 75].map((age) => cha2ds2Va({ ...none, age }).total)).toEqual([0, 1, 1, 2]);
    expect(cha2ds2Va({ ...none, age: 64 }).interpretation.key).toBe('cha2ds2va.none');
    expect(cha2ds2Va({ ...none, strokeOrTia: true })).toMatchObject({
      total: 2,
      interpretation: { key: 'cha2ds2va.recommended' },
    });
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

  it('the form takes no sex and needs an adult age', () => {
    expect(CALCULATORS.cha2ds2va.fields.map((field) => field.name)).not.toContain('sex');
    expect(CALCULATORS.cha2ds2va.run({ age: '' })).toBeNull();
    expect(CALCULATORS.cha2ds2va.run({ age: '12' })).toBeNull();
    expect(CALCULATORS.cha2ds2va.run({ age: '75', diabetes: true })?.value).toBe(3);
  });
});

describe('apgar', () => {
  // Apgar V. Curr Res Anesth Analg 1953;32:260–267; American Academy of Pediatrics and ACOG, The Apgar Score,
  // Pediatrics 2015;136(4):819–822 (table of the five signs scored 0–2): 7–10 reassuring, 4–6 moderately abnormal,
  // 0–3 low.
  it('a newborn with acrocyanosis and all else normal scores 9', () => {
    expect(apgar({ heartRate: 2, respiration: 2, muscleTone: 2, reflexIrritability: 2, colour: 1 })).toEqual({
      total: 9,
      interpretation: { key: 'apgar.reassuring', severity: 'normal' },
    });
  });

  it('the category edges 7/6 and 4/3, and the extremes 0 and 10', () => {
    const total = (points: number[]) => {
      const [heartRate = 0, respiration = 0, muscleTone = 0, reflexIrritability = 0, colour = 0] = points;
      return apgar({ heartRate, respiration, muscleTone, reflexIrritability, colour }).interpretation.key;
    };
    expect(total([2, 2, 1, 1, 1])).toBe('apgar.reassuring');
    expect(total([2, 1, 1, 1, 1])).toBe('apgar.moderate');
    expect(total([1, 1, 1, 1, 0])).toBe('apgar.moderate');
    expect(total([1, 1, 1, 0, 0])).toBe('apgar.low');
    expect(apgar({ heartRate: 0, respiration: 0, muscleTone: 0, reflexIrritability: 0, colour: 0 })).toEqual({
      total: 0,
      interpretation: { key: 'apgar.low', severity: 'high' },
    });
    expect(apgar({ heartRate: 2, respiration: 2, muscleTone: 2, reflexIrritability: 2, colour: 2 }).total).toBe(10);
  });

  it('the form accepts 0, 1 or 2 per sign only', () => {
    const normal = { heartRate: '2', respiration: '2', muscleTone: '2', reflexIrritability: '2', colour: '2' };
    expect(CALCULATORS.apgar.run(normal)?.value).toBe(10);
    expect(CALCULATORS.apgar.run({ ...normal, heartRate: '3' })).toBeNull();
    expect(CALCULATORS.apgar.run({ ...normal, colour: '1.5' })).toBeNull();
  });
});
