import { wordsOf } from '../../lib/trigrams';

/** The column a product is searched on (ADR 035), written with the product: the words of its name, brand and DCI. */
export function searchColumnsOf(product: { name: string; brand: string | null; dci: string | null }) {
  const text = [product.name, product.brand, product.dci].filter(Boolean).join(' ');
  return { searchWords: [...new Set(wordsOf(text))] };
}
