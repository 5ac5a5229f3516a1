import { describe, expect, it } from 'vitest';
import { formatFcfa } from './format-money';

describe('formatFcfa', () => {
  it('writes whole francs with a space between thousands', () => {
    expect(formatFcfa(15000)).toBe('15\u00a0000\u00a0FCFA');
    expect(formatFcfa(5000)).toBe('5\u00a0000\u00a0FCFA');
    expect(formatFcfa(1250000)).toBe('1\u00a0250\u00a0000\u00a0FCFA');
    expect(formatFcfa(500)).toBe('500\u00a0FCFA');
    expect(formatFcfa(0)).toBe('0\u00a0FCFA');
  });
});
