import { describe, expect, it } from 'vitest';
import { doualaWeekdayIndex, formatClock, readyWhen } from './opening-hours';

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

  it('says when an order is ready in Douala: tomorrow from 8 h 30 for an order at 21:30', () => {
    const now = new Date('2026-11-25T20:30:00Z'); // 21:30 in Douala
    expect(readyWhen(new Date('2026-11-26T07:30:00Z'), now, 'fr')).toMatchObject({ when: 'tomorrow', time: '8 h 30' });
    expect(readyWhen(new Date('2026-11-25T13:10:00Z'), new Date('2026-11-25T12:40:00Z'), 'fr')).toMatchObject({
      when: 'today',
      time: '14 h 10',
    });
    expect(readyWhen(new Date('2026-11-30T07:30:00Z'), now, 'fr')).toEqual({
      when: 'later',
      time: '8 h 30',
      day: 'lundi 30 novembre',
    });
    // 23:30 UTC is already the next day in Douala.
    expect(readyWhen(new Date('2026-11-25T23:30:00Z'), now, 'en').when).toBe('tomorrow');
  });
});
