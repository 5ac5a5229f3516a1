import { zodResolver } from '@hookform/resolvers/zod';
import {
  ZEmailSchema,
  ZMfaVerifyRequestSchema,
  ZPasswordSchema,
  ZPhoneSchema,
  ZSignUpRequestSchema,
} from '@sante/shared/auth-schemas';
import { parseIdentifier } from '@sante/shared/identifier';
import { z } from 'zod';

/**
 * The auth forms' schemas and resolvers, in one module that the forms load lazily (see `lazyResolver`).
 * Messages are `validation.*` keys, translated under each field.
 */

/** One field takes an email or a Cameroon phone number (parsed by the shared `parseIdentifier`). */
const ZSignInFormSchema = z.object({
  identifier: z
    .string()
    .trim()
    .min(1, { error: 'validation.required' })
    .refine((value) => parseIdentifier(value) !== null, { error: 'validation.invalidIdentifier' }),
  password: z.string().min(1, { error: 'validation.required' }),
});
export type SignInFormValues = z.infer<typeof ZSignInFormSchema>;

const ZNewPasswordFormSchema = z
  .object({
    password: ZPasswordSchema,
    passwordConfirmation: z.string().min(1, { error: 'validation.required' }),
  })
  .refine((data) => data.password === data.passwordConfirmation, {
    error: 'validation.passwordsMismatch',
    path: ['passwordConfirmation'],
  });
export type NewPasswordValues = z.infer<typeof ZNewPasswordFormSchema>;

const ZEmailFormSchema = z.object({ email: ZEmailSchema });
export type EmailFormInput = z.input<typeof ZEmailFormSchema>;
export type EmailFormValues = z.output<typeof ZEmailFormSchema>;

const ZPhoneFormSchema = z.object({ phone: ZPhoneSchema });
export type PhoneFormInput = z.input<typeof ZPhoneFormSchema>;
export type PhoneFormValues = z.output<typeof ZPhoneFormSchema>;

const ZCodeFormSchema = z.object({ code: ZMfaVerifyRequestSchema.shape.code });
export type CodeFormValues = z.infer<typeof ZCodeFormSchema>;

export type SignUpFormInput = z.input<typeof ZSignUpRequestSchema>;
export type SignUpFormValues = z.output<typeof ZSignUpRequestSchema>;

export const signInResolver = zodResolver(ZSignInFormSchema);
export const signUpResolver = zodResolver(ZSignUpRequestSchema);
export const newPasswordResolver = zodResolver(ZNewPasswordFormSchema);
export const emailResolver = zodResolver(ZEmailFormSchema);
export const phoneResolver = zodResolver(ZPhoneFormSchema);
export const codeResolver = zodResolver(ZCodeFormSchema);
