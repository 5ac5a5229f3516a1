import type { ParseKeys, TFunction } from 'i18next';

/**
 * A text of the `scores` catalogue whose key is built from a calculator's data (its id, a field's name, an
 * interpretation key): the unit tests of the catalogue check that every such key exists.
 */
export function scoreText(t: TFunction<'scores'>, key: string, values?: Record<string, string | number>): string {
  return values ? t(key as ParseKeys<'scores'>, values) : t(key as ParseKeys<'scores'>);
}
