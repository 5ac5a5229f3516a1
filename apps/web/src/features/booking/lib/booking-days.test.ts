import { describe, expect, it } from 'vitest';
import { formatSlot, nextDays } from './booking-days';

describe('booking days', () => {
  it('counts calendar days across a month end', () => {
    expect(nextDays('2026-11-29', 3)).toEqual(['2026-11-29', '2026-11-30', '2026-12-01']);
  });

  it('writes a slot in Douala time whatever the phone says', () => {
    expect(formatSlot('2026-11-23T07:30:00.000Z', 'fr')).toBe('lundi 23 novembre à 08:30');
  });
});
