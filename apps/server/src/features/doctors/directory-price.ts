import type { VisitKind } from '@sante/shared/availability-constants';
import { professionForService, SERVICE_KINDS_BY_VISIT, type CatalogueService } from '@sante/shared/catalogue-constants';
import type { DirectoryPrice } from '@sante/shared/directory-schemas';
import type { Profession } from '@sante/shared/doctor-constants';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { services } from '../../db/schema/services';

export type PricedService = Pick<CatalogueService, 'id' | 'kind' | 'priceXaf'>;

/** The active catalogue, in display order: what `POST /api/bookings` charges (the service's `priceXaf`). */
export function activeServices(db: Db): Promise<PricedService[]> {
  return db
    .select({ id: services.id, kind: services.kind, priceXaf: services.priceXaf })
    .from(services)
    .where(eq(services.active, true))
    .orderBy(asc(services.sortOrder), asc(services.id));
}

/** The first of the carer's kinds of visit that books this service, if any. */
function visitKindFor(service: PricedService, kinds: readonly VisitKind[]): VisitKind | undefined {
  return kinds.find((kind) => SERVICE_KINDS_BY_VISIT[kind].includes(service.kind));
}

/**
 * What a booking with a carer is charged, the figure `POST /api/bookings` takes (the catalogue service's price):
 * the chosen service's price when the carer can deliver it, otherwise the cheapest service of their profession
 * booked as one of the kinds of visit they open hours for ("à partir de" when the prices differ). Null when the
 * carer can deliver none of them.
 */
export function carerPrice(
  catalogue: readonly PricedService[],
  carer: { profession: Profession; kinds: readonly VisitKind[] },
  chosen: PricedService | null,
): DirectoryPrice | null {
  const deliverable = (service: PricedService) =>
    professionForService(service.kind) === carer.profession && visitKindFor(service, carer.kinds) !== undefined;
  if (chosen) {
    const visitKind = deliverable(chosen) ? visitKindFor(chosen, carer.kinds) : undefined;
    return visitKind ? { xaf: chosen.priceXaf, startingFrom: false, serviceId: chosen.id, visitKind } : null;
  }
  const candidates = catalogue.filter(deliverable);
  const cheapest = candidates.reduce<PricedService | null>(
    (best, service) => (best === null || service.priceXaf < best.priceXaf ? service : best),
    null,
  );
  const visitKind = cheapest ? visitKindFor(cheapest, carer.kinds) : undefined;
  if (!cheapest || !visitKind) return null;
  const startingFrom = candidates.some((service) => service.priceXaf !== cheapest.priceXaf);
  return { xaf: cheapest.priceXaf, startingFrom, serviceId: cheapest.id, visitKind };
}
