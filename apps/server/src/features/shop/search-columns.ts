import { searchTextOf, textTrigrams } from '../../lib/trigrams';

/** The columns a product is searched on (ADR 035), written with the product: its name, brand and DCI. */
export function searchColumnsOf(product: { name: string; brand: string | null; dci: string | null }) {
  const text = [product.name, product.brand, product.dci].filter(Boolean).join(' ');
  return { searchText: searchTextOf(text), searchTrigrams: textTrigrams(text) };
}
