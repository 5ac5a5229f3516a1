import { describe, expect, it } from 'vitest';
import { stepTooEarly, undoableUntil, unpaidReleaseAt, type BookingView } from './booking-constants';

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

describe('stepTooEarly', () => {
  const start = at('10:00').toISOString();
  it('opens « en route » two hours before the start, never earlier', () => {
    expect(stepTooEarly('doctor_en_route', start, at('07:59'))).toBe('tracking_too_early');
    expect(stepTooEarly('doctor_en_route', start, at('08:00'))).toBeNull();
  });

  it('ends the visit from its start only; the other steps have no time guard', () => {
    expect(stepTooEarly('complete', start, at('09:59'))).toBe('visit_not_started');
    expect(stepTooEarly('complete', start, at('10:00'))).toBeNull();
    expect(stepTooEarly('consultation_started', start, at('06:00'))).toBeNull();
    expect(stepTooEarly('prescription_ready', start, at('06:00'))).toBeNull();
  });
});

describe('undoableUntil', () => {
  const event = (type: string, time: string) => ({
    at: at(time).toISOString(),
    actorRole: 'medecin',
    type,
    status: null,
    step: null,
    fromDoctor: null,
    toDoctor: null,
  });
  const booking = (events: BookingView['events'], status: BookingView['status'] = 'confirmed') => ({ events, status });

  it('is the last step or the end of the visit plus 30 seconds, while that is ahead', () => {
    const steps = booking([event('created', '08:00'), event('tracking', '09:00')]);
    expect(undoableUntil(steps, new Date(at('09:00').getTime() + 10_000))).toEqual(
      new Date(at('09:00').getTime() + 30_000),
    );
    expect(undoableUntil(steps, new Date(at('09:00').getTime() + 30_000))).toBeNull();
    expect(undoableUntil(booking([event('completed', '09:00')], 'completed'), at('09:00'))).not.toBeNull();
  });

  it('is null after another kind of event, or on a cancelled booking', () => {
    expect(undoableUntil(booking([event('tracking', '09:00'), event('confirmed', '09:00')]), at('09:00'))).toBeNull();
    expect(undoableUntil(booking([event('tracking', '09:00')], 'cancelled'), at('09:00'))).toBeNull();
    expect(undoableUntil(booking([]), at('09:00'))).toBeNull();
  });
});
