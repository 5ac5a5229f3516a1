/** The shop's screens are the same for visitors and patients (issue #14): these paths open for both. */
export const SHOP_HOME_PATH = '/patient/eshop';

export const categoryPath = (categoryId: string) => `/patient/eshop/category/${encodeURIComponent(categoryId)}`;
export const productPath = (productId: string) => `/patient/eshop/product/${encodeURIComponent(productId)}`;

/** The name of a category (data, in French and English) in the interface's language. */
export function localName(item: { nameFr: string; nameEn: string }, language: string): string {
  return language.startsWith('en') ? item.nameEn : item.nameFr;
}
