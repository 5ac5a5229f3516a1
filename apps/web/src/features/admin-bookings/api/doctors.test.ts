import type { DoctorSlotsResponse, FreeSlot } from '@sante/shared/availability-constants';
import { describe, expect, it } from 'vitest';
import { coversStart } from './doctors';

const slot = (startsAt: string, endsAt: string): FreeSlot => ({ startsAt, endsAt, label: '', kind: 'home_visit' });

describe('a doctor free when a booking starts', () => {
  const slots: DoctorSlotsResponse = {
    days: [
      {
        date: '2026-11-23',
        morning: [slot('2026-11-23T08:00:00Z', '2026-11-23T09:00:00Z')],
        afternoon: [],
        evening: [slot('2026-11-23T17:00:00Z', '2026-11-23T18:00:00Z')],
      },
    ],
  };
  it('has a free slot that covers the start', () => {
    expect(coversStart(slots, '2026-11-23T08:00:00Z')).toBe(true);
    expect(coversStart(slots, '2026-11-23T08:30:00Z')).toBe(true);
    expect(coversStart(slots, '2026-11-23T17:00:00Z')).toBe(true);
  });
  it('is not free at the end of a slot or outside them', () => {
    expect(coversStart(slots, '2026-11-23T09:00:00Z')).toBe(false);
    expect(coversStart(slots, '2026-11-23T12:00:00Z')).toBe(false);
    expect(coversStart({ days: [] }, '2026-11-23T08:00:00Z')).toBe(false);
  });
});
