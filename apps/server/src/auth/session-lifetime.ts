import { SESSION } from '@sante/shared/constants';
import { isStaffRole, type Role } from '@sante/shared/roles';

export type SessionLimits = {
  role: Role | null;
  /** Sign-in page recorded on the session (`medecin` = doctor session). */
  portal: string | null;
  /** Session creation = `loginTime`. */
  createdAt: Date;
  /** better-auth's sliding expiry (7 days, extended on refresh). */
  expiresAt: Date;
};

/**
 * The moment the server stops accepting a session: better-auth's sliding expiry for patients; 12 h absolute
 * for staff; 24 h after `loginTime` for a doctor session (started on the doctor page or by a medecin).
 */
export function effectiveExpiry({ role, portal, createdAt, expiresAt }: SessionLimits): Date {
  let limit = expiresAt.getTime();
  if (portal === 'medecin' || role === 'medecin')
    limit = Math.min(limit, createdAt.getTime() + SESSION.doctorLifetimeMs);
  if (isStaffRole(role)) limit = Math.min(limit, createdAt.getTime() + SESSION.staffAbsoluteMs);
  return new Date(limit);
}
