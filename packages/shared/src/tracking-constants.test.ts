import { describe, expect, it } from 'vitest';
import { etaMinutes, pinnedPoint } from './tracking-constants';

/** `km` east of a point on the equator-ish latitudes of Cameroon (about 111 km per degree). */
const eastOf = (point: { latitude: number; longitude: number }, km: number) => ({
  latitude: point.latitude,
  longitude: point.longitude + km / 111,
});
const akwa = { latitude: 4.0511, longitude: 9.7679 };

describe('etaMinutes (straight line at the city speed)', () => {
  it('is about 12 min for 3.6 km in Douala (18 km/h), 11 in Yaoundé (20 km/h)', () => {
    expect(etaMinutes(akwa, eastOf(akwa, 3.6), 'Douala')).toBe(12);
    expect(etaMinutes(akwa, eastOf(akwa, 3.6), 'Yaoundé')).toBe(11);
  });
  it('uses the default speed for another city and never says 0 min', () => {
    expect(etaMinutes(akwa, eastOf(akwa, 10), 'Bafoussam')).toBe(30);
    expect(etaMinutes(akwa, akwa, 'Douala')).toBe(1);
  });
});

describe('pinnedPoint', () => {
  it('is null without both coordinates', () => {
    const address = { city: 'Douala', neighbourhood: 'Akwa', details: '' };
    expect(pinnedPoint(null)).toBeNull();
    expect(pinnedPoint({ ...address, latitude: 4, longitude: null })).toBeNull();
    expect(pinnedPoint({ ...address, latitude: 4, longitude: 9 })).toEqual({ latitude: 4, longitude: 9 });
  });
});
