import { z } from 'zod';
import { SERVICE_CITIES } from './constants';
import { PROFESSIONS, SPECIALTIES } from './doctor-constants';

/** `PUT /api/doctors/me/profile`: the professional profile a doctor completes after an admin created the account. */
export const ZDoctorProfileRequestSchema = z.object({
  profession: z.enum(PROFESSIONS, { error: 'validation.selectOption' }),
  specialty: z.enum(SPECIALTIES, { error: 'validation.selectOption' }),
  licenceNumber: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(40, { error: 'validation.tooLong' }),
  city: z.enum(SERVICE_CITIES, { error: 'validation.selectOption' }),
  /** A number, or the text of a number input. */
  yearsOfExperience: z
    .union([z.number(), z.string().trim().min(1, { error: 'validation.enterValue' })], {
      error: 'validation.enterValue',
    })
    .pipe(
      z.coerce
        .number<string | number>({ error: 'validation.enterValue' })
        .int({ error: 'validation.enterValue' })
        .min(0, { error: 'validation.enterValue' })
        .max(60, { error: 'validation.enterValue' }),
    ),
  bio: z.string().trim().max(1000, { error: 'validation.tooLong' }).optional(),
});
export type TDoctorProfileRequest = z.input<typeof ZDoctorProfileRequestSchema>;

export type DoctorProfile = Omit<z.output<typeof ZDoctorProfileRequestSchema>, 'bio'> & {
  bio: string | null;
  userId: string;
  updatedAt: string;
};
