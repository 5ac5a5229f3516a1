import { LANGUAGES, type Language } from '@sante/shared/constants';
import { flattenCatalogue, namespaceOf, type Catalogue } from './catalogue-completeness';

/**
 * Every bundled catalogue file as its own lazy chunk, fetched by this screen only (never by the app shell). As
 * text (`?raw`): imported as JSON, the French files the pages bundle would become chunks of their own for every page.
 */
const files = import.meta.glob<string>('../../../locales/*/*.json', { query: '?raw', import: 'default' });

export type LoadedCatalogues = {
  /** The French catalogue files by name (`field-map`), in alphabetical order. */
  french: ReadonlyMap<string, Catalogue>;
  /** Each language's texts by namespace then dotted key, all its files of a namespace together. */
  texts: Record<Language, ReadonlyMap<string, ReadonlyMap<string, string | null>>>;
};

export async function loadCatalogues(): Promise<LoadedCatalogues> {
  const loaded = await Promise.all(
    Object.entries(files).map(async ([path, load]) => {
      const [, language = '', file = ''] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
      return { language, file, catalogue: JSON.parse(await load()) as Catalogue };
    }),
  );
  const french = new Map<string, Catalogue>();
  const texts = Object.fromEntries(LANGUAGES.map((language) => [language, new Map()])) as Record<
    Language,
    Map<string, Map<string, string | null>>
  >;
  for (const { language, file, catalogue } of loaded.sort((a, b) => a.file.localeCompare(b.file))) {
    if (!(LANGUAGES as readonly string[]).includes(language)) continue;
    if (language === 'fr') french.set(file, catalogue);
    const byNamespace = texts[language as Language];
    const ns = namespaceOf(file);
    const keys = byNamespace.get(ns) ?? new Map<string, string | null>();
    for (const [key, text] of flattenCatalogue(catalogue)) keys.set(key, text);
    byNamespace.set(ns, keys);
  }
  return { french, texts };
}
