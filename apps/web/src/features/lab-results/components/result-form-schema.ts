import { zodResolver } from '@hookform/resolvers/zod';
import { ZCreateLabResultRequestSchema } from '@sante/shared/lab-result-schemas';
import type { z } from 'zod';

/** The staff's result form: the server's schema, downloaded on the form's first focus. */
export type ResultFormInput = z.input<typeof ZCreateLabResultRequestSchema>;
export type ResultFormValues = z.output<typeof ZCreateLabResultRequestSchema>;
export const resultFormResolver = zodResolver(ZCreateLabResultRequestSchema);
