import { zodResolver } from '@hookform/resolvers/zod';
import { ZConsultationNoteRequestSchema } from '@sante/shared/clinic-schemas';
import type { z } from 'zod';

/** The consultation note form's schema (the server's), downloaded on the form's first focus (`lazyResolver`). */
export type ConsultationNoteInput = z.input<typeof ZConsultationNoteRequestSchema>;
export type ConsultationNoteValues = z.output<typeof ZConsultationNoteRequestSchema>;
export const consultationNoteResolver = zodResolver(ZConsultationNoteRequestSchema);
