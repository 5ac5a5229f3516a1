import type { Language } from '@sante/shared/constants';
import type { Resources } from 'i18next';
import { i18n } from './i18n';

/** Every namespace except `common`, which is bundled with the entry. */
type Namespace = Exclude<keyof Resources, 'common'>;

type Catalogue = Record<string, unknown>;
/** A catalogue, or the import of its own chunk (downloaded only by the visitors who use that language). */
type CatalogueSource = Catalogue | (() => Promise<{ default: Catalogue }>);

const loaders = new Map<string, Map<Namespace, () => Promise<{ default: Catalogue }>>>();
/**
 * The bundled catalogues added, as `language/namespace`: not `i18n.hasResourceBundle`, which is also true once the
 * reviewers' overrides of a namespace arrived (`served-translations.ts`) before its catalogue.
 */
const added = new Set<string>();

/**
 * Adds a page's own catalogues to i18next when the page's chunk loads, so that their long texts travel with the
 * page and not with the entry: the French source as an object, the other languages as imports of their own chunk
 * (`loadPageCatalogues` fetches them). Languages without a catalogue fall back to French.
 */
export function registerCatalogues(ns: Namespace, catalogues: Partial<Record<Language, CatalogueSource>>): void {
  for (const [language, source] of Object.entries(catalogues)) {
    if (added.has(`${language}/${ns}`)) continue;
    if (typeof source === 'function') {
      const forLanguage = loaders.get(language) ?? new Map<Namespace, () => Promise<{ default: Catalogue }>>();
      forLanguage.set(ns, source);
      loaders.set(language, forLanguage);
    } else {
      added.add(`${language}/${ns}`);
      i18n.addResourceBundle(language, ns, source, true, true);
    }
  }
}

/**
 * Fetches the registered page catalogues of `language` not loaded yet: before a screen's first render (see
 * `preloadScreen`) and after a change of language (the screens re-render when they arrive).
 */
export async function loadPageCatalogues(language: string): Promise<void> {
  const pending = loaders.get(language);
  if (!pending) return;
  await Promise.all(
    [...pending].map(async ([ns, load]) => {
      const { default: resources } = await load();
      if (!added.has(`${language}/${ns}`)) {
        added.add(`${language}/${ns}`);
        i18n.addResourceBundle(language, ns, resources, true, true);
      }
      pending.delete(ns);
    }),
  );
}

i18n.on('languageChanged', (language) => void loadPageCatalogues(language));
