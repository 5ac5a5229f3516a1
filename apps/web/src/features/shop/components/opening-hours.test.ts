import { describe, expect, it } from 'vitest';
import { doualaWeekdayIndex, formatClock } from './opening-hours';

describe('opening hours', () => {
  it('reads the weekday in Douala: Sunday 23:30 UTC is Monday there', () => {
    expect(doualaWeekdayIndex(new Date('2026-11-29T23:30:00Z'))).toBe(0);
    expect(doualaWeekdayIndex(new Date('2026-11-29T22:30:00Z'))).toBe(6);
  });

  it('writes times the French way', () => {
    expect(formatClock('08:00', 'fr')).toBe('8 h');
    expect(formatClock('19:30', 'fr')).toBe('19 h 30');
    expect(formatClock('08:00', 'en')).toBe('08:00');
  });
});
