import { zodResolver } from '@hookform/resolvers/zod';
import { ZInviteGuestRequestSchema } from '@sante/shared/teleconsultation-schemas';
import type { z } from 'zod';

/** The invitation form's schema (the server's), downloaded on the form's first focus (`lazyResolver`). */
export type GuestInviteInput = z.input<typeof ZInviteGuestRequestSchema>;
export type GuestInviteValues = z.output<typeof ZInviteGuestRequestSchema>;
export const guestInviteResolver = zodResolver(ZInviteGuestRequestSchema);
