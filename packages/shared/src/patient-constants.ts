/**
 * The values of the patient profile contract (`/api/patients/me/*`) without zod, so that a page can import
 * them at first load; the request schemas are in `patient-schemas.ts`.
 */

/** Also the sexes of the vaccination schedule (dT for women, translation keys `vaccination:sex.<value>`). */
export const SEXES = ['female', 'male'] as const;
export type Sex = (typeof SEXES)[number];

/** `unknown` is an answer too ("Je ne sais pas"). */
export const BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-', 'unknown'] as const;
export type BloodGroup = (typeof BLOOD_GROUPS)[number];

/** Cameroon's bounding box: a position outside it is a typo or a wrong device reading. */
export const CAMEROON_BOUNDS = { minLatitude: 1.6, maxLatitude: 13.1, minLongitude: 8.4, maxLongitude: 16.2 } as const;

/** Oldest accepted date of birth, in years before today. */
export const MAX_AGE_YEARS = 120;

/**
 * What the completion percentage counts, in the order the dashboard lists the missing ones. Allergies,
 * conditions and treatments are left out: "none" is a valid answer the record cannot tell from "not filled".
 */
export const PROFILE_COMPLETION_ITEMS = [
  'dateOfBirth',
  'sex',
  'address',
  'bloodGroup',
  'emergencyContact',
  'email',
  'photo',
] as const;
export type ProfileCompletionItem = (typeof PROFILE_COMPLETION_ITEMS)[number];

export type ProfileCompletion = {
  /** 0 to 100, rounded down. */
  percent: number;
  missing: ProfileCompletionItem[];
};

/** Photos of the profile: what `POST /api/patients/me/photo` accepts (field `file`, multipart). */
export const PROFILE_PHOTO_LIMITS = {
  maxBytes: 2 * 1024 * 1024,
  mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
  signedUrlTtlSeconds: 600,
} as const;
