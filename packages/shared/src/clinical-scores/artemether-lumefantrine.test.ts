import { describe, expect, it } from 'vitest';
import { artemetherLumefantrine } from './artemether-lumefantrine';

// The WHO dosing table of artemether-lumefantrine (WHO Guidelines for malaria): 5 to < 15 kg 1 tablet,
// 15 to < 25 kg 2, 25 to < 35 kg 3, ≥ 35 kg 4 tablets of 20/120 mg per dose, 6 doses over 3 days.
describe('artemetherLumefantrine', () => {
  it('a 12 kg child takes 1 tablet (20 mg/120 mg) per dose, 6 tablets in all', () => {
    expect(artemetherLumefantrine(12)).toEqual({
      inBand: true,
      tabletsPerDose: 1,
      artemetherMgPerDose: 20,
      lumefantrineMgPerDose: 120,
      totalTablets: 6,
      interpretation: { key: 'artemetherLumefantrine.dose', severity: 'normal' },
    });
  });

  it('band edges: 5, 14.9, 15, 24.9, 25, 34.9, 35 kg', () => {
    const tablets = (weight: number) => {
      const dose = artemetherLumefantrine(weight);
      return dose.inBand ? dose.tabletsPerDose : 0;
    };
    expect([5, 14.9, 15, 24.9, 25, 34.9, 35, 80].map(tablets)).toEqual([1, 1, 2, 2, 3, 3, 4, 4]);
  });

  it('under 5 kg is outside the bands', () => {
    expect(artemetherLumefantrine(4.9)).toEqual({
      inBand: false,
      interpretation: { key: 'artemetherLumefantrine.under5kg', severity: 'high' },
    });
  });
});
