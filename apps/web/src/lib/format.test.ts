import { describe, expect, it } from 'vitest';
import { formatDay } from './format';

describe('formatDay', () => {
  it('writes the day out in French and English, in Douala time', () => {
    expect(formatDay('2026-11-22', 'fr')).toBe('22 novembre 2026');
    expect(formatDay('2026-11-22', 'en')).toBe('November 22, 2026');
  });
});
