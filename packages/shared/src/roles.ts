/** Every role of the specification (section 6). `super admin` with a space is normalised to `super_admin`. */
export const ROLES = ['patient', 'medecin', 'admin', 'super_admin', 'personnel_operationnel'] as const;
export type Role = (typeof ROLES)[number];

export const STAFF_ROLES = ['admin', 'super_admin', 'personnel_operationnel'] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function isStaffRole(role: Role | null | undefined): role is StaffRole {
  return role != null && (STAFF_ROLES as readonly string[]).includes(role);
}

/** Normalises a role string as stored in the database ("super admin" -> "super_admin"). */
export function normaliseRole(value: string | null | undefined): Role | null {
  if (!value) return null;
  const normalised = value.trim().toLowerCase().replace(/\s+/g, '_');
  return isRole(normalised) ? normalised : null;
}

/** What a route requires. `staff` = admin requirement (admin, super_admin or personnel_operationnel). */
export type RouteRequirement = 'staff' | 'super_admin' | 'personnel_operationnel' | 'patient' | 'medecin';

export function roleSatisfies(role: Role | null, requirement: RouteRequirement): boolean {
  if (role == null) return false;
  if (requirement === 'staff') return isStaffRole(role);
  return role === requirement;
}

/** The sign-in page an anonymous visitor (or a user without the role) is sent to. */
export function signInPathFor(requirement: RouteRequirement | null): string {
  switch (requirement) {
    case 'staff':
    case 'super_admin':
    case 'personnel_operationnel':
      return '/connexion/personnel';
    case 'patient':
      return '/connexion/patient';
    case 'medecin':
      return '/connexion/medecin';
    case null:
      return '/connexion';
  }
}

/** Where a user lands after signing in. */
export function homePathFor(role: Role): string {
  switch (role) {
    case 'patient':
      return '/patient/dashboard';
    case 'medecin':
      return '/dashboard-medecin';
    case 'admin':
    case 'super_admin':
    case 'personnel_operationnel':
      return '/admin/dashboard';
  }
}
