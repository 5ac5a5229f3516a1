import { z } from 'zod';
import { PASSWORD } from './constants';
import { isEmail } from './identifier';
import { normaliseCameroonPhone } from './phone';
import { ROLES, type Role } from './roles';

/**
 * Schemas of the auth API, shared by the server (validation) and the forms (resolver).
 * Messages are translation keys under `validation.*` (the French text lives in the web catalogues).
 */
const required = z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' });
const name = required.max(80, { error: 'validation.tooLong' });
const shortText = z.string().trim().max(80, { error: 'validation.tooLong' });

/**
 * "Les mots de passe ne correspondent pas" as soon as both passwords are typed, even while other fields
 * are still invalid (zod runs object refinements only on valid objects unless told `when`).
 */
const passwordsMatch = {
  error: 'validation.passwordsMismatch',
  path: ['passwordConfirmation'],
  when: (payload: z.core.ParsePayload) => {
    const value = payload.value as { password?: unknown; passwordConfirmation?: unknown } | null;
    return (
      typeof value?.password === 'string' &&
      typeof value.passwordConfirmation === 'string' &&
      value.passwordConfirmation !== ''
    );
  },
};

export const ZPhoneSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .refine((value) => value === '' || normaliseCameroonPhone(value) !== null, { error: 'validation.invalidPhone' })
  .transform((value) => normaliseCameroonPhone(value) ?? value);

export const ZEmailSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .refine((value) => value === '' || isEmail(value), { error: 'validation.invalidEmail' })
  .transform((value) => value.toLowerCase());

const optionalEmail = z
  .string()
  .trim()
  .optional()
  .refine((value) => value == null || value === '' || isEmail(value), { error: 'validation.invalidEmail' })
  .transform((value) => (value ? value.toLowerCase() : undefined));

export const ZPasswordSchema = z
  .string({ error: 'validation.required' })
  .min(1, { error: 'validation.required' })
  .min(PASSWORD.minLength, { error: 'validation.passwordTooShort' })
  .max(PASSWORD.maxLength, { error: 'validation.passwordTooLong' });

export const ZSignUpRequestSchema = z
  .object({
    firstName: name,
    lastName: name,
    phone: ZPhoneSchema,
    email: optionalEmail,
    password: ZPasswordSchema,
    passwordConfirmation: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }),
    acceptTerms: z.literal(true, { error: 'validation.acceptTerms' }),
  })
  .refine((data) => data.password === data.passwordConfirmation, passwordsMatch);
export type TSignUpRequest = z.input<typeof ZSignUpRequestSchema>;

/** `POST /api/auth/token?grant_type=password`: email OR phone, plus a password. */
export const ZPasswordGrantRequestSchema = z.object({
  email: z.string().trim().optional(),
  phone: z.string().trim().optional(),
  password: z.string().max(PASSWORD.maxLength).optional(),
  /** Which sign-in page was used; a doctor page starts a doctor session. */
  portal: z.enum(['patient', 'medecin', 'personnel', 'any']).default('any'),
});
export type TPasswordGrantRequest = z.input<typeof ZPasswordGrantRequestSchema>;

export const GRANT_TYPES = ['password', 'refresh_token', 'pkce', 'id_token', 'web3'] as const;
export const ZGrantTypeSchema = z.enum(GRANT_TYPES);

export const OTP_TYPES = ['sms', 'email', 'recovery', 'signup', 'phone_change'] as const;
export const ZOtpTypeSchema = z.enum(OTP_TYPES, { error: 'validation.selectOption' });
export type OtpType = z.infer<typeof ZOtpTypeSchema>;

/** `POST /api/auth/otp`: needs an email or a phone. */
export const ZOtpRequestSchema = z.object({
  email: z.string().trim().optional(),
  phone: z.string().trim().optional(),
  channel: z.enum(['sms', 'whatsapp']).optional(),
});
export type TOtpRequest = z.input<typeof ZOtpRequestSchema>;

/** `POST /api/auth/verify` */
export const ZVerifyRequestSchema = z.object({
  email: z.string().trim().optional(),
  phone: z.string().trim().optional(),
  token: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(128),
  type: ZOtpTypeSchema,
  portal: z.enum(['patient', 'medecin', 'personnel', 'any']).default('any'),
});
export type TVerifyRequest = z.input<typeof ZVerifyRequestSchema>;

/** `POST /api/auth/resend`: identifier plus type. */
export const ZResendRequestSchema = z.object({
  email: z.string().trim().optional(),
  phone: z.string().trim().optional(),
  type: ZOtpTypeSchema,
});
export type TResendRequest = z.input<typeof ZResendRequestSchema>;

/** `POST /api/auth/recover`: by email (a link) or by phone (a code over WhatsApp/SMS). */
export const ZRecoverRequestSchema = z.object({
  email: z.string().trim().optional(),
  phone: z.string().trim().optional(),
  /** Path of the page that completes the reset (`/reset-medecin-password`, ...). */
  redirectTo: z.string().startsWith('/').max(200).optional(),
});
export type TRecoverRequest = z.input<typeof ZRecoverRequestSchema>;

