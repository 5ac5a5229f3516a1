import { z } from 'zod';

/** An Ordre national des pharmaciens du Cameroun number as written on the registration (letters, digits, - and /). */
const ZOrdreNumberSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(3, { error: 'validation.required' })
  .max(40, { error: 'validation.tooLong' })
  .regex(/^[A-Za-z0-9][A-Za-z0-9 /-]*$/, { error: 'validation.invalidFormat' });

/**
 * `POST /api/admin/shop/pharmacists` (ADR 049): a staff account registered as a pharmacist with their Ordre number,
 * at a partner pharmacy (reviews its orders) or, with no pharmacy, the platform's own (reviews every order).
 */
export const ZRegisterPharmacistRequestSchema = z.object({
  userId: z.uuid({ error: 'validation.selectOption' }),
  ordreNumber: ZOrdreNumberSchema,
  pharmacyId: z.uuid({ error: 'validation.selectOption' }).nullable(),
});
export type TRegisterPharmacistRequest = z.infer<typeof ZRegisterPharmacistRequestSchema>;

/** `PUT /api/admin/shop/pharmacists/{userId}`: a corrected number, another pharmacy, deactivated or active again. */
export const ZUpdatePharmacistRequestSchema = z.object({
  ordreNumber: ZOrdreNumberSchema,
  pharmacyId: z.uuid({ error: 'validation.selectOption' }).nullable(),
  active: z.boolean({ error: 'validation.required' }),
});
export type TUpdatePharmacistRequest = z.infer<typeof ZUpdatePharmacistRequestSchema>;

export type PharmacistView = {
  userId: string;
  name: string;
  email: string;
  role: string;
  ordreNumber: string;
  pharmacyId: string | null;
  pharmacyName: string | null;
  active: boolean;
  updatedAt: string;
};

/** What the registration screen needs: the pharmacists, the staff accounts not yet registered, the pharmacies. */
export type PharmacistsResponse = {
  pharmacists: PharmacistView[];
  candidates: { userId: string; name: string; email: string; role: string }[];
  pharmacies: { id: string; name: string; city: string }[];
};
export type PharmacistResponse = { pharmacist: PharmacistView };
