import { describe, expect, it } from 'vitest';
import { CALCULATORS } from './calculator-definitions';
import { severeMalaria, type SevereMalariaInput } from './severe-malaria';

// Source of every case: WHO Guidelines for malaria (2015 onwards, section "Severe malaria", definition of severe
// falciparum malaria), itself from WHO, Severe malaria, Trop Med Int Health 2014;19 Suppl 1:7–131, reproduced as
// "Table 2 Strict research definition of severe malaria" in Severe malaria, Malar J 2022 (doi 10.1186/s12936-022-04301-8).
// Each threshold is checked on both sides.
const none: SevereMalariaInput = {
  child: true,
  prostration: false,
  pulmonaryOedema: false,
  significantBleeding: false,
  poorPerfusion: false,
};
const adult: SevereMalariaInput = { ...none, child: false };
const met = (input: Partial<SevereMalariaInput>) => severeMalaria({ ...none, ...input }).met;

describe('severeMalaria: the WHO definition, criterion by criterion', () => {
  it('nothing entered meets nothing: an empty value neither meets nor rules out its criterion', () => {
    expect(severeMalaria(none)).toEqual({
      met: [],
      decompensatedShock: false,
      interpretation: { key: 'severeMalaria.none', severity: 'low' },
    });
    expect(severeMalaria(adult).met).toEqual([]);
  });

  it('impaired consciousness: GCS < 11 in adults, Blantyre < 3 in children (each scale in its own age group)', () => {
    expect(severeMalaria({ ...adult, glasgow: 10 }).met).toEqual(['impairedConsciousness']);
    expect(severeMalaria({ ...adult, glasgow: 11 }).met).toEqual([]);
    expect(met({ blantyre: 2 })).toEqual(['impairedConsciousness']);
    expect(met({ blantyre: 3 })).toEqual([]);
    // A Glasgow score typed for a child does not stand for the Blantyre scale, nor Blantyre for an adult.
    expect(met({ glasgow: 8 })).toEqual([]);
    expect(severeMalaria({ ...adult, blantyre: 1 }).met).toEqual([]);
  });

  it('prostration, significant bleeding and radiologically confirmed pulmonary oedema are clinical findings', () => {
    expect(met({ prostration: true })).toEqual(['prostration']);
    expect(met({ significantBleeding: true })).toEqual(['significantBleeding']);
    expect(met({ pulmonaryOedema: true })).toEqual(['pulmonaryOedema']);
  });

  it('multiple convulsions: more than two episodes within 24 h', () => {
    expect(met({ convulsions24h: 2 })).toEqual([]);
    expect(met({ convulsions24h: 3 })).toEqual(['multipleConvulsions']);
  });

  it('acidosis: base deficit > 8 mEq/L, or bicarbonate < 15 mmol/L, or venous lactate ≥ 5 mmol/L', () => {
    expect(met({ baseDeficit: 8 })).toEqual([]);
    expect(met({ baseDeficit: 8.1 })).toEqual(['acidosis']);
    expect(met({ bicarbonateMmolL: 15 })).toEqual([]);
    expect(met({ bicarbonateMmolL: 14.9 })).toEqual(['acidosis']);
    // The WHO Guidelines write lactate ≥ 5 mmol/L (the 2014 research definition "> 5"): the guideline is followed.
    expect(met({ lactateMmolL: 4.9 })).toEqual([]);
    expect(met({ lactateMmolL: 5 })).toEqual(['acidosis']);
  });

  it('hypoglycaemia: < 2.2 mmol/L or < 40 mg/dL, each figure judged in the unit typed', () => {
    expect(met({ glucose: { value: 2.1, unit: 'si' } })).toEqual(['hypoglycaemia']);
    expect(met({ glucose: { value: 2.2, unit: 'si' } })).toEqual([]);
    expect(met({ glucose: { value: 39, unit: 'conventional' } })).toEqual(['hypoglycaemia']);
    expect(met({ glucose: { value: 40, unit: 'conventional' } })).toEqual([]);
    // 39.8 mg/dL is 2.209 mmol/L: under the source's 40 mg/dL, though not under 2.2 mmol/L once converted.
    expect(met({ glucose: { value: 39.8, unit: 'conventional' } })).toEqual(['hypoglycaemia']);
  });

  it('severe anaemia: Hb ≤ 5 g/dL or Hct ≤ 15 % under 12 years, Hb < 7 g/dL or Hct < 20 % in adults, with > 10 000/µL', () => {
    expect(met({ haemoglobinGdL: 5, parasitesPerUl: 20_000 })).toEqual(['severeAnaemia']);
    expect(met({ haemoglobinGdL: 5.1, parasitesPerUl: 20_000 })).toEqual([]);
    expect(met({ haemoglobinGdL: 5, parasitesPerUl: 10_000 })).toEqual([]);
    expect(met({ haemoglobinGdL: 5 })).toEqual([]);
    expect(met({ haemoglobinGdL: 6, parasitesPerUl: 20_000 })).toEqual([]);
    expect(severeMalaria({ ...adult, haemoglobinGdL: 6.9, parasitesPerUl: 20_000 }).met).toEqual(['severeAnaemia']);
    expect(severeMalaria({ ...adult, haemoglobinGdL: 7, parasitesPerUl: 20_000 }).met).toEqual([]);
    // The haematocrit stands in for the haemoglobin (a centre without a haemoglobinometer).
    expect(met({ haematocritPercent: 15, parasitesPerUl: 20_000 })).toEqual(['severeAnaemia']);
    expect(met({ haematocritPercent: 16, parasitesPerUl: 20_000 })).toEqual([]);
    expect(severeMalaria({ ...adult, haematocritPercent: 19, parasitesPerUl: 20_000 }).met).toEqual(['severeAnaemia']);
    expect(severeMalaria({ ...adult, haematocritPercent: 20, parasitesPerUl: 20_000 }).met).toEqual([]);
  });

  it('renal impairment: creatinine > 265 µmol/L (3 mg/dL) or urea > 20 mmol/L, each figure in the unit typed', () => {
    expect(met({ creatinine: { value: 265, unit: 'si' } })).toEqual([]);
    expect(met({ creatinine: { value: 266, unit: 'si' } })).toEqual(['renalImpairment']);
    // 3.0 mg/dL is 265.2 µmol/L once converted, yet the source's "> 3 mg/dL" is not met by 3.0.
    expect(met({ creatinine: { value: 3, unit: 'conventional' } })).toEqual([]);
    expect(met({ creatinine: { value: 3.1, unit: 'conventional' } })).toEqual(['renalImpairment']);
    expect(met({ urea: { value: 20, unit: 'si' } })).toEqual([]);
    expect(met({ urea: { value: 20.5, unit: 'si' } })).toEqual(['renalImpairment']);
    // The source gives urea in mmol/L only: as blood urea nitrogen, 20 mmol/L × 2.801 = 56.0 mg/dL.
    expect(met({ urea: { value: 56, unit: 'conventional' } })).toEqual([]);
    expect(met({ urea: { value: 57, unit: 'conventional' } })).toEqual(['renalImpairment']);
  });

  it('jaundice: bilirubin > 50 µmol/L (3 mg/dL) with parasites > 100 000/µL', () => {
    expect(met({ bilirubin: { value: 60, unit: 'si' }, parasitesPerUl: 100_000 })).toEqual([]);
    expect(met({ bilirubin: { value: 60, unit: 'si' }, parasitesPerUl: 150_000 })).toEqual(['jaundice']);
    expect(met({ bilirubin: { value: 50, unit: 'si' }, parasitesPerUl: 150_000 })).toEqual([]);
    expect(met({ bilirubin: { value: 60, unit: 'si' } })).toEqual([]);
    // 3.0 mg/dL is 51.3 µmol/L once converted, yet the source's "> 3 mg/dL" is not met by 3.0.
    expect(met({ bilirubin: { value: 3, unit: 'conventional' }, parasitesPerUl: 150_000 })).toEqual([]);
    expect(met({ bilirubin: { value: 3.2, unit: 'conventional' }, parasitesPerUl: 150_000 })).toEqual(['jaundice']);
  });

  it('pulmonary oedema without a radiograph: SpO2 < 92 % on room air with a respiratory rate > 30/min', () => {
    expect(met({ spo2: 91, respiratoryRate: 31 })).toEqual(['pulmonaryOedema']);
    expect(met({ spo2: 91, respiratoryRate: 30 })).toEqual([]);
    expect(met({ spo2: 92, respiratoryRate: 40 })).toEqual([]);
    expect(met({ spo2: 85 })).toEqual([]);
  });

  it('shock: compensated (capillary refill ≥ 3 s or a temperature gradient, no hypotension) is shock too', () => {
    // "Compensated shock is defined as capillary refill ≥ 3 s or temperature gradient on leg, but no hypotension."
    expect(severeMalaria({ ...none, poorPerfusion: true, systolic: 95 })).toMatchObject({
      met: ['shock'],
      decompensatedShock: false,
    });
    expect(severeMalaria({ ...adult, poorPerfusion: true })).toMatchObject({
      met: ['shock'],
      decompensatedShock: false,
    });
    // Decompensated: SBP < 70 mmHg in children, < 80 mmHg in adults, with impaired perfusion.
    expect(severeMalaria({ ...none, poorPerfusion: true, systolic: 69 }).decompensatedShock).toBe(true);
    expect(severeMalaria({ ...none, poorPerfusion: true, systolic: 70 }).decompensatedShock).toBe(false);
    expect(severeMalaria({ ...adult, poorPerfusion: true, systolic: 79 }).decompensatedShock).toBe(true);
    expect(severeMalaria({ ...adult, poorPerfusion: true, systolic: 80 }).decompensatedShock).toBe(false);
    // A low pressure without any sign of hypoperfusion is not the WHO's shock.
    expect(severeMalaria({ ...adult, systolic: 75 })).toMatchObject({ met: [], decompensatedShock: false });
  });

  it('hyperparasitaemia: P. falciparum parasitaemia > 10 %', () => {
    expect(met({ parasitaemiaPercent: 10 })).toEqual([]);
    expect(met({ parasitaemiaPercent: 10.5 })).toEqual(['hyperparasitaemia']);
  });
});

