import { UI } from '@sante/shared/constants';

/** Preferences that outlive a sign-out: they belong to the device, not to the account. */
const PRESERVED_KEYS = [UI.themeStorageKey, UI.languageStorageKey] as const;

/** Full sign-out: empties localStorage and sessionStorage, then puts the theme and language back. */
export function clearBrowserStorage(local: Storage, session: Storage): void {
  const kept = PRESERVED_KEYS.map((key) => [key, local.getItem(key)] as const);
  local.clear();
  session.clear();
  for (const [key, value] of kept) if (value !== null) local.setItem(key, value);
}

/** Doctor logout on a doctor page leads to the doctor sign-in; every other sign-out to `/connexion`. */
export function signOutDestination(pathname: string): string {
  return pathname === '/dashboard-medecin' || pathname.startsWith('/dashboard-medecin/')
    ? '/connexion/medecin'
    : '/connexion';
}
