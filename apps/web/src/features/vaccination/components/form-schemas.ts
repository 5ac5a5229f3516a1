import { zodResolver } from '@hookform/resolvers/zod';
import { ZDependentRequestSchema, ZVaccinationDoseDetailsSchema } from '@sante/shared/vaccination-schemas';

/** Loaded with zod on the first focus of a form (see `lazyResolver`). */
export const dependentResolver = zodResolver(ZDependentRequestSchema);
export const doseDetailsResolver = zodResolver(ZVaccinationDoseDetailsSchema);
