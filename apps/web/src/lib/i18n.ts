import { DEFAULT_LANGUAGE, LANGUAGES, UI, type Language } from '@sante/shared/constants';
import i18n, { type ParseKeys, type TFunction } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en/common.json';
import ewo from '../locales/ewo/common.json';
import ff from '../locales/ff/common.json';
import fr from '../locales/fr/common.json';
import ha from '../locales/ha/common.json';
import { ApiError } from './api-client';
import { APP_CONFIG } from './app-config';

/**
 * French is the default and the fallback; English is complete; Hausa, Fulfulde and Ewondo translate the
 * common labels only and fall back to French. Catalogues are bundled, never fetched.
 */
type Catalogue = typeof fr;
type PartialCatalogue<T> = { [K in keyof T]?: T[K] extends string ? string : PartialCatalogue<T[K]> };

export type TranslationKey = ParseKeys<'common'>;

const resources = {
  fr: { common: fr },
  en: { common: en satisfies Catalogue },
  ha: { common: ha satisfies PartialCatalogue<Catalogue> },
  ff: { common: ff satisfies PartialCatalogue<Catalogue> },
  ewo: { common: ewo satisfies PartialCatalogue<Catalogue> },
} satisfies Record<Language, { common: PartialCatalogue<Catalogue> }>;

function syncHtmlLang(): void {
  document.documentElement.lang = i18n.resolvedLanguage ?? DEFAULT_LANGUAGE;
}

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources,
    ns: ['common'],
    defaultNS: 'common',
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES,
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    initAsync: false,
    interpolation: { escapeValue: false, defaultVariables: { brand: APP_CONFIG.brandName } },
    detection: {
      order: ['localStorage', 'navigator'],
      lookupLocalStorage: UI.languageStorageKey,
      caches: ['localStorage'],
    },
  });

syncHtmlLang();
i18n.on('languageChanged', syncHtmlLang);

export function isLanguage(value: string | undefined): value is Language {
  return value !== undefined && (LANGUAGES as readonly string[]).includes(value);
}

/** The active language among the supported ones (`en-US` -> `en`). */
export function currentLanguage(): Language {
  const resolved = i18n.resolvedLanguage;
  return isLanguage(resolved) ? resolved : DEFAULT_LANGUAGE;
}

/** Translates a key that came from outside the code (server field errors); unknown keys read as generic. */
export function translateKey(t: TFunction, key: string): string {
  return i18n.exists(key) ? t(key as TranslationKey) : t('errors.generic');
}

/** The translated message of any error; `fallback` replaces the generic message (e.g. "Erreur de connexion"). */
export function errorMessage(t: TFunction, error: unknown, fallback: TranslationKey = 'errors.generic'): string {
  if (!(error instanceof ApiError)) return t(fallback);
  const key = error.messageKey === 'errors.generic' ? fallback : error.messageKey;
  return t(key, { seconds: error.retryAfter ?? 60 });
}

export { i18n };
