import { zodResolver } from '@hookform/resolvers/zod';
import { ZPatientProfileRequestSchema, ZPhoneChangeRequestSchema } from '@sante/shared/patient-schemas';

/** Loaded with zod on the form's first focus (see `lazyResolver`). */
export const patientProfileResolver = zodResolver(ZPatientProfileRequestSchema);

export const newPhoneResolver = zodResolver(ZPhoneChangeRequestSchema);
