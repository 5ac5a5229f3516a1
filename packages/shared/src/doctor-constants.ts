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

/**
 * A carer's place in onboarding (ADR 032): staff create the account `pending_verification`, verify the Ordre
 * number and the documents (`active`), may `suspend` it; only an active carer is listed, offered and bookable.
 */
export const CARER_STATUSES = ['pending_verification', 'active', 'suspended'] as const;
export type CarerStatus = (typeof CARER_STATUSES)[number];

/** What staff see and filter on: the carer's status, or `deleted` once the account's profile is deleted. */
export const CARER_ADMIN_STATUSES = [...CARER_STATUSES, 'deleted'] as const;
export type CarerAdminStatus = (typeof CARER_ADMIN_STATUSES)[number];

/** The changes staff may make from each status (a deleted account comes back through `/admin/utilisateurs`). */
export const CARER_TRANSITIONS: Readonly<Record<CarerAdminStatus, readonly CarerAdminStatus[]>> = {
  pending_verification: ['active', 'deleted'],
  active: ['suspended', 'deleted'],
  suspended: ['active', 'deleted'],
  deleted: [],
};

/** What staff keep of a carer's onboarding (ADR 032): one file of each, in the private `carer-documents` bucket. */
export const CARER_DOCUMENT_KINDS = ['photo', 'diploma', 'id_card', 'ordre_card'] as const;
export type CarerDocumentKind = (typeof CARER_DOCUMENT_KINDS)[number];

export const CARER_DOCUMENT_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  mimeTypes: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'],
  /** Lifetime of the signed links to a document. */
  signedUrlTtlSeconds: 300,
  /**
   * The carer's portrait is resized in the browser before upload (shown to patients at 40-56 px, often on 3G):
   * long side and target size.
   */
  photoLongSide: 480,
  photoTargetBytes: 60_000,
} as const;
