import type { VisitKind } from '@sante/shared/availability-constants';
import type { CatalogueService, ServiceKind } from '@sante/shared/catalogue-constants';
import type { Profession } from '@sante/shared/doctor-constants';

/** The catalogue services each kind of visit books (follow-up programmes are subscribed to, not booked). */
export const SERVICE_KINDS_BY_VISIT: Record<VisitKind, readonly ServiceKind[]> = {
  home_visit: ['home_visit', 'nursing', 'sample_collection'],
  cabinet: ['cabinet'],
  teleconsultation: ['teleconsultation'],
};

export function servicesFor(services: readonly CatalogueService[], kind: VisitKind): CatalogueService[] {
  return services.filter((service) => SERVICE_KINDS_BY_VISIT[kind].includes(service.kind));
}

/** The lowest price of a kind of visit ("à partir de"), null when the catalogue has none. */
export function startingPrice(services: readonly CatalogueService[], kind: VisitKind): number | null {
  const prices = servicesFor(services, kind).map((service) => service.priceXaf);
  return prices.length > 0 ? Math.min(...prices) : null;
}

/** Nursing acts and sample collection are done by nurses; consultations by doctors. */
export function professionFor(serviceKind: ServiceKind): Profession {
  return serviceKind === 'nursing' || serviceKind === 'sample_collection' ? 'infirmier' : 'medecin';
}
