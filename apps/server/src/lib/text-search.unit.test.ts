import { describe, expect, it } from 'vitest';
import { containsPattern, foldText, phoneDigits } from './text-search';

describe('staff search helpers', () => {
  it('folds accents and case', () => {
    expect(foldText('Hélène NGONO-Éyébé')).toBe('helene ngono-eyebe');
  });

  it('takes LIKE wildcards literally', () => {
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });

  it('reads a phone query as its digits, anything else as text', () => {
    expect(phoneDigits('6 74 48 17 21')).toBe('674481721');
    expect(phoneDigits('+237 674-481')).toBe('237674481');
    expect(phoneDigits('67')).toBeNull();
    expect(phoneDigits('SAD-7K3M9Q')).toBeNull();
    expect(phoneDigits('Awa')).toBeNull();
  });
});
