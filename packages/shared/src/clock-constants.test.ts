import { describe, expect, it } from 'vitest';
import { CLOCK_OFFICES, CLOCK_RULES, clockOutcome, distanceMeters } from './clock-constants';

const office = CLOCK_OFFICES.Douala ?? { latitude: 0, longitude: 0 };
/** About 111.2 m per 0.001° of latitude. */
const north = (metres: number) => ({ latitude: office.latitude + metres / 111_195, longitude: office.longitude });
const at = new Date('2026-03-02T07:02:00Z');
const fix = (metres: number, accuracyM: number, ageSeconds = 5) => ({
  ...north(metres),
  accuracyM,
  takenAt: new Date(at.getTime() - ageSeconds * 1000),
});

describe('distanceMeters (haversine)', () => {
  it('is zero on the spot and symmetric', () => {
    expect(distanceMeters(office, office)).toBe(0);
    const a = { latitude: 4.03, longitude: 9.69 };
    expect(distanceMeters(a, office)).toBeCloseTo(distanceMeters(office, a), 6);
  });

  it('measures 0.001° of latitude as about 111 m and Douala–Yaoundé as about 200 km', () => {
    expect(distanceMeters(office, { latitude: office.latitude + 0.001, longitude: office.longitude })).toBeCloseTo(
      111.2,
      0,
    );
    const yaounde = CLOCK_OFFICES.Yaoundé ?? office;
    expect(distanceMeters(office, yaounde) / 1000).toBeGreaterThan(190);
    expect(distanceMeters(office, yaounde) / 1000).toBeLessThan(205);
  });
});

describe('clockOutcome (radius adjusted to accuracy)', () => {
  it('is inside within 150 m with a precise fix, with the distance rounded to the metre', () => {
    expect(clockOutcome({ position: fix(40, 8), positionError: null, site: office, at })).toEqual({
      outcome: 'inside',
      distanceM: 40,
    });
  });

  it('widens the radius by the accuracy: 200 m away at ±60 m may be at the door, at ±10 m it is not', () => {
    expect(clockOutcome({ position: fix(200, 60), positionError: null, site: office, at }).outcome).toBe('inside');
    expect(clockOutcome({ position: fix(200, 10), positionError: null, site: office, at }).outcome).toBe('outside');
  });

  it('caps what the accuracy adds: a ±2 km fix 400 m away is outside', () => {
    const allowance = CLOCK_RULES.radiusMeters + CLOCK_RULES.maxAccuracyAllowanceMeters;
    expect(clockOutcome({ position: fix(allowance + 50, 2000), positionError: null, site: office, at }).outcome).toBe(
      'outside',
    );
  });

  it('says why there is no position: refused, or none before the timeout', () => {
    expect(clockOutcome({ position: null, positionError: 'refused', site: office, at })).toEqual({
      outcome: 'position_refused',
      distanceM: null,
    });
    expect(clockOutcome({ position: null, positionError: 'unavailable', site: office, at }).outcome).toBe(
      'position_unavailable',
    );
  });

  it('refuses to vouch for a fix taken too long before the event, and keeps its distance', () => {
    const old = fix(20, 5, CLOCK_RULES.maxPositionAgeSeconds + 1);
    expect(clockOutcome({ position: old, positionError: null, site: office, at })).toEqual({
      outcome: 'position_too_old',
      distanceM: 20,
    });
  });

  it('has no site to compare with when the visit has no pinned position', () => {
    expect(clockOutcome({ position: fix(20, 5), positionError: null, site: null, at })).toEqual({
      outcome: 'no_site',
      distanceM: null,
    });
  });
});
