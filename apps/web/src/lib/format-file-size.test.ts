import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format-file-size';

describe('record formatting', () => {
  it('shows sizes in the units of the language (French puts a narrow no-break space before the unit)', () => {
    expect(formatFileSize(1_258_291, 'fr')).toBe('1,2\u202fMo');
    expect(formatFileSize(1_258_291, 'en')).toBe('1.2 MB');
    expect(formatFileSize(300, 'fr')).toBe('1\u202fko');
    expect(formatFileSize(51_200, 'en')).toBe('50 kB');
  });
});
