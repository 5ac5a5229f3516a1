import { describe, expect, it } from 'vitest';
import { ageOn, doualaToday } from './calendar-date';

describe('doualaToday', () => {
  it("takes today's date in Douala (UTC+1), not in UTC", () => {
    expect(doualaToday(new Date('2026-03-04T22:59:00Z'))).toBe('2026-03-04');
    expect(doualaToday(new Date('2026-03-04T23:30:00Z'))).toBe('2026-03-05');
  });
});

describe('ageOn', () => {
  it('counts whole years on the Douala date', () => {
    expect(ageOn('1990-06-15', new Date('2026-06-14T12:00:00Z'))).toBe(35);
    expect(ageOn('1990-06-15', new Date('2026-06-15T12:00:00Z'))).toBe(36);
    // 23:30 UTC on the 14th is already the 15th in Douala (UTC+1).
    expect(ageOn('1990-06-15', new Date('2026-06-14T23:30:00Z'))).toBe(36);
    expect(ageOn(null, new Date())).toBeNull();
  });
});
