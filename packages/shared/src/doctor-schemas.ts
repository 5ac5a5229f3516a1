import { z } from 'zod';
import { SERVICE_CITIES } from './constants';
import { CARER_SEXES, PROFESSIONS, SPECIALTIES, type CarerStatus } from './doctor-constants';
import { CAMEROON_BOUNDS } from './patient-constants';

/** An optional whole number from a number input ('' is none). */
const optionalWholeNumber = (max: number) =>
  z
    .union([z.number(), z.string().trim()], { error: 'validation.enterValue' })
    .nullish()
    .transform((value) => (value === '' || value === undefined || value === null ? null : Number(value)))
    .refine((value) => value === null || (Number.isInteger(value) && value >= 0 && value <= max), {
      error: 'validation.enterValue',
    });

const coordinate = (min: number, max: number) =>
  z
    .number({ error: 'validation.outsideCameroon' })
    .min(min, { error: 'validation.outsideCameroon' })
    .max(max, { error: 'validation.outsideCameroon' })
    .nullish()
    .transform((value) => value ?? null);

/** The professional profile's fields (the doctor's own form, and staff's carer form in `carer-schemas.ts`). */
export const DOCTOR_PROFILE_FIELDS = {
  profession: z.enum(PROFESSIONS, { error: 'validation.selectOption' }),
  /** For the title patients read (« Infirmière » / « Infirmier »); '' or absent is not given. */
  sex: z
    .union([z.enum(CARER_SEXES), z.literal('')], { error: 'validation.selectOption' })
    .nullish()
    .transform((value) => value || null),
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
  /** XAF; with a position, it puts the doctor in the public directory. */
  consultationFeeXaf: optionalWholeNumber(1_000_000),
  homeVisitRadiusKm: optionalWholeNumber(100),
  latitude: coordinate(CAMEROON_BOUNDS.minLatitude, CAMEROON_BOUNDS.maxLatitude),
  longitude: coordinate(CAMEROON_BOUNDS.minLongitude, CAMEROON_BOUNDS.maxLongitude),
};

/** A position is both coordinates or none. */
export function checkPositionPair(
  data: { latitude: number | null; longitude: number | null },
  context: z.RefinementCtx,
): void {
  if ((data.latitude === null) !== (data.longitude === null))
    context.addIssue({ code: 'custom', path: ['latitude'], message: 'validation.outsideCameroon' });
}

/** `PUT /api/doctors/me/profile`: the professional profile a doctor completes after an admin created the account. */
export const ZDoctorProfileRequestSchema = z.object(DOCTOR_PROFILE_FIELDS).superRefine(checkPositionPair);
export type TDoctorProfileRequest = z.input<typeof ZDoctorProfileRequestSchema>;

export type DoctorProfile = Omit<z.output<typeof ZDoctorProfileRequestSchema>, 'bio'> & {
  bio: string | null;
  userId: string;
  /** Set by staff (ADR 032): only an active carer is listed and bookable. */
  status: CarerStatus;
  facility: string | null;
  zone: string | null;
  updatedAt: string;
};
