import { describe, expect, it } from 'vitest';
import { unpaidReleaseAt } from './booking-constants';

const at = (time: string) => new Date(`2026-11-27T${time}:00+01:00`);

describe('unpaidReleaseAt', () => {
  it('releases an unpaid home visit 45 minutes before, a cabinet visit 30, a video consultation 15', () => {
    const booked = at('06:00');
    expect(unpaidReleaseAt('home_visit', at('10:00'), booked)).toEqual(at('09:15'));
    expect(unpaidReleaseAt('cabinet', at('10:00'), booked)).toEqual(at('09:30'));
    expect(unpaidReleaseAt('teleconsultation', at('10:00'), booked)).toEqual(at('09:45'));
  });

  it('leaves 15 minutes to pay a visit booked inside that window, never past its start', () => {
    expect(unpaidReleaseAt('home_visit', at('10:00'), at('09:30'))).toEqual(at('09:45'));
    expect(unpaidReleaseAt('home_visit', at('10:00'), at('09:55'))).toEqual(at('10:00'));
  });
});
