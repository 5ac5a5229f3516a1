import type { Interpretation, Source } from './score-types';

/**
 * The WHO criteria of severe falciparum malaria, in SI units (the form converts). A value left empty is not
 * assessed: it neither meets nor rules out its criterion.
 */
export type SevereMalariaInput = {
  /** Under 12 years: Blantyre scale, Hb ≤ 5 g/dL and SBP < 70 mmHg apply; otherwise GCS, Hb < 7 and SBP < 80. */
  child: boolean;
  glasgow?: number | undefined;
  blantyre?: number | undefined;
  prostration: boolean;
  convulsions24h?: number | undefined;
  baseDeficit?: number | undefined;
  bicarbonateMmolL?: number | undefined;
  lactateMmolL?: number | undefined;
  glucoseMmolL?: number | undefined;
  haemoglobinGdL?: number | undefined;
  parasitesPerUl?: number | undefined;
  creatinineUmolL?: number | undefined;
  ureaMmolL?: number | undefined;
  bilirubinUmolL?: number | undefined;
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

const below = (value: number | undefined, limit: number) => value !== undefined && value < limit;
const above = (value: number | undefined, limit: number) => value !== undefined && value > limit;

/** The criteria met: one is enough, with P. falciparum parasitaemia and no other confirmed cause. */
export function severeMalaria(input: SevereMalariaInput): {
  met: SevereMalariaCriterion[];
  interpretation: Interpretation;
} {
  const checks: Record<SevereMalariaCriterion, boolean> = {
    impairedConsciousness: input.child ? below(input.blantyre, 3) : below(input.glasgow, 11),
    prostration: input.prostration,
    multipleConvulsions: above(input.convulsions24h, 2),
    acidosis: above(input.baseDeficit, 8) || below(input.bicarbonateMmolL, 15) || (input.lactateMmolL ?? 0) >= 5,
    hypoglycaemia: below(input.glucoseMmolL, 2.2),
    severeAnaemia:
      input.haemoglobinGdL !== undefined &&
      (input.child ? input.haemoglobinGdL <= 5 : input.haemoglobinGdL < 7) &&
      above(input.parasitesPerUl, 10_000),
    renalImpairment: above(input.creatinineUmolL, 265) || above(input.ureaMmolL, 20),
    jaundice: above(input.bilirubinUmolL, 50) && above(input.parasitesPerUl, 100_000),
    pulmonaryOedema: input.pulmonaryOedema || (below(input.spo2, 92) && above(input.respiratoryRate, 30)),
    significantBleeding: input.significantBleeding,
    shock: input.poorPerfusion && below(input.systolic, input.child ? 70 : 80),
    hyperparasitaemia: above(input.parasitaemiaPercent, 10),
  };
  const met = SEVERE_MALARIA_CRITERIA.filter((criterion) => checks[criterion]);
  return {
    met,
    interpretation:
      met.length > 0
        ? { key: 'severeMalaria.severe', severity: 'high' }
        : { key: 'severeMalaria.none', severity: 'low' },
  };
}
