import { zodResolver } from '@hookform/resolvers/zod';
import { ZAdminInviteRequestSchema } from '@sante/shared/auth-schemas';

/** Loaded with zod on the form's first focus (see `lazyResolver`). */
export const inviteResolver = zodResolver(ZAdminInviteRequestSchema);
