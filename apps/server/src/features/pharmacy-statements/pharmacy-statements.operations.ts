import { ZCommissionStatementRequestSchema } from '@sante/shared/commission-statement-schemas';
import type { Operation } from '../openapi/operation';

/** `/api/admin/shop/statements`: the monthly commission statement to each partner pharmacy (`shop_orders.manage`, ADR 053). */
export const PHARMACY_STATEMENT_OPERATIONS: readonly Operation[] = [
  {
    method: 'get',
    path: '/api/admin/shop/statements/pharmacies',
    summary: 'The partner pharmacies a statement can be drawn for: {pharmacies}',
    tag: 'shop',
    auth: 'staff',
  },
  {
    method: 'get',
    path: '/api/admin/shop/statements',
    summary:
      "A pharmacy's month: the orders it handed over, sales, commission, its VAT, the net due, the numbered statement if issued: {statement}",
    tag: 'shop',
    auth: 'staff',
    query: { pharmacyId: 'the partner pharmacy', month: 'a Douala month, YYYY-MM (not to come)' },
  },
  {
    method: 'post',
    path: '/api/admin/shop/statements',
    summary: 'Issue the statement of an ended month once, numbered like the invoices (FAC-…): {statement}',
    tag: 'shop',
    auth: 'staff',
    body: ZCommissionStatementRequestSchema,
  },
  {
    method: 'get',
    path: '/api/admin/shop/statements/{id}/pdf',
    summary: 'The issued statement as a PDF (the invoices’ PDF, with the sales and the net due)',
    tag: 'shop',
    auth: 'staff',
  },
  {
    method: 'get',
    path: '/api/admin/shop/statements/{id}/csv',
    summary: 'The issued statement as a CSV (one row per order and a total; `;` separated, UTF-8)',
    tag: 'shop',
    auth: 'staff',
  },
];
