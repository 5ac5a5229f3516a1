import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from './format';
import { warmDateFormats } from './warm-date-formats';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('warmDateFormats', () => {
  it('builds the screens’ date formatter in a later task, so that the first dated render builds none', () => {
    vi.useFakeTimers();
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    warmDateFormats('ewo');
    expect(built).not.toHaveBeenCalled();
    vi.runAllTimers();
    const warmed = built.mock.calls.length;
    expect(warmed).toBeGreaterThan(0);
    formatDateTime(new Date(), 'ewo');
    expect(built.mock.calls.length).toBe(warmed);
  });
});
