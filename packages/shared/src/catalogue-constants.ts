/**
 * The kinds of service in the catalogue, without zod so that a page can import them at first load; the request
 * schema is in `service-schemas.ts`. Translation keys: `services.kinds.<kind>`.
 */
export const SERVICE_KINDS = [
  'home_visit',
  'nursing',
  'sample_collection',
  'teleconsultation',
  'cabinet',
  'follow_up',
] as const;
export type ServiceKind = (typeof SERVICE_KINDS)[number];

/** A catalogue service as the API returns it (prices in XAF, no decimals). */
export type CatalogueService = {
  id: string;
  code: string;
  kind: ServiceKind;
  nameFr: string;
  nameEn: string;
  priceXaf: number;
  durationMinutes: number;
  active: boolean;
  sortOrder: number;
};
