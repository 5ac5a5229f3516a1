import type { PatientProfile } from '@sante/shared/patient-schemas';
import { describe, expect, it } from 'vitest';
import { isNewAddress } from './address-memory';

const address = { city: 'Douala', neighbourhood: 'Akwa', details: 'Face pharmacie', latitude: null, longitude: null };
const profileWith = (change: Partial<PatientProfile>) =>
  ({ city: 'Douala', neighbourhood: 'Akwa', landmark: 'Face pharmacie', ...change }) as PatientProfile;

describe('isNewAddress', () => {
  it('offers an address the profile does not hold yet', () => {
    expect(isNewAddress(address, profileWith({ neighbourhood: null, landmark: null }))).toBe(true);
    expect(isNewAddress(address, profileWith({ city: 'Yaoundé' }))).toBe(true);
    expect(isNewAddress(address, profileWith({ landmark: 'Derrière le marché' }))).toBe(true);
  });

  it('does not offer the same address again, whatever the case or outer spaces', () => {
    expect(isNewAddress({ ...address, neighbourhood: ' akwa ' }, profileWith({}))).toBe(false);
  });

  it('offers nothing without an address or a profile', () => {
    expect(isNewAddress(null, profileWith({}))).toBe(false);
    expect(isNewAddress(address, undefined)).toBe(false);
  });
});
