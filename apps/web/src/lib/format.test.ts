import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay } from './format';

describe('formatDay', () => {
  it('writes the day out in French and English, in Douala time', () => {
    expect(formatDay('2026-11-22', 'fr')).toBe('22 novembre 2026');
    expect(formatDay('2026-11-22', 'en')).toBe('November 22, 2026');
  });
});

describe('formatDateTime', () => {
  const now = new Date('2026-11-25T10:00:00Z');

  it('leaves the year out in the current year, in Douala time', () => {
    expect(formatDateTime(new Date('2026-11-22T08:00:00Z'), 'fr', now)).toBe('22 nov., 09:00');
    expect(formatDateTime(new Date('2026-11-22T08:00:00Z'), 'en', now)).toBe('Nov 22, 09:00 AM');
  });

  it('writes the year of another year, past or next', () => {
    expect(formatDateTime(new Date('2025-11-22T08:00:00Z'), 'fr', now)).toBe('22 nov. 2025, 09:00');
    expect(formatDateTime(new Date('2027-01-05T08:00:00Z'), 'en', now)).toBe('Jan 5, 2027, 09:00 AM');
  });

  it('reads the year in Douala: 31 December 23:30 UTC is already the next year there', () => {
    const newYearInDouala = new Date('2026-12-31T23:30:00Z');
    expect(formatDateTime(newYearInDouala, 'fr', now)).toBe('1 janv. 2027, 00:30');
    expect(formatDateTime(newYearInDouala, 'fr', new Date('2027-01-01T00:00:00Z'))).toBe('1 janv., 00:30');
  });
});
