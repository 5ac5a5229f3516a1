import { zodResolver } from '@hookform/resolvers/zod';
import { ZServiceRequestSchema } from '@sante/shared/service-schemas';

/** Loaded with zod on the form's first focus (see `lazyResolver`). */
export const serviceResolver = zodResolver(ZServiceRequestSchema);
