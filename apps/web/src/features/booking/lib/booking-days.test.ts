import { describe, expect, it } from 'vitest';
import { formatSlot, nextDays } from './booking-days';

describe('booking days', () => {
  it('counts calendar days across a month end', () => {
    expect(nextDays('2026-11-29', 3)).toEqual(['2026-11-29', '2026-11-30', '2026-12-01']);
  });

  it('writes a slot in Douala time whatever the phone says', () => {
    const now = new Date('2026-11-20T10:00:00.000Z');
    expect(formatSlot('2026-11-23T07:30:00.000Z', 'fr', now)).toBe('lundi 23 novembre à 08:30');
  });

  it('adds the year to a date of another year (a past visit), in Douala time', () => {
    const now = new Date('2026-11-20T10:00:00.000Z');
    expect(formatSlot('2025-10-14T08:00:00.000Z', 'fr', now)).toBe('mardi 14 octobre 2025 à 09:00');
    // 23:30 UTC on 31 December is already 1 January in Douala.
    expect(formatSlot('2025-12-31T23:30:00.000Z', 'fr', now)).toBe('jeudi 1 janvier à 00:30');
  });
});
