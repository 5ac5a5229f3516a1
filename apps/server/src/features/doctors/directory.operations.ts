import type { Operation } from '../openapi/operation';

/** The public doctor directory (`/medecins-map`). */
export const DIRECTORY_OPERATIONS: readonly Operation[] = [
  {
    method: 'get',
    path: '/api/doctors/search',
    summary:
      'Listed doctors (active, fee and position set) with a free slot of a bookable kind of visit in the next 14 days (staff: every listed doctor), nearest first then best rated; distance from lat/lng or the signed-in patient’s saved position. Each with nextAvailableAt and price (what a booking is charged: the chosen service’s price, or the cheapest service they deliver). Public fields only.',
    tag: 'doctors',
    query: {
      specialty: 'specialty',
      profession: 'medecin | infirmier',
      city: 'Douala | Yaoundé',
      kind: 'home_visit | cabinet | teleconsultation: free hours of this kind',
      serviceId: 'uuid: carers who deliver this service, priced at it',
      date: 'YYYY-MM-DD: a free slot that day',
      maxPrice: 'XAF (the price shown)',
      lat: 'degrees (with lng)',
      lng: 'degrees (with lat)',
      page: 'number (1+)',
      perPage: 'number (1-50, default 20)',
    },
  },
  { method: 'get', path: '/api/doctors/{id}/public', summary: 'One listed doctor’s public card', tag: 'doctors' },
  {
    method: 'get',
    path: '/api/doctors/{id}/photo',
    summary: 'A listed carer’s portrait (image bytes, cached a day; 404 once the carer is not active) (ADR 051)',
    tag: 'doctors',
  },
];
