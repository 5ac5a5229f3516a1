import { describe, expect, it } from 'vitest';
import { consultationOrder } from './consultation-order';

describe('the order of "Mes consultations"', () => {
  it('puts what is to come first (soonest first), then the history (most recent first)', () => {
    const bookings = [
      { id: 'old', status: 'completed', startsAt: '2025-10-14T08:00:00.000Z' },
      { id: 'next-week', status: 'confirmed', startsAt: '2026-12-02T08:00:00.000Z' },
      { id: 'cancelled', status: 'cancelled', startsAt: '2026-11-01T08:00:00.000Z' },
      { id: 'tomorrow', status: 'pending', startsAt: '2026-11-26T08:00:00.000Z' },
      { id: 'last-month', status: 'completed', startsAt: '2026-10-20T08:00:00.000Z' },
    ] as const;
    expect(consultationOrder(bookings).map((booking) => booking.id)).toEqual([
      'tomorrow',
      'next-week',
      'cancelled',
      'last-month',
      'old',
    ]);
  });
});
