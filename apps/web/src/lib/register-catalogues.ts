import type { Language } from '@sante/shared/constants';
import type { Resources } from 'i18next';
import { i18n } from './i18n';

/** Every namespace except `common`, which is bundled with the entry. */
type Namespace = Exclude<keyof Resources, 'common'>;

/**
 * Adds a page's own catalogues (French source, English) to i18next when the page's chunk loads, so that their
 * long texts travel with the page and not with the entry. Hausa, Fulfulde and Ewondo fall back to French.
 */
export function registerCatalogues(ns: Namespace, catalogues: Partial<Record<Language, object>>): void {
  for (const [language, resources] of Object.entries(catalogues)) {
    if (!i18n.hasResourceBundle(language, ns)) i18n.addResourceBundle(language, ns, resources, true, true);
  }
}
