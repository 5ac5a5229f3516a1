import { UI } from '@sante/shared/constants';

/**
 * Theme preference: light, dark or system (the default: light unless the OS prefers dark).
 * Stored under localStorage `theme`; `<html>` carries the `dark` class in dark mode.
 */
export const THEME_PREFERENCES = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];
export type ResolvedTheme = 'light' | 'dark';

const DARK_QUERY = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();

function isThemePreference(value: string | null): value is ThemePreference {
  return value !== null && (THEME_PREFERENCES as readonly string[]).includes(value);
}

function readStoredPreference(): ThemePreference {
  try {
    const stored = localStorage.getItem(UI.themeStorageKey);
    return isThemePreference(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

let preference: ThemePreference = readStoredPreference();

export function resolveTheme(value: ThemePreference, systemPrefersDark: boolean): ResolvedTheme {
  if (value === 'system') return systemPrefersDark ? 'dark' : 'light';
  return value;
}

function systemPrefersDark(): boolean {
  return typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches;
}

function applyTheme(): void {
  const dark = resolveTheme(preference, systemPrefersDark()) === 'dark';
  const root = document.documentElement;
  root.classList.toggle('dark', dark);
  // As the page's inline script already set it, most often: written again, it would restyle the whole page.
  const scheme = dark ? 'dark' : 'light';
  if (root.style.colorScheme !== scheme) root.style.colorScheme = scheme;
}

function update(next: ThemePreference): void {
  preference = next;
  applyTheme();
  listeners.forEach((listener) => listener());
}

export function getThemePreference(): ThemePreference {
  return preference;
}

export function getResolvedTheme(): ResolvedTheme {
  return resolveTheme(preference, systemPrefersDark());
}

/** The operating system's own theme. */
export function getSystemTheme(): ResolvedTheme {
  return systemPrefersDark() ? 'dark' : 'light';
}

export function setThemePreference(next: ThemePreference): void {
  try {
    localStorage.setItem(UI.themeStorageKey, next);
  } catch {
    // Storage may be unavailable (private mode): the choice still applies to this page.
  }
  update(next);
}

export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Applies the theme now (call before the first render to avoid a flash), follows OS changes while the
 * preference is `system`, and follows a choice made in another tab.
 */
export function startThemeSync(): () => void {
  applyTheme();
  const media = typeof matchMedia === 'function' ? matchMedia(DARK_QUERY) : null;
  const onSystemChange = () => update(preference);
  const onStorage = (event: StorageEvent) => {
    if (event.key === UI.themeStorageKey || event.key === null) update(readStoredPreference());
  };
  media?.addEventListener('change', onSystemChange);
  window.addEventListener('storage', onStorage);
  return () => {
    media?.removeEventListener('change', onSystemChange);
    window.removeEventListener('storage', onStorage);
  };
}
