import { zodResolver } from '@hookform/resolvers/zod';
import { ZDoctorProfileRequestSchema } from '@sante/shared/doctor-schemas';

/** Loaded with zod on the form's first focus (see `lazyResolver`). */
export const doctorProfileResolver = zodResolver(ZDoctorProfileRequestSchema);
