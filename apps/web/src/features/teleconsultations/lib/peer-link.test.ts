import { describe, expect, it } from 'vitest';
import { offersTo } from './peer-link';

describe('who offers in the mesh of three (ADR 059)', () => {
  it('the doctor offers to the patient and the guest, the patient to the guest, the guest to nobody', () => {
    expect(offersTo('doctor', 'patient')).toBe(true);
    expect(offersTo('doctor', 'guest')).toBe(true);
    expect(offersTo('patient', 'guest')).toBe(true);
    expect(offersTo('patient', 'doctor')).toBe(false);
    expect(offersTo('guest', 'doctor')).toBe(false);
    expect(offersTo('guest', 'patient')).toBe(false);
  });

  it('exactly one side of each pair offers: no glare', () => {
    const sides = ['doctor', 'patient', 'guest'] as const;
    for (const one of sides) {
      for (const other of sides) {
        if (one !== other) expect(offersTo(one, other)).not.toBe(offersTo(other, one));
      }
    }
  });
});
