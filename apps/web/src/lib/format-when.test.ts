import { describe, expect, it } from 'vitest';
import { formatWhen } from './format-when';

// Wednesday 2 December 2026, 10:00 in Douala (09:00 UTC).
const NOW = new Date('2026-12-02T09:00:00Z');

describe('formatWhen', () => {
  it('says today and tomorrow, then the weekday within the week, then the date, in Douala time', () => {
    expect(formatWhen('2026-12-02T13:00:00Z', 'fr', NOW)).toBe('aujourd’hui 14 h');
    expect(formatWhen('2026-12-03T07:30:00Z', 'fr', NOW)).toBe('demain 8 h 30');
    expect(formatWhen('2026-12-04T08:00:00Z', 'fr', NOW)).toBe('vendredi 9 h');
    expect(formatWhen('2026-12-10T08:00:00Z', 'fr', NOW)).toBe('jeudi 10 déc. 9 h');
  });

  it('uses the Douala day, not the UTC one (23:30 UTC is tomorrow 00:30 in Douala)', () => {
    expect(formatWhen('2026-12-02T23:30:00Z', 'fr', NOW)).toBe('demain 0 h 30');
  });

  it('speaks English in English', () => {
    expect(formatWhen('2026-12-03T07:00:00Z', 'en', NOW)).toBe('tomorrow 8 AM');
    expect(formatWhen('2026-12-04T08:30:00Z', 'en', NOW)).toBe('Friday 9:30 AM');
  });
});
