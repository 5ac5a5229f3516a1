import { ZServiceRequestSchema } from '@sante/shared/service-schemas';
import type { Operation } from '../openapi/operation';

/** `/api/services` (public catalogue) and `/api/admin/services` (staff). */
export const SERVICE_OPERATIONS: readonly Operation[] = [
  {
    method: 'get',
    path: '/api/services',
    summary: 'The active services, prices in XAF, in display order',
    tag: 'services',
  },
  {
    method: 'get',
    path: '/api/admin/services',
    summary: 'Every service, inactive ones included',
    tag: 'services',
    auth: 'staff',
  },
  {
    method: 'post',
    path: '/api/admin/services',
    summary: 'Add a service (its code is generated from the French name: a slug, -2, -3... when taken)',
    tag: 'services',
    auth: 'staff',
    body: ZServiceRequestSchema,
    success: 201,
  },
  {
    method: 'put',
    path: '/api/admin/services/{id}',
    summary: 'Replace a service (set active=false to withdraw it)',
    tag: 'services',
    auth: 'staff',
    body: ZServiceRequestSchema,
  },
];
