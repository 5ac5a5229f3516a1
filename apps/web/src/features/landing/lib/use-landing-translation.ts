import type { Language } from '@sante/shared/constants';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../../lib/detect-language';
import { registerCatalogues } from '../../../lib/register-catalogues';
import { serviceVariables } from '../../../lib/service-config';
import fr from '../../../locales/fr/landing.json';

registerCatalogues('landing', { fr });

/** The other languages' landing texts, each its own small chunk: a French visitor downloads none of them. */
const otherCatalogues = {
  en: () => import('../../../locales/en/landing.json'),
  ha: () => import('../../../locales/ha/landing.json'),
  ff: () => import('../../../locales/ff/landing.json'),
  ewo: () => import('../../../locales/ewo/landing.json'),
} satisfies Record<Exclude<Language, 'fr'>, () => Promise<{ default: object }>>;

const loading = new Map<Language, Promise<void>>();

function loadCatalogue(language: Exclude<Language, 'fr'>): Promise<void> {
  let pending = loading.get(language);
  if (!pending) {
    pending = otherCatalogues[language]().then(
      (module) => registerCatalogues('landing', { [language]: module.default }),
      (error: unknown) => {
        loading.delete(language);
        throw error;
      },
    );
    loading.set(language, pending);
  }
  return pending;
}

/**
 * Loads the landing texts of the visitor's language, then draws the page again. Until then the page shows
 * the French texts, which is also what the pre-rendered HTML shows: no blank page or spinner in between.
 * Offline without that chunk, the page stays in French.
 */
export function useLandingCatalogue(): void {
  const { i18n } = useTranslation('landing');
  const language = i18n.resolvedLanguage;
  const [, setLoaded] = useState<Language | null>(null);
  useEffect(() => {
    if (!isLanguage(language) || language === 'fr' || i18n.hasResourceBundle(language, 'landing')) return;
    let current = true;
    loadCatalogue(language).then(
      () => current && setLoaded(language),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [i18n, language]);
}

/** The landing page's `t` and the configured claims as interpolation values in the current language. */
export function useLandingTranslation() {
  const { t, i18n } = useTranslation('landing');
  return { t, variables: serviceVariables(i18n.resolvedLanguage ?? 'fr') };
}
