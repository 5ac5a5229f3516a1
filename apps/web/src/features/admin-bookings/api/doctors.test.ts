import type { DoctorSlotsResponse, FreeSlot } from '@sante/shared/availability-constants';
import { describe, expect, it } from 'vitest';
import type { PublicDoctor } from '@sante/shared/directory-schemas';
import { coversStart, offerable } from './doctors';

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

describe('the doctors offered to take over a booking', () => {
  const doctor = (id: string, city: string) => ({ id, city }) as PublicDoctor;
  const douala = { city: 'Douala', neighbourhood: 'Akwa', details: '', latitude: null, longitude: null };
  it('are, for a home visit in Douala, only carers of Douala (never Yaoundé)', () => {
    const booking = { kind: 'home_visit' as const, address: douala, doctor: null };
    const offered = offerable(booking, [doctor('a', 'Yaoundé'), doctor('b', 'Douala')]);
    expect(offered.map((row) => row.id)).toEqual(['b']);
  });
  it('leave the booking’s own doctor out, and any city for a video consultation', () => {
    const booking = { kind: 'teleconsultation' as const, address: null, doctor: { id: 'a' } };
    const offered = offerable(booking, [doctor('a', 'Douala'), doctor('b', 'Yaoundé')]);
    expect(offered.map((row) => row.id)).toEqual(['b']);
  });
});
