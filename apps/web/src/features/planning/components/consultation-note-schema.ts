import { zodResolver } from '@hookform/resolvers/zod';
import { ZConsultationNoteRequestSchema, ZNoteAmendmentRequestSchema } from '@sante/shared/clinic-schemas';
import type { z } from 'zod';

/** The consultation note form's schemas (the server's), downloaded on the form's first focus (`lazyResolver`). */
export type ConsultationNoteInput = z.input<typeof ZConsultationNoteRequestSchema>;
export type ConsultationNoteValues = z.output<typeof ZConsultationNoteRequestSchema>;
export const consultationNoteResolver = zodResolver(ZConsultationNoteRequestSchema);

export type NoteAmendmentInput = z.input<typeof ZNoteAmendmentRequestSchema>;
export type NoteAmendmentValues = z.output<typeof ZNoteAmendmentRequestSchema>;
export const noteAmendmentResolver = zodResolver(ZNoteAmendmentRequestSchema);
