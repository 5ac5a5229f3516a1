import type { VisitKind } from './availability-constants';
import type { Profession } from './doctor-constants';

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

/** The catalogue services each kind of visit books (follow-up programmes are subscribed to, not booked). */
export const SERVICE_KINDS_BY_VISIT: Record<VisitKind, readonly ServiceKind[]> = {
  home_visit: ['home_visit', 'nursing', 'sample_collection'],
  cabinet: ['cabinet'],
  teleconsultation: ['teleconsultation'],
};

/** Nursing acts and sample collection are done by nurses; consultations by doctors. */
export function professionForService(serviceKind: ServiceKind): Profession {
  return serviceKind === 'nursing' || serviceKind === 'sample_collection' ? 'infirmier' : 'medecin';
}
