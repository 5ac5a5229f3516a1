import type { Operation } from '../openapi/operation';

/** The public doctor directory (`/medecins-map`). */
export const DIRECTORY_OPERATIONS: readonly Operation[] = [
  {
    method: 'get',
    path: '/api/doctors/search',
    summary:
      'Listed doctors (active, fee and position set), nearest first then best rated; distance from lat/lng or the signed-in patient’s saved position. Public fields only.',
    tag: 'doctors',
    query: {
      specialty: 'specialty',
      profession: 'medecin | infirmier',
      city: 'Douala | Yaoundé',
      date: 'YYYY-MM-DD: a free slot that day',
      maxPrice: 'XAF',
      lat: 'degrees (with lng)',
      lng: 'degrees (with lat)',
      page: 'number (1+)',
      perPage: 'number (1-50, default 20)',
    },
  },
  { method: 'get', path: '/api/doctors/{id}/public', summary: 'One listed doctor’s public card', tag: 'doctors' },
];
