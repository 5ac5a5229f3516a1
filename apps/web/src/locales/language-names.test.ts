import { LANGUAGES } from '@sante/shared/constants';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from './en/common.json';
import fr from './fr/common.json';

type Tree = { [key: string]: string | string[] | Tree };

/** Every key of a catalogue, plural forms counted once (French has `_many`, English not). */
function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' || Array.isArray(value)
      ? [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`]
      : keys(value, `${prefix}${key}.`),
  );
}

const common = (language: string) =>
  new Set(keys(JSON.parse(readFileSync(path.join(import.meta.dirname, language, 'common.json'), 'utf8')) as Tree));
const french = common('fr');

describe('the language picker marks partial languages', () => {
  it.each(LANGUAGES.filter((language) => language !== 'fr'))(
    '%s reads « (partiel) » exactly when its interface catalogue misses French keys',
    (language) => {
      const own = common(language);
      const partial = [...french].some((key) => !own.has(key));
      expect(fr.language.names[language].endsWith(' (partiel)')).toBe(partial);
      expect(en.language.names[language].endsWith(' (partial)')).toBe(partial);
    },
  );
});
