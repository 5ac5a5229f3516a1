import { LANGUAGES } from '@sante/shared/constants';
import { describe, expect, it } from 'vitest';

/**
 * Every catalogue file of every language (`locales/<language>/<namespace>.json`): French is the source, English
 * translates all of it, Hausa, Fulfulde and Ewondo translate a part and fall back to French.
 */
const files = import.meta.glob<{ default: unknown }>('../locales/*/*.json', { eager: true });

function catalogue(language: string, namespace: string): unknown {
  return files[`../locales/${language}/${namespace}.json`]?.default;
}

/** Every text of a catalogue by its path, with its `{{variables}}`; an array is one text (a list of paragraphs). */
function texts(node: unknown, prefix = ''): Map<string, string[]> {
  const found = new Map<string, string[]>();
  if (typeof node !== 'object' || node === null || Array.isArray(node)) {
    found.set(prefix, [...JSON.stringify(node).matchAll(/{{(\w+)}}/g)].map((match) => match[1] ?? '').sort());
    return found;
  }
  for (const [key, value] of Object.entries(node)) {
    for (const entry of texts(value, prefix ? `${prefix}.${key}` : key)) found.set(...entry);
  }
  return found;
}

const REVIEW_NOTE = '_review';
/**
 * Files merged into `common` when first needed (`loadMessageTexts`, `app/space-screens.ts`); English keeps the
 * spaces' route titles in its own `common` (a chunk of its own already).
 */
const COMMON_PARTS = ['messages', 'doctor-routes', 'admin-routes'];
const namespacesOf = (language: string) =>
  Object.keys(files)
    .filter((path) => path.startsWith(`../locales/${language}/`))
    .map((path) => path.slice(`../locales/${language}/`.length, -'.json'.length))
    .filter((namespace) => !COMMON_PARTS.includes(namespace))
    .sort();

/** A namespace's texts; for `common`, with the parts merged into it. */
function textsOf(language: string, namespace: string): Map<string, string[]> {
  const parts = namespace === 'common' ? COMMON_PARTS : [];
  return new Map(
    [namespace, ...parts].flatMap((name) => [...texts(catalogue(language, name) ?? {})].filter(([key]) => key !== '')),
  );
}

describe('catalogues of every namespace', () => {
  it.each(namespacesOf('fr'))('English translates every French text of %s', (namespace) => {
    const english = textsOf('en', namespace);
    expect([...english.keys()].filter((key) => key !== REVIEW_NOTE).sort()).toEqual(
      [...textsOf('fr', namespace).keys()].sort(),
    );
  });

  it.each(LANGUAGES.filter((language) => language !== 'fr'))(
    '%s has only French namespaces and keys, with the same variables',
    (language) => {
      for (const namespace of namespacesOf(language)) {
        const source = textsOf('fr', namespace);
        expect(source.size, `${language}/${namespace}.json has no French source`).toBeGreaterThan(0);
        for (const [key, variables] of textsOf(language, namespace)) {
          if (key === REVIEW_NOTE) continue;
          expect(source.has(key), `${language}/${namespace}.json: ${key} is not a French key`).toBe(true);
          expect(variables, `${language}/${namespace}.json: ${key}`).toEqual(source.get(key));
        }
      }
    },
  );
});
