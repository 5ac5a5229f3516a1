import type { Role } from '@sante/shared/roles';

/** Who acts on clock events, with what the audit rows need. */
export type ClockActor = { userId: string; role: Role | null; ip: string | null; requestId: string | null };
