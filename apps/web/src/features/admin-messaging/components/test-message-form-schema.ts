import { zodResolver } from '@hookform/resolvers/zod';
import { ZTestEmailRequestSchema, ZTestWhatsappRequestSchema } from '@sante/shared/messaging-schemas';

/** Loaded with zod on the form's first focus (see `lazyResolver`): the server's own schemas. */
export const testEmailResolver = zodResolver(ZTestEmailRequestSchema);
export const testWhatsappResolver = zodResolver(ZTestWhatsappRequestSchema);
