import type { ServiceCity } from './constants';

/**
 * The shop's catalogue (issue #14 §1, ADR 035), without zod so that a page can import it at first load; the query
 * schemas are in `shop-schemas.ts`. A health product is sold; a medicine is shown for information and availability
 * at the partner pharmacies only, never promoted (loi 90/035 art. 51).
 */
/** The longest search text: a product name with its brand, not a paragraph. */
export const SHOP_QUERY_MAX_LENGTH = 80;

export const PRODUCT_KINDS = ['health_product', 'medicine'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/** Sans ordonnance / sur ordonnance. Translation keys: `shop.prescriptionClass.<class>`. */
export const PRESCRIPTION_CLASSES = ['otc', 'rx'] as const;
export type PrescriptionClass = (typeof PRESCRIPTION_CLASSES)[number];

/** A pharmacy's stock of a product as the public sees it: the exact count stays with staff. */
export const STOCK_LEVELS = ['in_stock', 'low', 'out_of_stock'] as const;
export type StockLevel = (typeof STOCK_LEVELS)[number];
/** At or under this many units, the stock shows as low. */
export const LOW_STOCK_UNITS = 5;

export function stockLevelOf(quantity: number): StockLevel {
  if (quantity <= 0) return 'out_of_stock';
  return quantity <= LOW_STOCK_UNITS ? 'low' : 'in_stock';
}

/** One day's opening hours ("08:00"-"20:00", Africa/Douala), or null when closed. */
export type OpeningHours = { opens: string; closes: string } | null;
/** Monday first, seven entries. */
export type WeeklyHours = readonly OpeningHours[];

export type ShopCategory = {
  id: string;
  slug: string;
  nameFr: string;
  nameEn: string;
  /** Listed products of the category. */
  productCount: number;
};

/** A product as lists show it. `priceXaf` is the indicative price (the pharmacies' own prices are on the product). */
export type ShopProductSummary = {
  id: string;
  kind: ProductKind;
  categoryId: string;
  name: string;
  brand: string | null;
  packSize: string;
  priceXaf: number;
  imageUrl: string | null;
  /** Medicines only. */
  dci: string | null;
  form: string | null;
  strength: string | null;
  prescriptionClass: PrescriptionClass | null;
  /** Partner pharmacies with the product in stock (in the city filtered on, if any). */
  pharmaciesInStock: number;
};

export type ShopProductSearchResponse = {
  products: ShopProductSummary[];
  total: number;
  page: number;
  perPage: number;
};

export type PartnerPharmacy = {
  id: string;
  name: string;
  ordreNumber: string;
  city: ServiceCity;
  quartier: string;
  address: string;
  landmark: string | null;
  latitude: number;
  longitude: number;
  phone: string;
  weeklyHours: WeeklyHours;
  /** Pharmacie de garde tonight (Africa/Douala). */
  onDutyTonight: boolean;
};

export type ProductAvailability = {
  pharmacy: PartnerPharmacy;
  priceXaf: number;
  stockLevel: StockLevel;
  updatedAt: string;
};

export type ShopProductDetail = ShopProductSummary & {
  description: string;
  ammNumber: string | null;
  coldChain: boolean;
  category: { id: string; nameFr: string; nameEn: string };
  /** Partner pharmacies that list the product, in stock first, then by price. */
  availability: ProductAvailability[];
};
