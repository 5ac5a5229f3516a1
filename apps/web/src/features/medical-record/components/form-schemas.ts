import { zodResolver } from '@hookform/resolvers/zod';
import { ZHealthEntryRequestSchema, ZMedicalDocumentFieldsSchema } from '@sante/shared/medical-record-schemas';

/** Loaded with zod on a record form's first focus (see `record-form-resolvers.ts`). */
export const healthEntryResolver = zodResolver(ZHealthEntryRequestSchema);
export const documentFieldsResolver = zodResolver(ZMedicalDocumentFieldsSchema);
