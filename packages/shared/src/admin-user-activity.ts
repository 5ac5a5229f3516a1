import type { DeviceSummary } from './account-schemas';

/** `GET /api/auth/admin/users/{id}/activity`: what `/admin/utilisateurs` shows of an account's use (ids and facts only). */
export type AdminUserActivity = {
  /** The latest session opened (a sign-in, a code, an invitation accepted); null if never. */
  lastSignInAt: string | null;
  /** Sessions still open, newest first. */
  sessions: { id: string; createdAt: string; expiresAt: string; userAgent: DeviceSummary; ipAddress: string | null }[];
  /** The latest audit rows about the account or by it, newest first (action codes, never contents). */
  audit: { id: number; at: string; action: string; outcome: string; actorRole: string | null; bySelf: boolean }[];
  factors: { id: string; factorType: 'totp'; status: 'verified' | 'unverified'; createdAt: string }[];
};

/** How many audit rows the detail shows. */
export const ADMIN_USER_AUDIT_ROWS = 30;
