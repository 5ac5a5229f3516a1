/**
 * The shop's orders (ADR 038), shared by the server and the web app without zod (safe in a page's first load).
 * Request schemas are in `order-schemas.ts`.
 */
import type { ServiceCity } from './constants';
import type { InvoiceStatus } from './invoice-constants';
import type { MedicineLine, Prescriber } from './prescription-constants';
import type { PrescriptionClass, ProductKind, WeeklyHours } from './shop-constants';

/**
 * The order's states. The cart is the browser's draft (never stored by the server); an order exists from checkout.
 * An order with a prescription-only line starts in `awaiting_prescription`, then `pharmacist_review` (ADR 042).
 */
export const ORDER_STATUSES = [
  'awaiting_prescription',
  'pharmacist_review',
  'awaiting_payment',
  'paid',
  'preparing',
  'ready_for_pickup',
  'out_for_delivery',
  'picked_up',
  'delivered',
  'cancelled',
  'expired',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Who moves an order out of each state (the state machine's owners, ADR 038). */
export const ORDER_STATUS_OWNERS: Record<OrderStatus, 'patient' | 'pharmacist' | 'pharmacy' | 'system' | null> = {
  awaiting_prescription: 'patient',
  pharmacist_review: 'pharmacist',
  awaiting_payment: 'patient',
  paid: 'pharmacy',
  preparing: 'pharmacy',
  ready_for_pickup: 'pharmacy',
  out_for_delivery: 'pharmacy',
  picked_up: null,
  delivered: null,
  cancelled: null,
  expired: null,
  refunded: null,
};

/** The transitions the server allows; anything else is `order_invalid_transition`. */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  awaiting_prescription: ['pharmacist_review', 'cancelled', 'expired'],
  // Back to `awaiting_prescription`: the pharmacist refused the prescription itself, the patient sends another (ADR 053).
  pharmacist_review: ['awaiting_payment', 'awaiting_prescription', 'cancelled', 'expired'],
  // `preparing` straight from awaiting payment: cash on delivery only (the server checks the order's payment choice).
  awaiting_payment: ['paid', 'preparing', 'cancelled', 'expired'],
  paid: ['preparing', 'cancelled'],
  preparing: ['ready_for_pickup', 'out_for_delivery'],
  ready_for_pickup: ['picked_up'],
  out_for_delivery: ['delivered'],
  picked_up: [],
  delivered: [],
  cancelled: ['refunded'],
  // A mobile-money success that landed after the expiry is refunded by staff (ADR 043).
  expired: ['refunded'],
  refunded: [],
};

export function mayMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** The patient may cancel while the pharmacy has not started preparing. */
export const PATIENT_CANCELLABLE: readonly OrderStatus[] = [
  'awaiting_prescription',
  'pharmacist_review',
  'awaiting_payment',
  'paid',
];

/** States the pharmacy works on, in the order of the staff queue. */
export const ORDER_QUEUE_STATUSES: readonly OrderStatus[] = [
  'pharmacist_review',
  'paid',
  'preparing',
  'ready_for_pickup',
  'out_for_delivery',
  'awaiting_payment',
];

/** The stock of an order awaiting payment is held this long; then the order expires and the stock is released. */
export const ORDER_PAYMENT_HOLD_MINUTES = 30;

/**
 * The prescription step (ADR 042): the patient has this long to attach a prescription, the pharmacist as long again
 * to review it, and once reviewed the stock is held this long for the patient (told by a message) to pay.
 */
export const ORDER_PRESCRIPTION_HOURS = 24;
export const ORDER_REVIEW_HOURS = 24;
export const ORDER_REVIEWED_PAYMENT_HOLD_HOURS = 24;

/** The pharmacist's decision on a prescription-only line: pending until reviewed. */
export const ORDER_LINE_REVIEWS = ['pending', 'approved', 'substituted', 'refused'] as const;
export type OrderLineReview = (typeof ORDER_LINE_REVIEWS)[number];

/**
 * A relative's payment link of an order works until this long after the order was placed, and the order's stock
 * is held until then (a relative abroad needs more than 30 minutes; ADR 043).
 */
export const ORDER_PAY_LINK_HOURS = 24;

/** A cash-on-delivery order whose cash staff may record as collected (from placed to delivered; ADR 043). */
export const ORDER_CASH_COLLECTABLE: readonly OrderStatus[] = [
  'awaiting_payment',
  'preparing',
  'out_for_delivery',
  'delivered',
];

export const ORDER_MAX_LINES = 30;
export const ORDER_MAX_QUANTITY = 20;

export const ORDER_FULFILMENTS = ['pickup', 'delivery'] as const;
export type OrderFulfilment = (typeof ORDER_FULFILMENTS)[number];

/** Delivery zones of health products, with their fee (FCFA, VAT included) and promise (hours). */
export const DELIVERY_ZONES = [
  { id: 'dla-akwa-bonanjo', city: 'Douala', name: 'Akwa, Bonanjo, Bali', feeXaf: 1000, promiseHours: 4 },
  { id: 'dla-bonapriso-deido', city: 'Douala', name: 'Bonapriso, Deïdo, New Bell', feeXaf: 1000, promiseHours: 4 },
  { id: 'dla-makepe-bonamoussadi', city: 'Douala', name: 'Makepe, Bonamoussadi, Kotto', feeXaf: 1500, promiseHours: 6 },
  { id: 'dla-logbaba-pk', city: 'Douala', name: 'Logbaba, Ndokoti, PK 8-14', feeXaf: 2000, promiseHours: 24 },
  { id: 'yde-centre-bastos', city: 'Yaoundé', name: 'Centre-ville, Bastos, Nlongkak', feeXaf: 1000, promiseHours: 4 },
  { id: 'yde-essos-mvog-mbi', city: 'Yaoundé', name: 'Essos, Mvog-Mbi, Ngoa-Ekelle', feeXaf: 1500, promiseHours: 6 },
  { id: 'yde-odza-nkolbisson', city: 'Yaoundé', name: 'Odza, Nkolbisson, Mimboman', feeXaf: 2000, promiseHours: 24 },
] as const satisfies readonly {
  id: string;
  city: ServiceCity;
  name: string;
  feeXaf: number;
  promiseHours: number;
}[];
export type DeliveryZoneId = (typeof DELIVERY_ZONES)[number]['id'];
export const DELIVERY_ZONE_IDS = DELIVERY_ZONES.map((zone) => zone.id) as [DeliveryZoneId, ...DeliveryZoneId[]];

export function deliveryZoneOf(id: string): (typeof DELIVERY_ZONES)[number] | undefined {
  return DELIVERY_ZONES.find((zone) => zone.id === id);
}

/** The order's realtime push to its patient and staff screens (ids and status only). */
export const ORDER_UPDATED_EVENT = 'order:updated';
export type OrderUpdatedMessage = { orderId: string; status: OrderStatus };

export type OrderLineView = {
  productId: string;
  name: string;
  kind: ProductKind;
  prescriptionClass: PrescriptionClass | null;
  packSize: string;
  quantity: number;
  unitPriceXaf: number;
  /** Zero for a line the pharmacist refused. */
  totalXaf: number;
  /** The pharmacist's decision on a prescription-only line (null: no prescription needed). */
  review: OrderLineReview | null;
  refusalReason: string | null;
  /** What the patient ordered, when the pharmacist substituted a generic. */
  ordered: { productId: string; name: string; unitPriceXaf: number } | null;
};

/** The prescription attached to an order: one of the patient's signed platform prescriptions, or a paper's photo. */
export type OrderPrescriptionView =
  | { kind: 'platform'; prescriptionId: string; signedAt: string | null; prescriber: Prescriber | null }
  | { kind: 'upload'; contentType: string | null };

/**
 * The prescription as the pharmacist reviews it (`GET /api/admin/shop/orders/{id}/prescription`): the paper's photo
 * or PDF by a short-lived signed URL (the patient gets the same for their own upload), or the signed platform
 * prescription's lines.
 */
export type OrderPrescriptionDetail =
  | { kind: 'upload'; url: string; expiresAt: string; contentType: string | null }
  | {
      kind: 'platform';
      prescriber: Prescriber;
      signedAt: string;
      medicines: MedicineLine[];
      dispensedAt: string | null;
    };

/** A generic the pharmacist may substitute for a line: same DCI, in stock at the order's pharmacy, at its price. */
export type OrderSubstituteView = { productId: string; name: string; packSize: string; unitPriceXaf: number };

/** The pharmacist's review material: the prescription and, per prescription-only line, the generics in stock. */
export type OrderReviewMaterial = {
  prescription: OrderPrescriptionDetail;
  substitutes: Record<string, OrderSubstituteView[]>;
};

/** A prescription the pharmacist refused: the reason, shown to the patient, and when. */
export type OrderPrescriptionRefusalView = { reason: string; at: string };

/** The pharmacist's review: who (their Ordre number), when, and whether the patient must accept a changed total. */
export type OrderReviewView = {
  at: string;
  pharmacistOrdreNumber: string;
  changed: boolean;
  acceptedAt: string | null;
};

export type OrderEventView = { status: OrderStatus; at: string; actorRole: string | null };

/** An order as its patient (and staff) see it. Amounts are whole FCFA computed by the server. */
export type OrderView = {
  id: string;
  number: string;
  status: OrderStatus;
  fulfilment: OrderFulfilment;
  pharmacy: {
    id: string;
    name: string;
    city: ServiceCity;
    quartier: string;
    address: string;
    phone: string;
    weeklyHours: WeeklyHours;
  };
  deliveryZoneId: DeliveryZoneId | null;
  deliveryAddress: string | null;
  contactName: string;
  contactPhone: string;
  paymentChoice: 'mobile_money' | 'cash_on_delivery';
  lines: OrderLineView[];
  subtotalXaf: number;
  deliveryFeeXaf: number;
  totalXaf: number;
  /** VAT included in the total (health products and the delivery fee; medicines are exempt). */
  vatXaf: number;
  /** Until when the stock is held for payment (awaiting payment only). */
  payBy: string | null;
  /** Until when the prescription step waits (awaiting prescription or pharmacist review). */
  reviewBy: string | null;
  prescription: OrderPrescriptionView | null;
  /** Awaiting prescription again: why the pharmacist refused the last one (ADR 053). */
  prescriptionRefusal: OrderPrescriptionRefusalView | null;
  review: OrderReviewView | null;
  /** A prescription-only line is not approved yet, or a changed total is not accepted: nothing can be paid. */
  payable: boolean;
  /** Shown at the counter or to the courier, once paid (the patient only). */
  handoverCode: string | null;
  createdAt: string;
  events: OrderEventView[];
  /** The order's invoice (paid, or unpaid while a relative's link waits), with its credit note once refunded. */
  invoice: OrderInvoiceSummary | null;
  /** Cash on delivery: the cash was recorded as collected. */
  cashCollected: boolean;
  /** Staff only (false for the patient): a payment of this order is owed back (`shop_orders.refund`). */
  refundDue: boolean;
};

/** An order's invoice as the order screens show it (PDF: `/api/invoices/{id}/pdf`). */
export type OrderInvoiceSummary = {
  id: string;
  number: string;
  status: InvoiceStatus;
  creditNote: { id: string; number: string } | null;
};

export type OrderResponse = { order: OrderView };

/** `POST /api/shop/orders/{id}/pay-link`: the link a relative pays with, shown once (only its hash is kept). */
export type OrderPayLinkResponse = { payUrl: string; expiresAt: string; invoiceNumber: string };
export type OrderListResponse = { orders: OrderView[] };
