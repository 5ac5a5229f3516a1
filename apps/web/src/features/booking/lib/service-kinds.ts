import type { VisitKind } from '@sante/shared/availability-constants';
import {
  professionForService,
  SERVICE_KINDS_BY_VISIT,
  type CatalogueService,
  type ServiceKind,
} from '@sante/shared/catalogue-constants';
import type { Profession } from '@sante/shared/doctor-constants';

export function servicesFor(services: readonly CatalogueService[], kind: VisitKind): CatalogueService[] {
  return services.filter((service) => SERVICE_KINDS_BY_VISIT[kind].includes(service.kind));
}

/** The lowest price of a kind of visit ("à partir de"), null when the catalogue has none. */
export function startingPrice(services: readonly CatalogueService[], kind: VisitKind): number | null {
  const prices = servicesFor(services, kind).map((service) => service.priceXaf);
  return prices.length > 0 ? Math.min(...prices) : null;
}

/** Nursing acts and sample collection are done by nurses; consultations by doctors (the server's rule too). */
export function professionFor(serviceKind: ServiceKind): Profession {
  return professionForService(serviceKind);
}
