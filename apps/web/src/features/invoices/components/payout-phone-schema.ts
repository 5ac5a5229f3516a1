import { zodResolver } from '@hookform/resolvers/zod';
import { ZPayoutPhoneRequestSchema } from '@sante/shared/invoice-schemas';
import { z } from 'zod';

/** The payout form: the server's schema, an empty field meaning « no number ». Loaded on the form's first focus. */
export const ZPayoutPhoneFormSchema = z.object({
  payoutPhone: z
    .string()
    .trim()
    .transform((value) => (value === '' ? null : value))
    .pipe(ZPayoutPhoneRequestSchema.shape.payoutPhone),
});
export type PayoutPhoneFormInput = z.input<typeof ZPayoutPhoneFormSchema>;
export type PayoutPhoneFormValues = z.output<typeof ZPayoutPhoneFormSchema>;
export const payoutPhoneResolver = zodResolver(ZPayoutPhoneFormSchema);
