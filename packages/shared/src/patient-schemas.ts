import { doualaToday } from './calendar-date';
import { z } from 'zod';
import { ZMfaVerifyRequestSchema, ZPhoneSchema } from './auth-schemas';
import { PASSWORD, SERVICE_CITIES, type ServiceCity } from './constants';
import { isEmail } from './identifier';
import {
  BLOOD_GROUPS,
  CAMEROON_BOUNDS,
  MAX_AGE_YEARS,
  SEXES,
  type BloodGroup,
  type ProfileCompletion,
  type Sex,
} from './patient-constants';
import { normaliseCameroonPhone } from './phone';

/**
 * The patient's own profile (`/api/patients/me/*`), shared by the server and the `/patient/profil` form.
 * Messages are translation keys under `validation.*`; the values without zod are in `patient-constants.ts`.
 */

/** An optional text: trimmed, empty becomes null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: 'validation.tooLong' })
    .nullish()
    .transform((value) => value || null);

/** An optional choice among `values`: empty becomes null. */
const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.enum(values, { error: 'validation.selectOption' }), z.literal(''), z.null()], {
      error: 'validation.selectOption',
    })
    .optional()
    .transform((value) => (value ? value : null));

const name = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(80, { error: 'validation.tooLong' });

const dateOfBirth = z
  .string()
  .trim()
  .nullish()
  .transform((value) => value || null)
  .refine((value) => value === null || (/^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))), {
    error: 'validation.invalidDate',
    abort: true,
  })
  .refine((value) => value === null || value <= doualaToday(), { error: 'validation.dateInFuture' })
  .refine(
    (value) => {
      if (value === null) return true;
      const today = doualaToday();
      const oldest = `${Number(today.slice(0, 4)) - MAX_AGE_YEARS}${today.slice(4)}`;
      return value >= oldest;
    },
    { error: 'validation.dateTooOld' },
  );

const optionalEmail = z
  .string()
  .trim()
  .nullish()
  .transform((value) => value || null)
  .refine((value) => value === null || isEmail(value), { error: 'validation.invalidEmail' })
  .transform((value) => value?.toLowerCase() ?? null);

const optionalPhone = z
  .string()
  .trim()
  .nullish()
  .transform((value) => value || null)
  .refine((value) => value === null || normaliseCameroonPhone(value) !== null, { error: 'validation.invalidPhone' })
  .transform((value) => (value === null ? null : (normaliseCameroonPhone(value) ?? value)));

const coordinate = (min: number, max: number) =>
  z
    .number({ error: 'validation.outsideCameroon' })
    .min(min, { error: 'validation.outsideCameroon' })
    .max(max, { error: 'validation.outsideCameroon' })
    .nullish()
    .transform((value) => value ?? null);

/** `PUT /api/patients/me/profile`: everything but the phone (changed with a code) and the photo (uploaded). */
/** The account's current password, asked again before a contact change (ADR 022). */
const currentPassword = z
  .string({ error: 'validation.required' })
  .min(1, { error: 'validation.required' })
  .max(PASSWORD.maxLength, { error: 'validation.passwordTooLong' });

export const ZPatientProfileRequestSchema = z
  .object({
    firstName: name,
    lastName: name,
    email: optionalEmail,
    dateOfBirth,
    sex: optionalChoice(SEXES),
    bloodGroup: optionalChoice(BLOOD_GROUPS),
    city: optionalChoice(SERVICE_CITIES),
    neighbourhood: optionalText(120),
    landmark: optionalText(300),
    latitude: coordinate(CAMEROON_BOUNDS.minLatitude, CAMEROON_BOUNDS.maxLatitude),
    longitude: coordinate(CAMEROON_BOUNDS.minLongitude, CAMEROON_BOUNDS.maxLongitude),
    emergencyContactName: optionalText(80),
    emergencyContactPhone: optionalPhone,
    emergencyContactRelation: optionalText(40),
    /** Needed when the e-mail changes (ADR 022); empty otherwise. */
    currentPassword: z.string().max(PASSWORD.maxLength, { error: 'validation.passwordTooLong' }).optional(),
  })
  .superRefine((data, context) => {
    if ((data.latitude === null) !== (data.longitude === null))
      context.addIssue({ code: 'custom', path: ['latitude'], message: 'validation.outsideCameroon' });
    // A contact needs a name and a number to be of any use.
    if (data.emergencyContactName && !data.emergencyContactPhone)
      context.addIssue({ code: 'custom', path: ['emergencyContactPhone'], message: 'validation.required' });
    if (data.emergencyContactPhone && !data.emergencyContactName)
      context.addIssue({ code: 'custom', path: ['emergencyContactName'], message: 'validation.required' });
  });
export type TPatientProfileRequest = z.input<typeof ZPatientProfileRequestSchema>;

/**
 * `PUT /api/patients/me/address`: the address typed in a booking, kept as the profile's (offered at the booking's
 * summary). The same limits as a booking's address.
 */
export const ZPatientAddressRequestSchema = z
  .object({
    city: z.enum(SERVICE_CITIES, { error: 'validation.selectOption' }),
    neighbourhood: z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, { error: 'validation.required' })
      .max(120, { error: 'validation.tooLong' }),
    landmark: z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, { error: 'validation.required' })
      .max(300, { error: 'validation.tooLong' }),
    latitude: coordinate(CAMEROON_BOUNDS.minLatitude, CAMEROON_BOUNDS.maxLatitude),
    longitude: coordinate(CAMEROON_BOUNDS.minLongitude, CAMEROON_BOUNDS.maxLongitude),
  })
  .refine((data) => (data.latitude === null) === (data.longitude === null), {
    path: ['latitude'],
    message: 'validation.outsideCameroon',
  });
export type TPatientAddressRequest = z.input<typeof ZPatientAddressRequestSchema>;
export type TPatientProfileValues = z.output<typeof ZPatientProfileRequestSchema>;

/** `POST /api/patients/me/phone`: the new number, which receives a 6-digit code, and the current password. */
export const ZPhoneChangeRequestSchema = z.object({ phone: ZPhoneSchema, currentPassword });
export type TPhoneChangeRequest = z.input<typeof ZPhoneChangeRequestSchema>;

/** `POST /api/patients/me/phone/verify`: the new number and the code it received. */
export const ZPhoneChangeVerifySchema = z.object({ phone: ZPhoneSchema, code: ZMfaVerifyRequestSchema.shape.code });
export type TPhoneChangeVerify = z.input<typeof ZPhoneChangeVerifySchema>;

/** `GET` and `PUT /api/patients/me/profile`. */
export type PatientProfile = {
  userId: string;
  firstName: string;
  lastName: string;
  /** E.164; changed through `POST /api/patients/me/phone` only. */
  phone: string | null;
  email: string | null;
  dateOfBirth: string | null;
  sex: Sex | null;
  bloodGroup: BloodGroup | null;
  city: ServiceCity | null;
  neighbourhood: string | null;
  landmark: string | null;
  latitude: number | null;
  longitude: number | null;
  emergencyContactName: string | null;
  emergencyContactPhone: string | null;
  emergencyContactRelation: string | null;
  /** A short-lived signed URL of the photo. */
  photo: { url: string; expiresAt: string } | null;
  completion: ProfileCompletion;
};

export type PatientProfileResponse = { profile: PatientProfile };
