import { z } from 'zod';
import { ZEmailSchema, ZPhoneSchema } from './auth-schemas';
import { SERVICE_CITIES } from './constants';
import {
  CARER_ADMIN_STATUSES,
  PROFESSIONS,
  SPECIALTIES,
  type CarerAdminStatus,
  type CarerDocumentKind,
  type CarerSex,
  type Profession,
  type Specialty,
} from './doctor-constants';
import { checkPositionPair, DOCTOR_PROFILE_FIELDS } from './doctor-schemas';

/**
 * Staff's carer screens (`/admin/medecins`, ADR 032): `GET/POST /api/admin/carers`, `GET/PUT /api/admin/carers/{id}`,
 * `POST /api/admin/carers/{id}/status`.
 */

const name = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(80, { error: 'validation.tooLong' });
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: 'validation.tooLong' })
    .nullish()
    .transform((value) => value || null);

/** What staff fill in beyond the doctor's own profile: the facility and the neighbourhoods visited. */
const STAFF_FIELDS = {
  ...DOCTOR_PROFILE_FIELDS,
  facility: optionalText(120),
  zone: optionalText(200),
};

/** `GET /api/admin/carers`: search (name, phone, e-mail, Ordre number) and filters, one page. */
export const ZAdminCarerListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  profession: z.enum(PROFESSIONS).optional(),
  specialty: z.enum(SPECIALTIES).optional(),
  city: z.enum(SERVICE_CITIES).optional(),
  status: z.enum(CARER_ADMIN_STATUSES).optional(),
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(50),
});
export type TAdminCarerListQuery = z.input<typeof ZAdminCarerListQuerySchema>;

/** `POST /api/admin/carers`: the account (invited by e-mail) and its professional profile, pending verification. */
export const ZAdminCarerCreateRequestSchema = z
  .object({ firstName: name, lastName: name, email: ZEmailSchema, phone: ZPhoneSchema, ...STAFF_FIELDS })
  .superRefine(checkPositionPair);
export type TAdminCarerCreateRequest = z.input<typeof ZAdminCarerCreateRequestSchema>;

/** `PUT /api/admin/carers/{id}`: names and the whole professional profile (contacts change through the owner). */
export const ZAdminCarerUpdateRequestSchema = z
  .object({ firstName: name, lastName: name, ...STAFF_FIELDS })
  .superRefine(checkPositionPair);
export type TAdminCarerUpdateRequest = z.input<typeof ZAdminCarerUpdateRequestSchema>;

/** Why staff suspend a carer (ADR 051): a short list, `other` needs the note. */
export const SUSPENSION_REASONS = [
  'documents',
  'ordre_check',
  'complaint',
  'conduct',
  'fraud_suspected',
  'other',
] as const;
export type SuspensionReason = (typeof SUSPENSION_REASONS)[number];

/** The reason of a suspension among `reasons`: its kind and an internal note (staff only, never shown to the person). */
export function suspensionSchemaOf<const R extends readonly [SuspensionReason, ...SuspensionReason[]]>(reasons: R) {
  return z
    .object({
      reason: z.enum(reasons, { error: 'validation.selectOption' }),
      note: z.string().trim().max(500, { error: 'validation.tooLong' }).default(''),
    })
    .superRefine((data, context) => {
      if (data.reason === 'other' && data.note.length < 3)
        context.addIssue({ code: 'custom', path: ['note'], message: 'validation.required' });
    });
}

/** A carer's suspension (ADR 051). */
export const ZSuspensionSchema = suspensionSchemaOf(SUSPENSION_REASONS);
export type TSuspension = z.input<typeof ZSuspensionSchema>;

/**
 * `POST /api/admin/carers/{id}/status`: verify, suspend, reactivate or delete (`CARER_TRANSITIONS`). A suspension
 * needs its reason (`suspension`); the other changes take none.
 */
export const ZAdminCarerStatusRequestSchema = z
  .object({
    status: z.enum(['active', 'suspended', 'deleted'], { error: 'validation.selectOption' }),
    suspension: ZSuspensionSchema.optional(),
  })
  .superRefine((data, context) => {
    if (data.status === 'suspended' && !data.suspension)
      context.addIssue({ code: 'custom', path: ['suspension', 'reason'], message: 'validation.selectOption' });
  });
export type TAdminCarerStatusRequest = z.input<typeof ZAdminCarerStatusRequestSchema>;

/** A carer as staff see it: the account and its profile (null fields until the profile exists). */
export type AdminCarer = {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  status: CarerAdminStatus;
  /** False until the carer has chosen a password (the invitation is still open). */
  passwordSet: boolean;
  hasProfile: boolean;
  profession: Profession | null;
  sex: CarerSex | null;
  specialty: Specialty | null;
  licenceNumber: string | null;
  facility: string | null;
  city: string | null;
  zone: string | null;
  /** The mobile-money number the carer's share is paid to, set by the carer only (ADR 045). */
  payoutPhone: string | null;
  yearsOfExperience: number | null;
  bio: string | null;
  consultationFeeXaf: number | null;
  homeVisitRadiusKm: number | null;
  latitude: number | null;
  longitude: number | null;
  createdAt: string;
};

export type AdminCarersResponse = { carers: AdminCarer[]; total: number };

/** One onboarding document as staff see it, with a short-lived signed link. */
export type CarerDocument = {
  kind: CarerDocumentKind;
  mimeType: string;
  size: number;
  uploadedAt: string;
  url: string;
};

/** The detail adds what staff need before changing the status. */
export type AdminCarerDetail = AdminCarer & {
  /** Bookings not yet done that the carer holds (to reassign before a suspension). */
  upcomingBookings: number;
  /** The latest suspension (current while `liftedAt` is null), or null if the carer was never suspended. */
  suspension: CarerSuspension | null;
};

/** A suspension as staff see it: who, when, why; who lifted it and when. */
export type CarerSuspension = {
  reason: SuspensionReason;
  note: string;
  suspendedAt: string;
  suspendedBy: string | null;
  liftedAt: string | null;
  liftedBy: string | null;
};
