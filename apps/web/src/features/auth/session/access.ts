import { roleSatisfies, signInPathFor, type Role, type RouteRequirement } from '@sante/shared/roles';

/**
 * Who may open a route (section 6). `medecin` is the doctor guard: it needs only a doctor session
 * (and, behind it, a signed-in user); the other requirements check the role.
 */
export type Viewer = { role: Role | null; hasDoctorSession: boolean } | null;

export function canAccess(requirement: RouteRequirement | null, viewer: Viewer): boolean {
  if (requirement === null) return true;
  if (viewer === null) return false;
  if (requirement === 'medecin') return viewer.hasDoctorSession;
  return roleSatisfies(viewer.role, requirement);
}

/** Where a guard sends an anonymous visitor or a user without the role, remembering the origin. */
export function guardRedirectTarget(requirement: RouteRequirement | null, origin: string): string {
  return `${signInPathFor(requirement)}?${new URLSearchParams({ redirect: origin }).toString()}`;
}
