import { describe, expect, it } from 'vitest';
import { doualaToday } from './calendar-date';

describe('doualaToday', () => {
  it("takes today's date in Douala (UTC+1), not in UTC", () => {
    expect(doualaToday(new Date('2026-03-04T22:59:00Z'))).toBe('2026-03-04');
    expect(doualaToday(new Date('2026-03-04T23:30:00Z'))).toBe('2026-03-05');
  });
});
