import type { Interpretation, Source } from './score-types';
import { BUN_MG_DL_PER_UREA_MMOL, type UnitSystem } from './units';

/** A laboratory value in the unit it was typed in. */
export type Measurement = { value: number; unit: UnitSystem };

/**
 * The WHO criteria of severe falciparum malaria. A value left empty is not assessed: it neither meets nor rules out
 * its criterion.
 */
export type SevereMalariaInput = {
  /**
   * Under 12 years: Blantyre scale, Hb ≤ 5 g/dL or Hct ≤ 15 % and SBP < 70 mmHg apply; otherwise GCS, Hb < 7 g/dL or
   * Hct < 20 % and SBP < 80 mmHg.
   */
  child: boolean;
  glasgow?: number | undefined;
  blantyre?: number | undefined;
  prostration: boolean;
  convulsions24h?: number | undefined;
  baseDeficit?: number | undefined;
  bicarbonateMmolL?: number | undefined;
  lactateMmolL?: number | undefined;
  glucose?: Measurement | undefined;
  haemoglobinGdL?: number | undefined;
  haematocritPercent?: number | undefined;
  parasitesPerUl?: number | undefined;
  creatinine?: Measurement | undefined;
  /** Urea in mmol/L, or blood urea nitrogen (BUN) in mg/dL. */
  urea?: Measurement | undefined;
  bilirubin?: Measurement | undefined;
  pulmonaryOedema: boolean;
  spo2?: number | undefined;
  respiratoryRate?: number | undefined;
  significantBleeding: boolean;
  systolic?: number | undefined;
  poorPerfusion: boolean;
  parasitaemiaPercent?: number | undefined;
};

export const SEVERE_MALARIA_CRITERIA = [
  'impairedConsciousness',
  'prostration',
  'multipleConvulsions',
  'acidosis',
  'hypoglycaemia',
  'severeAnaemia',
  'renalImpairment',
  'jaundice',
  'pulmonaryOedema',
  'significantBleeding',
  'shock',
  'hyperparasitaemia',
] as const;
export type SevereMalariaCriterion = (typeof SEVERE_MALARIA_CRITERIA)[number];

export const SEVERE_MALARIA_SOURCE: Source = {
  citation:
    'WHO Guidelines for malaria, 2023 — Annex : définition du paludisme grave à P. falciparum (Severe malaria, Trop Med Int Health 2014;19 Suppl 1:7–131).',
  url: 'https://www.who.int/publications/i/item/guidelines-for-malaria',
};

/**
 * The laboratory thresholds as the source writes them, in both units: « < 2.2 mmol/L (< 40 mg/dL) » and
 * « > 265 µmol/L (3 mg/dL) » are not the same figures once converted (40 mg/dL is 2.22 mmol/L, 3 mg/dL of creatinine
 * 265.2 µmol/L, of bilirubin 51.3 µmol/L), so a value is judged against the figure of the unit it was typed in. The
 * source gives urea in mmol/L only: in BUN, 20 × 2.801 mg/dL.
 */
const LAB_THRESHOLDS = {
  glucose: { si: 2.2, conventional: 40 },
  creatinine: { si: 265, conventional: 3 },
  urea: { si: 20, conventional: 20 * BUN_MG_DL_PER_UREA_MMOL },
  bilirubin: { si: 50, conventional: 3 },
} as const;

const below = (value: number | undefined, limit: number) => value !== undefined && value < limit;
const above = (value: number | undefined, limit: number) => value !== undefined && value > limit;
const atMost = (value: number | undefined, limit: number) => value !== undefined && value <= limit;
const atLeast = (value: number | undefined, limit: number) => value !== undefined && value >= limit;
const labBelow = (measurement: Measurement | undefined, analyte: keyof typeof LAB_THRESHOLDS) =>
  measurement !== undefined && measurement.value < LAB_THRESHOLDS[analyte][measurement.unit];
const labAbove = (measurement: Measurement | undefined, analyte: keyof typeof LAB_THRESHOLDS) =>
  measurement !== undefined && measurement.value > LAB_THRESHOLDS[analyte][measurement.unit];

function severeAnaemia(input: SevereMalariaInput): boolean {
  const low = input.child
    ? atMost(input.haemoglobinGdL, 5) || atMost(input.haematocritPercent, 15)
    : below(input.haemoglobinGdL, 7) || below(input.haematocritPercent, 20);
  return low && above(input.parasitesPerUl, 10_000);
}

/**
 * The criteria met: one is enough, with P. falciparum parasitaemia and no other confirmed cause. Shock is met by
 * signs of hypoperfusion (compensated shock: capillary refill ≥ 3 s or a temperature gradient, no hypotension);
 * `decompensatedShock` when the systolic pressure is also under 70 mmHg (child) or 80 mmHg (adult).
 */
export function severeMalaria(input: SevereMalariaInput): {
  met: SevereMalariaCriterion[];
  decompensatedShock: boolean;
  interpretation: Interpretation;
} {
  const checks: Record<SevereMalariaCriterion, boolean> = {
    impairedConsciousness: input.child ? below(input.blantyre, 3) : below(input.glasgow, 11),
    prostration: input.prostration,
    multipleConvulsions: above(input.convulsions24h, 2),
    acidosis: above(input.baseDeficit, 8) || below(input.bicarbonateMmolL, 15) || atLeast(input.lactateMmolL, 5),
    hypoglycaemia: labBelow(input.glucose, 'glucose'),
    severeAnaemia: severeAnaemia(input),
    renalImpairment: labAbove(input.creatinine, 'creatinine') || labAbove(input.urea, 'urea'),
    jaundice: labAbove(input.bilirubin, 'bilirubin') && above(input.parasitesPerUl, 100_000),
    pulmonaryOedema: input.pulmonaryOedema || (below(input.spo2, 92) && above(input.respiratoryRate, 30)),
    significantBleeding: input.significantBleeding,
    shock: input.poorPerfusion,
    hyperparasitaemia: above(input.parasitaemiaPercent, 10),
  };
  const met = SEVERE_MALARIA_CRITERIA.filter((criterion) => checks[criterion]);
  return {
    met,
    decompensatedShock: input.poorPerfusion && below(input.systolic, input.child ? 70 : 80),
    interpretation:
      met.length > 0
        ? { key: 'severeMalaria.severe', severity: 'high' }
        : { key: 'severeMalaria.none', severity: 'low' },
  };
}
