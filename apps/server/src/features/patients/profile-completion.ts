import {
  PROFILE_COMPLETION_ITEMS,
  type ProfileCompletion,
  type ProfileCompletionItem,
} from '@sante/shared/patient-constants';

/** What the completion of a profile is computed from (the stored values, not the request). */
export type CompletionFacts = {
  dateOfBirth: string | null;
  sex: string | null;
  city: string | null;
  neighbourhood: string | null;
  bloodGroup: string | null;
  emergencyContactName: string | null;
  emergencyContactPhone: string | null;
  email: string | null;
  hasPhoto: boolean;
};

const IS_DONE: Record<ProfileCompletionItem, (facts: CompletionFacts) => boolean> = {
  dateOfBirth: (facts) => facts.dateOfBirth !== null,
  sex: (facts) => facts.sex !== null,
  address: (facts) => Boolean(facts.city && facts.neighbourhood),
  // "Je ne sais pas" is an answer: the patient was asked.
  bloodGroup: (facts) => facts.bloodGroup !== null,
  emergencyContact: (facts) => Boolean(facts.emergencyContactName && facts.emergencyContactPhone),
  email: (facts) => Boolean(facts.email),
  photo: (facts) => facts.hasPhoto,
};

/** The share of `PROFILE_COMPLETION_ITEMS` that is filled (rounded down) and the missing items, in list order. */
export function profileCompletion(facts: CompletionFacts): ProfileCompletion {
  const missing = PROFILE_COMPLETION_ITEMS.filter((item) => !IS_DONE[item](facts));
  const done = PROFILE_COMPLETION_ITEMS.length - missing.length;
  return { percent: Math.floor((done * 100) / PROFILE_COMPLETION_ITEMS.length), missing };
}
