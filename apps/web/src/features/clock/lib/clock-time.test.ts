import { describe, expect, it } from 'vitest';
import { formatClockTime, formatDuration } from './clock-time';

describe('formatClockTime', () => {
  it('says Douala time (UTC+1) the French way, and the English way', () => {
    expect(formatClockTime('2026-03-02T07:02:00Z', 'fr')).toBe('8 h 02');
    expect(formatClockTime('2026-03-02T07:02:00Z', 'ewo')).toBe('8 h 02');
    expect(formatClockTime('2026-03-02T07:02:00Z', 'en')).toBe('08:02');
    expect(formatClockTime('2026-03-02T23:30:00Z', 'fr')).toBe('0 h 30');
  });
});

describe('formatDuration', () => {
  it('writes hours and minutes', () => {
    expect(formatDuration(510, 'fr')).toBe('8 h 30');
    expect(formatDuration(5, 'en')).toBe('0:05');
  });
});
