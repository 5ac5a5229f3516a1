import { DEFAULT_LANGUAGE, LANGUAGES, UI, type Language } from '@sante/shared/constants';

export function isLanguage(value: string | undefined): value is Language {
  return value !== undefined && (LANGUAGES as readonly string[]).includes(value);
}

/** The language chosen on this device (kept in localStorage), null when none or when storage is unavailable. */
export function storedLanguage(): string | null {
  try {
    return localStorage.getItem(UI.languageStorageKey);
  } catch {
    return null;
  }
}

/**
 * The stored language, else the first of the browser's languages the app speaks (`en-US` -> `en`), else French.
 * Small and free of i18next: the entry asks it too, before any of the app's code is loaded.
 */
export function detectLanguage(): Language {
  const candidates = [storedLanguage(), ...(typeof navigator === 'undefined' ? [] : navigator.languages)];
  return candidates.map((tag) => tag?.split('-')[0]?.toLowerCase()).find(isLanguage) ?? DEFAULT_LANGUAGE;
}
