import { zodResolver } from '@hookform/resolvers/zod';
import { ZDeleteAccountRequestSchema } from '@sante/shared/account-schemas';
import { ZPasswordSchema } from '@sante/shared/auth-schemas';
import { z } from 'zod';

/** The settings forms' schemas and resolvers, downloaded on the first focus of a form (see `lazyResolver`). */

/** `PUT /api/auth/user` with the current password, plus the confirmation the form checks. */
const ZChangePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, { error: 'validation.required' }),
    password: ZPasswordSchema,
    passwordConfirmation: z.string().min(1, { error: 'validation.required' }),
  })
  .refine((data) => data.password === data.passwordConfirmation, {
    error: 'validation.passwordsMismatch',
    path: ['passwordConfirmation'],
  });
export type ChangePasswordValues = z.infer<typeof ZChangePasswordFormSchema>;

export type DeleteAccountValues = z.infer<typeof ZDeleteAccountRequestSchema>;

export const changePasswordResolver = zodResolver(ZChangePasswordFormSchema);
export const deleteAccountResolver = zodResolver(ZDeleteAccountRequestSchema);
