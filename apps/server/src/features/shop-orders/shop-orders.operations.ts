import {
  ZAdvanceOrderRequestSchema,
  ZAttachOrderPrescriptionRequestSchema,
  ZCreateOrderRequestSchema,
  ZRefuseOrderPrescriptionRequestSchema,
  ZReviewOrderRequestSchema,
} from '@sante/shared/order-schemas';
import { ZRefundPaymentRequestSchema } from '@sante/shared/payment-schemas';
import type { Operation } from '../openapi/operation';

/**
 * `/api/shop/orders` (the patient's orders) and `/api/admin/shop/orders` (the pharmacy's queue), ADR 038; the
 * prescription step and the pharmacist's review, ADR 042.
 */
export const SHOP_ORDER_OPERATIONS: readonly Operation[] = [
  {
    method: 'post',
    path: '/api/shop/orders',
    summary: 'Checkout: the cart becomes an order priced by the server, its stock held until pay-by: {order}',
    tag: 'shop',
    auth: 'patient',
    body: ZCreateOrderRequestSchema,
    success: 201,
  },
  {
    method: 'get',
    path: '/api/shop/orders',
    summary: 'My orders, newest first: {orders}',
    tag: 'shop',
    auth: 'patient',
  },
  {
    method: 'get',
    path: '/api/shop/orders/{id}',
    summary: 'One of my orders with its lines and history: {order}',
    tag: 'shop',
    auth: 'patient',
  },
  {
    method: 'post',
    path: '/api/shop/orders/{id}/cancel',
    summary: 'Cancel my order while it is not being prepared (stock released, a payment owed back): {order}',
    tag: 'shop',
    auth: 'patient',
  },
  {
    method: 'post',
    path: '/api/shop/orders/{id}/prescription',
    summary: 'Attach one of my signed, not dispensed platform prescriptions; the order goes to review: {order}',
    tag: 'shop',
    auth: 'patient',
    body: ZAttachOrderPrescriptionRequestSchema,
  },
  {
    method: 'post',
    path: '/api/shop/orders/{id}/prescription/upload',
    summary:
      "Upload a paper prescription's photo or PDF (multipart `file`, type checked); the order goes to review: {order}",
    tag: 'shop',
    auth: 'patient',
  },
  {
    method: 'get',
    path: '/api/shop/orders/{id}/prescription',
    summary: 'A 5-minute signed URL of the prescription I uploaded: {kind, url, expiresAt, contentType}',
    tag: 'shop',
    auth: 'patient',
  },
  {
    method: 'post',
    path: '/api/shop/orders/{id}/accept',
    summary: "Accept the total the pharmacist's review changed, before paying: {order}",
    tag: 'shop',
    auth: 'patient',
  },
  {
    method: 'get',
    path: '/api/admin/shop/orders/{id}/prescription',
    summary:
      "The order's prescription for its review (the upload's signed URL or the platform prescription's lines) and the generics in stock per line: {prescription, substitutes}",
    tag: 'shop',
    auth: 'staff',
  },
  {
    method: 'post',
    path: '/api/admin/shop/orders/{id}/review',
    summary: 'A registered pharmacist approves, substitutes a generic or refuses each prescription line: {order}',
    tag: 'shop',
    auth: 'staff',
    body: ZReviewOrderRequestSchema,
  },
  {
    method: 'post',
    path: '/api/admin/shop/orders/{id}/prescription/refuse',
    summary:
      'A registered pharmacist refuses the prescription itself with a reason; the order awaits another prescription (ADR 053): {order}',
    tag: 'shop',
    auth: 'staff',
    body: ZRefuseOrderPrescriptionRequestSchema,
  },
  {
    method: 'post',
    path: '/api/shop/orders/{id}/pay-link',
    summary:
      'A payment link for a relative (no account): the order invoice issued unpaid, its link shown once, valid 24 h after the order (ADR 043): {payUrl, expiresAt, invoiceNumber}',
    tag: 'shop',
    auth: 'patient',
    success: 201,
  },
  {
    method: 'get',
    path: '/api/admin/shop/orders',
    summary: 'The orders queue by state, searched by number, patient name or phone: {orders}',
    tag: 'shop',
    auth: 'staff',
    query: { status: 'one state (default: those the pharmacy works on)', q: 'number, name or phone' },
  },
  {
    method: 'post',
    path: '/api/admin/shop/orders/{id}/status',
    summary: 'Preparation, ready / out for delivery, hand-over with the patient code: {order}',
    tag: 'shop',
    auth: 'staff',
    body: ZAdvanceOrderRequestSchema,
  },
  {
    method: 'post',
    path: '/api/admin/shop/orders/{id}/cash',
    summary: 'Cash on delivery collected: a cash payment settled once (idempotent), the paid invoice issued: {order}',
    tag: 'shop',
    auth: 'staff',
  },
  {
    method: 'post',
    path: '/api/admin/shop/orders/{id}/refund',
    summary:
      'Record the refund of the payment owed back (`shop_orders.refund`): credit note, order refunded, patient told: {order}',
    tag: 'shop',
    auth: 'staff',
    body: ZRefundPaymentRequestSchema,
  },
];
