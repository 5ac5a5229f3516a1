import { describe, expect, it } from 'vitest';
import { addDays, doualaDayOf, doualaTime, groupByDay, isCalendarDay, mondayOf, weekOf } from './booking-time';

describe('planning calendar (Douala time, run with TZ=UTC)', () => {
  it('puts an instant on its Douala day: 23:30 UTC is already the next day in Douala', () => {
    expect(doualaDayOf('2026-11-22T23:30:00Z')).toBe('2026-11-23');
    expect(doualaDayOf('2026-11-22T22:59:00Z')).toBe('2026-11-22');
  });

  it('shows Douala hours (UTC+1)', () => {
    expect(doualaTime('2026-11-23T08:00:00Z', 'fr')).toBe('09:00');
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
  });

  it('builds the Monday-first week of a day', () => {
    expect(mondayOf('2026-11-22')).toBe('2026-11-16'); // a Sunday
    expect(mondayOf('2026-11-23')).toBe('2026-11-23'); // a Monday
    expect(weekOf('2026-11-25')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
  });

  it('accepts only real calendar days from the address', () => {
    expect(isCalendarDay('2026-11-23')).toBe(true);
    expect(isCalendarDay('2026-13-40')).toBe(false);
    expect(isCalendarDay('demain')).toBe(false);
    expect(isCalendarDay(null)).toBe(false);
  });

  it('groups bookings by their Douala day, in order', () => {
    const groups = groupByDay([
      { id: 'c', startsAt: '2026-11-22T10:00:00Z' },
      { id: 'a', startsAt: '2026-11-22T23:30:00Z' },
      { id: 'b', startsAt: '2026-11-23T07:00:00Z' },
    ]);
    expect([...groups.keys()]).toEqual(['2026-11-22', '2026-11-23']);
    expect(groups.get('2026-11-23')?.map((item) => item.id)).toEqual(['a', 'b']);
  });
});
