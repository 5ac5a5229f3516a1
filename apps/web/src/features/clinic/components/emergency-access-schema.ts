import { zodResolver } from '@hookform/resolvers/zod';
import { ZEmergencyAccessRequestSchema } from '@sante/shared/clinic-schemas';
import type { z } from 'zod';

/** The emergency access form's schema (the server's), downloaded on the form's first focus (`lazyResolver`). */
export type EmergencyAccessValues = z.infer<typeof ZEmergencyAccessRequestSchema>;
export const emergencyAccessResolver = zodResolver(ZEmergencyAccessRequestSchema);
