import { TIME_ZONE } from '@sante/shared/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmDateFormats } from './warm-date-formats';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('warmDateFormats', () => {
  it('builds a Douala-time formatter of the language in a later task, not in the one that asks', () => {
    vi.useFakeTimers();
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    warmDateFormats('ff');
    expect(built).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(built).toHaveBeenCalledWith('ff', expect.objectContaining({ timeZone: TIME_ZONE }));
  });
});
