import { describe, expect, it } from 'vitest';
import { severeMalaria, type SevereMalariaInput } from './severe-malaria';
import { toSi } from './units';

// Cases from the WHO definition of severe falciparum malaria (WHO Guidelines for malaria; Severe malaria,
// Trop Med Int Health 2014;19 Suppl 1): each threshold on both sides.
const none: SevereMalariaInput = {
  child: true,
  prostration: false,
  pulmonaryOedema: false,
  significantBleeding: false,
  poorPerfusion: false,
};

describe('severeMalaria', () => {
  it('a child with Blantyre 2 and glucose 40 mg/dL meets impaired consciousness and hypoglycaemia', () => {
    const result = severeMalaria({ ...none, blantyre: 2, glucoseMmolL: toSi('glucose', 39, 'conventional') });
    expect(result.met).toEqual(['impairedConsciousness', 'hypoglycaemia']);
    expect(result.interpretation.key).toBe('severeMalaria.severe');
  });

  it('nothing entered meets nothing', () => {
    expect(severeMalaria(none)).toEqual({ met: [], interpretation: { key: 'severeMalaria.none', severity: 'low' } });
  });

  it('anaemia thresholds differ by age and need parasitaemia > 10 000/µL', () => {
    expect(severeMalaria({ ...none, haemoglobinGdL: 5, parasitesPerUl: 20_000 }).met).toEqual(['severeAnaemia']);
    expect(severeMalaria({ ...none, haemoglobinGdL: 5, parasitesPerUl: 10_000 }).met).toEqual([]);
    expect(severeMalaria({ ...none, child: false, haemoglobinGdL: 6.9, parasitesPerUl: 20_000 }).met).toEqual([
      'severeAnaemia',
    ]);
    expect(severeMalaria({ ...none, child: true, haemoglobinGdL: 6, parasitesPerUl: 20_000 }).met).toEqual([]);
  });

  it('adult: GCS 10, creatinine 3.1 mg/dL, SBP 75 with poor perfusion, 12 % parasitaemia', () => {
    const result = severeMalaria({
      ...none,
      child: false,
      glasgow: 10,
      creatinineUmolL: toSi('creatinine', 3.1, 'conventional'),
      systolic: 75,
      poorPerfusion: true,
      parasitaemiaPercent: 12,
    });
    expect(result.met).toEqual(['impairedConsciousness', 'renalImpairment', 'shock', 'hyperparasitaemia']);
  });

  it('edges: GCS 11, 2 convulsions, lactate 5, SpO2 91 with RR 30, bilirubin > 50 with parasites 100 000', () => {
    expect(severeMalaria({ ...none, child: false, glasgow: 11 }).met).toEqual([]);
    expect(severeMalaria({ ...none, convulsions24h: 2 }).met).toEqual([]);
    expect(severeMalaria({ ...none, convulsions24h: 3 }).met).toEqual(['multipleConvulsions']);
    expect(severeMalaria({ ...none, lactateMmolL: 5 }).met).toEqual(['acidosis']);
    expect(severeMalaria({ ...none, spo2: 91, respiratoryRate: 30 }).met).toEqual([]);
    expect(severeMalaria({ ...none, spo2: 91, respiratoryRate: 31 }).met).toEqual(['pulmonaryOedema']);
    expect(severeMalaria({ ...none, bilirubinUmolL: 60, parasitesPerUl: 100_000 }).met).toEqual([]);
    expect(severeMalaria({ ...none, bilirubinUmolL: 60, parasitesPerUl: 150_000 }).met).toEqual(['jaundice']);
    expect(severeMalaria({ ...none, child: true, systolic: 75, poorPerfusion: true }).met).toEqual([]);
  });
});
