import {
  ZAdminCarerCreateRequestSchema,
  ZAdminCarerStatusRequestSchema,
  ZAdminCarerUpdateRequestSchema,
} from '@sante/shared/carer-schemas';
import type { Operation } from '../openapi/operation';

/** Staff's carer screens (`/admin/medecins`, ADR 032). */
export const CARER_OPERATIONS: readonly Operation[] = [
  {
    method: 'get',
    path: '/api/admin/carers',
    summary:
      'Doctors and nurses as staff see them (every medecin account, with its profile and status: pending_verification, active, suspended, deleted); pending first, then by name',
    tag: 'admin',
    auth: 'staff',
    query: {
      q: 'name, e-mail, Ordre number, or 4+ digits of the phone',
      profession: 'medecin | infirmier',
      specialty: 'specialty',
      city: 'Douala | Yaoundé',
      status: 'pending_verification | active | suspended | deleted',
      page: 'number (1+)',
      perPage: 'number (1-100, default 50)',
    },
  },
  {
    method: 'post',
    path: '/api/admin/carers',
    summary:
      'Creates a carer: the account without a password, the professional profile pending verification, and the invitation e-mailed to the carer',
    tag: 'admin',
    auth: 'staff',
    body: ZAdminCarerCreateRequestSchema,
    success: 201,
  },
  {
    method: 'get',
    path: '/api/admin/carers/{id}',
    summary: 'One carer, with the upcoming bookings they hold',
    tag: 'admin',
    auth: 'staff',
  },
  {
    method: 'put',
    path: '/api/admin/carers/{id}',
    summary: 'Changes the names and the professional profile (Ordre number and profession are staff-only)',
    tag: 'admin',
    auth: 'staff',
    body: ZAdminCarerUpdateRequestSchema,
  },
  {
    method: 'get',
    path: '/api/admin/carers/{id}/documents',
    summary:
      "The carer's onboarding documents (photo, diploma, id_card, ordre_card) with 5-minute signed links (audited)",
    tag: 'admin',
    auth: 'staff',
  },
  {
    method: 'post',
    path: '/api/admin/carers/{id}/documents/{kind}',
    summary: 'Stores or replaces one document (multipart `file` or the raw bytes; PDF, JPEG, PNG or WebP, 5 MB)',
    tag: 'admin',
    auth: 'staff',
    textParams: ['kind'],
  },
  {
    method: 'post',
    path: '/api/admin/carers/{id}/status',
    summary:
      'Verifies (active), suspends (with its reason), reactivates or deletes the carer; 409 carer_invalid_transition otherwise',
    tag: 'admin',
    auth: 'staff',
    body: ZAdminCarerStatusRequestSchema,
  },
];
