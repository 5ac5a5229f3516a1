import type { Interpretation, Source } from './score-types';

export const ARTEMETHER_LUMEFANTRINE_SOURCE: Source = {
  citation:
    'WHO Guidelines for malaria, 2023 — artéméther-luméfantrine : comprimés 20 mg/120 mg, 6 prises sur 3 jours (H0, H8, puis 2 fois par jour J2 et J3), posologie par tranche de poids.',
  url: 'https://www.who.int/publications/i/item/guidelines-for-malaria',
};

/** The WHO weight bands: from this weight (kg, inclusive), tablets of 20/120 mg per dose. */
const BANDS = [
  { fromKg: 35, tablets: 4 },
  { fromKg: 25, tablets: 3 },
  { fromKg: 15, tablets: 2 },
  { fromKg: 5, tablets: 1 },
] as const;

export const ARTEMETHER_MG_PER_TABLET = 20;
export const LUMEFANTRINE_MG_PER_TABLET = 120;
export const DOSES = 6;
/** The hours of the six doses after the first one. */
export const DOSE_HOURS = [0, 8, 24, 36, 48, 60] as const;

export type ArtemetherLumefantrineDose =
  | {
      inBand: true;
      tabletsPerDose: number;
      artemetherMgPerDose: number;
      lumefantrineMgPerDose: number;
      totalTablets: number;
      interpretation: Interpretation;
    }
  | { inBand: false; interpretation: Interpretation };

/** The dose of artemether-lumefantrine (uncomplicated malaria) for a weight; under 5 kg is outside the bands. */
export function artemetherLumefantrine(weightKg: number): ArtemetherLumefantrineDose {
  const band = BANDS.find((candidate) => weightKg >= candidate.fromKg);
  if (!band) return { inBand: false, interpretation: { key: 'artemetherLumefantrine.under5kg', severity: 'high' } };
  return {
    inBand: true,
    tabletsPerDose: band.tablets,
    artemetherMgPerDose: band.tablets * ARTEMETHER_MG_PER_TABLET,
    lumefantrineMgPerDose: band.tablets * LUMEFANTRINE_MG_PER_TABLET,
    totalTablets: band.tablets * DOSES,
    interpretation: { key: 'artemetherLumefantrine.dose', severity: 'normal' },
  };
}
