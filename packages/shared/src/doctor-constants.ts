/**
 * The values of the doctor's professional profile without zod, so that a page can import them at first
 * load; the request schema is in `doctor-schemas.ts`.
 */

export const PROFESSIONS = ['medecin', 'infirmier'] as const;
export type Profession = (typeof PROFESSIONS)[number];

/** A carer's sex, for the professional title patients read (« Infirmière » / « Infirmier »). */
export const CARER_SEXES = ['female', 'male'] as const;
export type CarerSex = (typeof CARER_SEXES)[number];

/** Specialties offered at home, at the cabinet or by video (translation keys `specialties.<value>`). */
export const SPECIALTIES = [
  'medecine_generale',
  'pediatrie',
  'gynecologie_obstetrique',
  'medecine_interne',
  'cardiologie',
  'dermatologie',
  'diabetologie_endocrinologie',
  'geriatrie',
  'psychiatrie',
  'soins_infirmiers',
  'kinesitherapie',
] as const;
export type Specialty = (typeof SPECIALTIES)[number];
