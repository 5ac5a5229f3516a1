import { PROFILE_COMPLETION_ITEMS } from '@sante/shared/patient-constants';
import { describe, expect, it } from 'vitest';
import { profileCompletion, type CompletionFacts } from './profile-completion';

const empty: CompletionFacts = {
  dateOfBirth: null,
  sex: null,
  city: null,
  neighbourhood: null,
  bloodGroup: null,
  emergencyContactName: null,
  emergencyContactPhone: null,
  email: null,
  hasPhoto: false,
};

const full: CompletionFacts = {
  dateOfBirth: '1990-04-12',
  sex: 'female',
  city: 'Douala',
  neighbourhood: 'Akwa',
  bloodGroup: 'O+',
  emergencyContactName: 'Paul Ekwalla',
  emergencyContactPhone: '+237690000002',
  email: 'aline@test.cm',
  hasPhoto: true,
};

describe('profileCompletion', () => {
  it('is 0 % with every item missing, in the list order', () => {
    expect(profileCompletion(empty)).toEqual({ percent: 0, missing: [...PROFILE_COMPLETION_ITEMS] });
  });

  it('is 100 % with nothing missing', () => {
    expect(profileCompletion(full)).toEqual({ percent: 100, missing: [] });
  });

  it('rounds down and names what is missing', () => {
    const result = profileCompletion({ ...empty, dateOfBirth: '1990-04-12', sex: 'male', email: 'a@test.cm' });
    expect(result).toEqual({ percent: 42, missing: ['address', 'bloodGroup', 'emergencyContact', 'photo'] });
  });

  it('needs both parts of the address and of the emergency contact', () => {
    const half = profileCompletion({ ...full, neighbourhood: null, emergencyContactPhone: null });
    expect(half.missing).toEqual(['address', 'emergencyContact']);
  });

  it('counts "unknown" blood group as answered', () => {
    expect(profileCompletion({ ...full, bloodGroup: 'unknown' }).missing).toEqual([]);
  });
});
