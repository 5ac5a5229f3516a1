import { describe, expect, it } from 'vitest';
import { pharmacyReadyAt } from './order-ready-time';
import type { WeeklyHours } from './shop-constants';

const EVERY_DAY: WeeklyHours = Array.from({ length: 7 }, () => ({ opens: '08:00', closes: '20:00' }));
/** Monday first: closed on Sunday. */
const NO_SUNDAY: WeeklyHours = [...EVERY_DAY.slice(0, 6), null];

/** An instant given in Douala time (UTC+1). */
const douala = (iso: string) => new Date(`${iso}+01:00`);

describe('pharmacyReadyAt (Africa/Douala)', () => {
  it('is half an hour later while the pharmacy is open', () => {
    expect(pharmacyReadyAt(douala('2026-11-25T10:15:00'), EVERY_DAY)).toEqual(douala('2026-11-25T10:45:00'));
  });

  it('ordered at 21:30 after a 20:00 closing: ready tomorrow from 08:30', () => {
    expect(pharmacyReadyAt(douala('2026-11-25T21:30:00'), EVERY_DAY)).toEqual(douala('2026-11-26T08:30:00'));
  });

  it('ordered before the opening: ready half an hour after it opens', () => {
    expect(pharmacyReadyAt(douala('2026-11-25T06:10:00'), EVERY_DAY)).toEqual(douala('2026-11-25T08:30:00'));
  });

  it('too close to the closing to be prepared: the next opening', () => {
    expect(pharmacyReadyAt(douala('2026-11-25T19:45:00'), EVERY_DAY)).toEqual(douala('2026-11-26T08:30:00'));
    expect(pharmacyReadyAt(douala('2026-11-25T19:30:00'), EVERY_DAY)).toEqual(douala('2026-11-25T20:00:00'));
  });

  it('skips a closed day (Saturday night to Monday morning)', () => {
    // 2026-11-28 is a Saturday.
    expect(pharmacyReadyAt(douala('2026-11-28T22:00:00'), NO_SUNDAY)).toEqual(douala('2026-11-30T08:30:00'));
  });

  it('counts in Douala time, not UTC: 23:30 UTC is already the next day in Douala', () => {
    // 2026-11-28T23:30Z is Sunday 00:30 in Douala: closed on Sunday, ready Monday.
    expect(pharmacyReadyAt(new Date('2026-11-28T23:30:00Z'), NO_SUNDAY)).toEqual(douala('2026-11-30T08:30:00'));
  });

  it('a night pharmacy closing after midnight is open past midnight', () => {
    const night: WeeklyHours = Array.from({ length: 7 }, () => ({ opens: '18:00', closes: '02:00' }));
    expect(pharmacyReadyAt(douala('2026-11-25T23:40:00'), night)).toEqual(douala('2026-11-26T00:10:00'));
    expect(pharmacyReadyAt(douala('2026-11-26T01:00:00'), night)).toEqual(douala('2026-11-26T01:30:00'));
    expect(pharmacyReadyAt(douala('2026-11-26T01:45:00'), night)).toEqual(douala('2026-11-26T18:30:00'));
  });

  it('null when the pharmacy never opens', () => {
    expect(
      pharmacyReadyAt(
        douala('2026-11-25T10:00:00'),
        Array.from({ length: 7 }, () => null),
      ),
    ).toBeNull();
  });
});
