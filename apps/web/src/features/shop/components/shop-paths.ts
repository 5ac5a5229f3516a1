/** The shop's screens are the same for visitors and patients (issue #14): these paths open for both. */
export const SHOP_HOME_PATH = '/patient/eshop';

export const categoryPath = (categoryId: string) => `/patient/eshop/category/${encodeURIComponent(categoryId)}`;
export const productPath = (productId: string) => `/patient/eshop/product/${encodeURIComponent(productId)}`;

/** The name of a category (data, in French and English) in the interface's language. */
export function localName(item: { nameFr: string; nameEn: string }, language: string): string {
  return language.startsWith('en') ? item.nameEn : item.nameFr;
}

export const CHECKOUT_PATH = '/patient/eshop/checkout';
export const ORDER_PAYMENT_PATH = '/patient/eshop/payment';
export const ORDER_CONFIRMATION_PATH = '/patient/eshop/payment-confirmation';
export const MY_ORDERS_PATH = '/patient/commandes';

/** A step of the order flow for one order (`?order=<id>`). */
export const withOrder = (path: string, orderId: string) => `${path}?order=${encodeURIComponent(orderId)}`;
