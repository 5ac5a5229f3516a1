/** A catalogue file's content: nested objects of texts (a few hold lists of texts). */
export type Catalogue = { readonly [key: string]: unknown };

/** A catalogue's texts by dotted key (`language.names.ewo`); a list of texts is one key, not editable in place. */
export function flattenCatalogue(catalogue: Catalogue, prefix = ''): Map<string, string | null> {
  const texts = new Map<string, string | null>();
  for (const [name, value] of Object.entries(catalogue)) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (typeof value === 'string') texts.set(key, value);
    else if (value && typeof value === 'object' && !Array.isArray(value))
      for (const [nested, text] of flattenCatalogue(value as Catalogue, key)) texts.set(nested, text);
    else texts.set(key, null);
  }
  return texts;
}

/** The i18next namespace of a catalogue file: `field-map` -> `fieldMap`; messages and route titles are in `common`. */
export function namespaceOf(file: string): string {
  if (file === 'messages' || file.endsWith('-routes')) return 'common';
  return file.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

export type Completeness = { total: number; present: number; missing: string[] };

/**
 * How much of a French catalogue a language covers: the French keys found in that language's catalogues of the
 * same namespace or among the reviewers' overrides; the others (`missing`, in the French order) read in French.
 */
export function completenessOf(
  source: Catalogue,
  translated: ReadonlyMap<string, string | null>,
  overrides: Readonly<Record<string, string>> = {},
): Completeness {
  const keys = [...flattenCatalogue(source).keys()];
  const missing = keys.filter((key) => !translated.has(key) && !Object.hasOwn(overrides, key));
  return { total: keys.length, present: keys.length - missing.length, missing };
}

/** Rounded down, so that a catalogue with one missing key never reads 100 %. */
export function percentOf({ total, present }: Pick<Completeness, 'total' | 'present'>): number {
  return total === 0 ? 100 : Math.floor((present * 100) / total);
}