/** `POST /api/auth/reset-password`: completes a recovery with the emailed link token. */
export const ZResetPasswordRequestSchema = z
  .object({
    token: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }).max(256),
    password: ZPasswordSchema,
    passwordConfirmation: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }),
  })
  .refine((data) => data.password === data.passwordConfirmation, passwordsMatch);
export type TResetPasswordRequest = z.input<typeof ZResetPasswordRequestSchema>;

/** `POST /api/auth/contact-change/undo`: the one-time token of the link sent to the previous contact. */
export const ZContactUndoRequestSchema = z.object({
  token: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }).max(256),
});
export type TContactUndoRequest = z.input<typeof ZContactUndoRequestSchema>;

/** `PUT /api/auth/user` */
export const ZUpdateUserRequestSchema = z.object({
  password: ZPasswordSchema.optional(),
  currentPassword: z.string().max(PASSWORD.maxLength).optional(),
  firstName: name.optional(),
  lastName: name.optional(),
});
export type TUpdateUserRequest = z.input<typeof ZUpdateUserRequestSchema>;

export const SIGN_OUT_SCOPES = ['global', 'local', 'others'] as const;
export const ZSignOutScopeSchema = z.enum(SIGN_OUT_SCOPES, { error: 'validation.invalidScope' });
export type SignOutScope = z.infer<typeof ZSignOutScopeSchema>;

export const ZUserIdSchema = z.uuid({ error: 'validation.invalidUserId' });

/** Admin: `POST /api/auth/admin/users` and `POST /api/auth/invite`. */
export const ZAdminCreateUserRequestSchema = z.object({
  email: ZEmailSchema,
  phone: ZPhoneSchema.optional(),
  firstName: name,
  lastName: name,
  role: z.enum(ROLES, { error: 'validation.selectOption' }),
  password: ZPasswordSchema.optional(),
  city: shortText.optional(),
});
export type TAdminCreateUserRequest = z.input<typeof ZAdminCreateUserRequestSchema>;

export const ZAdminInviteRequestSchema = ZAdminCreateUserRequestSchema.omit({ password: true });
export type TAdminInviteRequest = z.input<typeof ZAdminInviteRequestSchema>;

/** An account's status (ADR 054): a suspended account keeps its data but no session is served to it. */
export const ACCOUNT_STATUSES = ['active', 'suspended', 'deleted'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const ZAdminUpdateUserRequestSchema = z.object({
  firstName: name.optional(),
  lastName: name.optional(),
  phone: ZPhoneSchema.optional(),
  role: z.enum(ROLES, { error: 'validation.selectOption' }).optional(),
  status: z.enum(['active', 'deleted']).optional(),
  city: shortText.optional(),
  neighbourhood: shortText.optional(),
});
export type TAdminUpdateUserRequest = z.input<typeof ZAdminUpdateUserRequestSchema>;

export const ZAdminListUsersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(50),
  role: z.enum(ROLES).optional(),
  q: z.string().trim().max(100).optional(),
});

/** `POST /api/auth/factors/:id/verify` */
export const ZMfaVerifyRequestSchema = z.object({
  code: z
    .string({ error: 'validation.required' })
    .trim()
    .regex(/^\d{6}$/, { error: 'validation.invalidCode' }),
  challengeId: z.string().min(1).max(128).optional(),
});

/** What the API answers for the signed-in user (`GET /api/auth/user`, sign-in, verify). */
export type AuthUser = {
  id: string;
  email: string | null;
  phone: string | null;
  firstName: string;
  lastName: string;
  role: Role | null;
  status: AccountStatus;
  mfaEnabled: boolean;
};

export type AuthSessionInfo = {
  /** ISO time at which the server stops accepting this session. */
  expiresAt: string;
  /** ISO time of the sign-in (the doctor session runs 24 h from it). */
  loginTime: string;
  expiresIn: number;
  tokenType: 'cookie';
};

export type AuthResponse = { user: AuthUser; session: AuthSessionInfo };

/** `POST /api/auth/admin/generate_link` */
export const ZAdminGenerateLinkRequestSchema = z.object({
  type: z.enum(['recovery', 'invite'], { error: 'validation.selectOption' }),
  email: ZEmailSchema,
});
export type TAdminGenerateLinkRequest = z.input<typeof ZAdminGenerateLinkRequestSchema>;

/** `POST /api/auth/invite/accept`: the invitation link token and the chosen password. */
export const ZInviteAcceptRequestSchema = z
  .object({
    token: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }).max(256),
    password: ZPasswordSchema,
    passwordConfirmation: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }),
  })
  .refine((data) => data.password === data.passwordConfirmation, passwordsMatch);
export type TInviteAcceptRequest = z.input<typeof ZInviteAcceptRequestSchema>;

/** `POST /api/auth/factors` */
export const ZMfaEnrollRequestSchema = z.object({
  factorType: z.literal('totp', { error: 'validation.selectOption' }),
});

/** A user as the admin API answers it (`{ user }`, `{ users, total }`). */
export type AdminUser = {
  id: string;
  email: string | null;
  phone: string | null;
  firstName: string;
  lastName: string;
  role: string | null;
  status: AccountStatus;
  city: string | null;
  neighbourhood: string | null;
  createdAt: string;
};
