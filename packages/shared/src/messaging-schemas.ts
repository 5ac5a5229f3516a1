import { z } from 'zod';
import { ZEmailSchema, ZPhoneSchema } from './auth-schemas';
import { LANGUAGES } from './constants';
import { DELIVERY_CHANNELS, DELIVERY_STATUSES, TEST_MESSAGE_LANGUAGES } from './messaging-constants';

/** Contracts of message delivery: the recipient's language, the staff test sends and the delivery list. */

/** `PUT /api/account/language`: the language of the messages the account receives. */
export const ZLanguageRequestSchema = z.object({
  language: z.enum(LANGUAGES, { error: 'validation.selectOption' }),
});
export type TLanguageRequest = z.input<typeof ZLanguageRequestSchema>;

/** The language of a test message (French when absent). */
const ZTestLanguageSchema = z.enum(TEST_MESSAGE_LANGUAGES, { error: 'validation.selectOption' }).default('fr');

/** `POST /api/admin/test-email`. */
export const ZTestEmailRequestSchema = z.object({ to: ZEmailSchema, language: ZTestLanguageSchema });
export type TTestEmailRequest = z.input<typeof ZTestEmailRequestSchema>;

/** `POST /api/admin/test-whatsapp`: a Cameroonian number. */
export const ZTestWhatsappRequestSchema = z.object({ to: ZPhoneSchema, language: ZTestLanguageSchema });
export type TTestWhatsappRequest = z.input<typeof ZTestWhatsappRequestSchema>;

/** `GET /api/admin/deliveries` query: optional filters. */
export const ZDeliveriesQuerySchema = z.object({
  status: z.enum(DELIVERY_STATUSES, { error: 'validation.selectOption' }).optional(),
  channel: z.enum(DELIVERY_CHANNELS, { error: 'validation.selectOption' }).optional(),
});
export type TDeliveriesQuery = z.input<typeof ZDeliveriesQuerySchema>;
