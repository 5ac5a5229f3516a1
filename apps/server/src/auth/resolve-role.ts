import { normaliseRole, type Role } from '@sante/shared/roles';

/** What the database says about a user (specification section 6, read in one round trip). */
export type RoleSources = {
  /** `user_profiles.role` (may be null, unknown, or "super admin" with a space). */
  profileRole: string | null;
  /** `user_profiles.status`; null when the user has no profile. */
  profileStatus: string | null;
  /** `admin_users.role` for the user's (real, lowercase) email where `active` is true. */
  adminRole: string | null;
  /** `user_roles.role` rows of the user, oldest first. */
  userRoles: readonly string[];
};

export type RoleSource = 'profile' | 'admin_users' | 'user_roles' | 'profile_fallback' | 'none' | 'deleted';

export type RoleResolution = { role: Role | null; source: RoleSource; deleted: boolean };

const ELEVATED: ReadonlySet<Role> = new Set<Role>(['admin', 'super_admin']);

/**
 * Section 6, in order: the profile role unless it is admin or super admin; then `admin_users` (active, by
 * email); then `user_roles`; then the profile role; otherwise none. A deleted profile has no role.
 */
export function resolveRole(sources: RoleSources): RoleResolution {
  if (sources.profileStatus === 'deleted') return { role: null, source: 'deleted', deleted: true };
  const profileRole = normaliseRole(sources.profileRole);
  if (profileRole && !ELEVATED.has(profileRole)) return { role: profileRole, source: 'profile', deleted: false };
  const adminRole = normaliseRole(sources.adminRole);
  if (adminRole) return { role: adminRole, source: 'admin_users', deleted: false };
  for (const value of sources.userRoles) {
    const role = normaliseRole(value);
    if (role) return { role, source: 'user_roles', deleted: false };
  }
  if (profileRole) return { role: profileRole, source: 'profile_fallback', deleted: false };
  return { role: null, source: 'none', deleted: false };
}
