import { z } from 'zod';

/** The JSON shape both the sandbox and Notch Pay send: `{ id, event, data: { reference, status, amount, currency } }`. */
const ZWebhookBodySchema = z.object({
  id: z.union([z.string().min(1), z.number()]).transform(String),
  event: z.string().min(1),
  data: z.looseObject({
    reference: z.string().min(1),
    status: z.string().optional(),
    amount: z.number().optional(),
    currency: z.string().optional(),
  }),
});
export type WebhookBody = z.infer<typeof ZWebhookBodySchema>;

/** Parses a verified raw body; null when it is not the expected shape. */
export function parseWebhookBody(rawBody: string): WebhookBody | null {
  try {
    const parsed = ZWebhookBodySchema.safeParse(JSON.parse(rawBody));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
