import { foldText } from './text-search';

/**
 * Trigrams the way pg_trgm cuts them, computed here so that the same search runs on PGlite (no extension in its
 * worker thread) and on any PostgreSQL (ADR 035): the text is folded (lower case, no accents), split into words of
 * letters and digits, and each word, padded with two spaces before and one after, gives its three-letter windows.
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

/** Every distinct trigram of a text's words (the column `search_trigrams`). */
export function textTrigrams(text: string): string[] {
  const trigrams = new Set<string>();
  for (const word of wordsOf(text)) for (const trigram of wordTrigrams(word)) trigrams.add(trigram);
  return [...trigrams].sort();
}

/** The folded text searched by substring (the column `search_text`): words joined by single spaces. */
export function searchTextOf(text: string): string {
  return wordsOf(text).join(' ');
}
