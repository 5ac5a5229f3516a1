import { ZRegisterPharmacistRequestSchema, ZUpdatePharmacistRequestSchema } from '@sante/shared/pharmacist-schemas';
import type { Operation } from '../openapi/operation';

/** `/api/admin/shop/pharmacists`: the pharmacists who review prescriptions (`pharmacists.manage`, ADR 049). */
export const SHOP_PHARMACIST_OPERATIONS: readonly Operation[] = [
  {
    method: 'get',
    path: '/api/admin/shop/pharmacists',
    summary: 'The registered pharmacists, the staff accounts to register, the partner pharmacies',
    tag: 'shop',
    auth: 'staff',
  },
  {
    method: 'post',
    path: '/api/admin/shop/pharmacists',
    summary: 'Register a staff account as a pharmacist with their Ordre number and pharmacy: {pharmacist}',
    tag: 'shop',
    auth: 'staff',
    body: ZRegisterPharmacistRequestSchema,
    success: 201,
  },
  {
    method: 'put',
    path: '/api/admin/shop/pharmacists/{userId}',
    summary: 'Correct the number or the pharmacy, deactivate or reactivate: {pharmacist}',
    tag: 'shop',
    auth: 'staff',
    body: ZUpdatePharmacistRequestSchema,
  },
];
