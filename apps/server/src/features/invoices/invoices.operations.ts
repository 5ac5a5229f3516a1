import type { Operation } from '../openapi/operation';

/** `/api/invoices`. */
export const INVOICE_OPERATIONS: readonly Operation[] = [
  {
    method: 'get',
    path: '/api/invoices',
    summary: 'Invoices, newest first: a patient’s own, every invoice for staff',
    tag: 'invoices',
    auth: 'session',
    query: { year: '2000-9999' },
  },
  {
    method: 'get',
    path: '/api/invoices/{id}',
    summary: 'An invoice (its patient or staff)',
    tag: 'invoices',
    auth: 'session',
  },
  {
    method: 'get',
    path: '/api/invoices/{id}/pdf',
    summary: 'The invoice as a PDF (its patient or staff; audited)',
    tag: 'invoices',
    auth: 'session',
  },
];
