import { DEFAULT_LANGUAGE, LANGUAGES, UI, type Language } from '@sante/shared/constants';
import i18n, { type ParseKeys, type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import fr from '../locales/fr/common.json';
import type frMessages from '../locales/fr/messages.json';
import { ApiError, setErrorTextsLoader } from './api-client';
import { detectLanguage, isLanguage } from './detect-language';
import { APP_CONFIG } from './app-config';

/**
 * French is the default and the fallback; English is complete; Hausa, Fulfulde and Ewondo translate the
 * common labels only and fall back to French. Catalogues are part of the build, never fetched from a
 * translation service: French is in the entry; each other language is its own chunk, downloaded only by the
 * visitors who use it (a French visitor on 3G does not pay for English).
 */
type Catalogue = typeof fr;
type MessageTexts = typeof frMessages;
type PartialCatalogue<T> = { [K in keyof T]?: T[K] extends string ? string : PartialCatalogue<T[K]> };

export type TranslationKey = ParseKeys<'common'>;

const otherCatalogues = {
  en: () => import('../locales/en/common.json').then((module): Catalogue => module.default),
  ha: () => import('../locales/ha/common.json').then((module): PartialCatalogue<Catalogue> => module.default),
  ff: () => import('../locales/ff/common.json').then((module): PartialCatalogue<Catalogue> => module.default),
  ewo: () => import('../locales/ewo/common.json').then((module): PartialCatalogue<Catalogue> => module.default),
} satisfies Record<Exclude<Language, 'fr'>, () => Promise<PartialCatalogue<Catalogue>>>;

function storeLanguage(language: string): void {
  try {
    localStorage.setItem(UI.languageStorageKey, language);
  } catch {
    // Private mode or no storage (pre-rendering): the language is detected again on the next visit.
  }
}

function syncHtmlLang(): void {
  if (typeof document === 'undefined') return;
  const lang = i18n.resolvedLanguage ?? DEFAULT_LANGUAGE;
  // Written again with the same value, the attribute still makes the browser recompute the whole page's style.
  if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
}

// The language in use, detected or chosen, is kept on the device from the first visit (sign-out keeps it too).
i18n.on('languageChanged', storeLanguage);

void i18n.use(initReactI18next).init({
  lng: detectLanguage(),
  resources: { fr: { common: fr } },
  partialBundledLanguages: true,
  ns: ['common'],
  defaultNS: 'common',
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGES,
  nonExplicitSupportedLngs: true,
  load: 'languageOnly',
  initAsync: false,
  interpolation: { escapeValue: false, defaultVariables: { brand: APP_CONFIG.brandName } },
  // Screens re-render when a page catalogue arrives (another language's chunk, see register-catalogues.ts).
  react: { bindI18nStore: 'added' },
});

syncHtmlLang();
i18n.on('languageChanged', syncHtmlLang);

/**
 * The languages whose `common` catalogue was added: not `i18n.hasResourceBundle`, which is also true once a
 * reviewed text of that language arrived first (served overrides, or a key saved on `/admin/langues`).
 */
const languagesLoaded = new Set<Language>();

/** Adds a language's catalogue (its chunk) to i18next, once; texts already there (reviewed ones) are kept. */
export async function loadLanguage(language: Language): Promise<void> {
  if (language === 'fr' || languagesLoaded.has(language)) return;
  i18n.addResourceBundle(language, 'common', await otherCatalogues[language](), true, false);
  languagesLoaded.add(language);
}

/**
 * The texts of the API's errors and of the forms' validation (`errors.*`, `validation.*`, in `common`), but for
 * the few a screen shows without an answer (`errors.network`, `errors.generic`...): most visitors never see one, so
 * they are downloaded when first needed, not with the entry. `apiRequest` waits for them before it fails, and a
 * form downloads them with its validation code (`lazyResolver`); Hausa, Fulfulde and Ewondo read them in French.
 */
const messageTexts: Partial<Record<Language, () => Promise<{ default: MessageTexts }>>> = {
  fr: () => import('../locales/fr/messages.json'),
  en: () => import('../locales/en/messages.json'),
};
const messageTextsLoaded = new Set<Language>();
let messageTextsWanted = false;

export async function loadMessageTexts(language: Language = currentLanguage()): Promise<void> {
  messageTextsWanted = true;
  const languages = new Set<Language>([DEFAULT_LANGUAGE, language]);
  await Promise.all(
    [...languages].map(async (candidate) => {
      const load = messageTexts[candidate];
      if (!load || messageTextsLoaded.has(candidate)) return;
      i18n.addResourceBundle(candidate, 'common', (await load()).default, true, true);
      messageTextsLoaded.add(candidate);
    }),
  );
}

setErrorTextsLoader(() => loadMessageTexts());

/** Loads a language's catalogue, then switches to it (the language switcher). */
export async function setLanguage(language: Language): Promise<void> {
  await Promise.all([loadLanguage(language), messageTextsWanted ? loadMessageTexts(language) : undefined]);
  await i18n.changeLanguage(language);
}

/** The detected language (`en-US` -> `en`), loaded: the first render waits for it. */
export const i18nReady: Promise<void> = (() => {
  const detected = i18n.language?.split('-')[0];
  return isLanguage(detected) && detected !== DEFAULT_LANGUAGE ? setLanguage(detected) : Promise.resolve();
})();

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
  // A code this build has no text for (see `resolveErrorCode`) reads as the fallback.
  const key = error.messageKey === 'errors.generic' || !i18n.exists(error.messageKey) ? fallback : error.messageKey;
  return t(key, { seconds: error.retryAfter ?? 60 });
}

export { i18n };
