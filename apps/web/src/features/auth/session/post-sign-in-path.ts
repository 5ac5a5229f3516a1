import { homePathFor, type RouteRequirement } from '@sante/shared/roles';
import { canAccess, type Viewer } from './access';

const AUTH_PAGES = ['/login', '/signup', '/connexion', '/reset-medecin-password'];

/** A same-origin path that is not a sign-in page (no `//host`, no scheme, no backslash tricks). */
export function isSafeRedirect(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return false;
  const pathname = path.split(/[?#]/)[0] ?? '';
  return !AUTH_PAGES.some(
    (page) => pathname === page || pathname.startsWith(`${page}/`) || pathname.startsWith(`${page}-`),
  );
}

type PostSignInInput = {
  /** The remembered origin (`?redirect=` or router state), if any. */
  requested: string | null;
  viewer: NonNullable<Viewer>;
  /** The requirement of a path, or `undefined` for a path the app does not know. */
  requirementFor: (pathname: string) => RouteRequirement | null | undefined;
};

/** After sign-in: the page asked for when this user may open it, else the user's home. */
export function postSignInPath({ requested, viewer, requirementFor }: PostSignInInput): string {
  if (requested !== null && isSafeRedirect(requested)) {
    const requirement = requirementFor(requested.split(/[?#]/)[0] ?? '');
    if (requirement !== undefined && canAccess(requirement, viewer)) return requested;
  }
  return viewer.role ? homePathFor(viewer.role) : '/';
}
