import { foldText } from './text-search';

/**
 * Words and trigrams the way pg_trgm cuts them, so that the same search runs on PGlite (no extension in its worker
 * thread) and on any PostgreSQL (ADR 035): the text is folded (lower case, no accents) and split into words of
 * letters and digits; each word, padded with two spaces before and one after, gives its three-letter windows. The
 * trigger of migration 0024 cuts the catalogue's words the same way in SQL.
 */
export function wordsOf(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

export function wordTrigrams(word: string): string[] {
  const padded = `  ${word} `;
  const trigrams = new Set<string>();
  for (let index = 0; index + 3 <= padded.length; index++) trigrams.add(padded.slice(index, index + 3));
  return [...trigrams];
}
