import { zodResolver } from '@hookform/resolvers/zod';
import { ZDoctorAvailabilityRequestSchema } from '@sante/shared/availability-schemas';

/** Loaded with zod on the form's first focus (see `lazyResolver`). */
export const availabilityResolver = zodResolver(ZDoctorAvailabilityRequestSchema);
