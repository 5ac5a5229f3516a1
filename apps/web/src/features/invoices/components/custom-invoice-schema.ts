import { zodResolver } from '@hookform/resolvers/zod';
import { ZCreateCustomInvoiceRequestSchema } from '@sante/shared/invoice-schemas';

/** Loaded with zod on the form's first focus (see `lazyResolver`). */
export const customInvoiceResolver = zodResolver(ZCreateCustomInvoiceRequestSchema);
