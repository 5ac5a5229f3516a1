import { describe, expect, it } from 'vitest';
import { freshTrackedFix, keepTrackedFix } from './tracked-fix';

describe('the tracking watch fix a clock event may reuse', () => {
  it('is used for 10 seconds after it was taken, then a fresh one is asked for', () => {
    const takenAt = '2026-11-27T08:00:00.000Z';
    keepTrackedFix({ latitude: 4.06, longitude: 9.71, accuracyM: 12, takenAt });
    const taken = Date.parse(takenAt);
    expect(freshTrackedFix(taken + 10_000)).toMatchObject({ latitude: 4.06, accuracyM: 12 });
    expect(freshTrackedFix(taken + 10_001)).toBeNull();
  });
});
