import type { CatalogueService } from '@sante/shared/catalogue-constants';
import { describe, expect, it } from 'vitest';
import { professionFor, servicesFor, startingPrice } from './service-kinds';

const service = (kind: CatalogueService['kind'], priceXaf: number): CatalogueService => ({
  id: `${kind}-${priceXaf}`,
  code: kind,
  kind,
  nameFr: kind,
  nameEn: kind,
  priceXaf,
  durationMinutes: 30,
  active: true,
  sortOrder: 0,
});

const catalogue = [
  service('home_visit', 20_000),
  service('nursing', 4_000),
  service('cabinet', 10_000),
  service('follow_up', 30_000),
];

describe('services of a kind of visit', () => {
  it('lists home care under home visits, and prices them "from" the cheapest', () => {
    expect(servicesFor(catalogue, 'home_visit').map((s) => s.kind)).toEqual(['home_visit', 'nursing']);
    expect(startingPrice(catalogue, 'home_visit')).toBe(4_000);
    expect(startingPrice(catalogue, 'cabinet')).toBe(10_000);
    expect(startingPrice(catalogue, 'teleconsultation')).toBeNull();
  });

  it('sends nurses for nursing acts and sample collection', () => {
    expect(professionFor('nursing')).toBe('infirmier');
    expect(professionFor('sample_collection')).toBe('infirmier');
    expect(professionFor('home_visit')).toBe('medecin');
  });
});