describe('the severe malaria form (calculator-definitions)', () => {
  const form = {
    ageGroup: 'adult',
    glucoseUnit: 'conventional',
    creatinineUnit: 'conventional',
    ureaUnit: 'si',
    bilirubinUnit: 'conventional',
  };

  it('an adult with GCS 10, creatinine 3.1 mg/dL, decompensated shock and 12 % parasitaemia: four criteria', () => {
    const result = CALCULATORS.severeMalaria.run({
      ...form,
      glasgow: '10',
      creatinine: '3,1',
      systolic: '75',
      poorPerfusion: true,
      parasitaemiaPercent: '12',
    });
    expect(result).toMatchObject({ value: 4, interpretation: { key: 'severeMalaria.severe', severity: 'high' } });
    expect(result?.details).toEqual([
      { key: 'severeMalaria.impairedConsciousness' },
      { key: 'severeMalaria.renalImpairment' },
      { key: 'severeMalaria.decompensatedShock' },
      { key: 'severeMalaria.hyperparasitaemia' },
    ]);
  });

  it('judges the values typed in conventional units against the conventional figures', () => {
    expect(
      CALCULATORS.severeMalaria.run({ ...form, creatinine: '3', bilirubin: '3', parasitesPerUl: '200000' }),
    ).toMatchObject({
      value: 0,
    });
    expect(CALCULATORS.severeMalaria.run({ ...form, glucose: '39' })?.details).toEqual([
      { key: 'severeMalaria.hypoglycaemia' },
    ]);
    expect(CALCULATORS.severeMalaria.run({ ...form, poorPerfusion: true, systolic: '95' })?.details).toEqual([
      { key: 'severeMalaria.shock' },
    ]);
    expect(
      CALCULATORS.severeMalaria.run({ ...form, ageGroup: 'child', haematocrit: '14', parasitesPerUl: '50000' }),
    ).toMatchObject({
      value: 1,
    });
  });

  it('refuses values out of range rather than computing them', () => {
    expect(CALCULATORS.severeMalaria.run({ ...form, glasgow: '2' })).toBeNull();
    expect(CALCULATORS.severeMalaria.run({ ...form, haematocrit: '120' })).toBeNull();
  });
});
