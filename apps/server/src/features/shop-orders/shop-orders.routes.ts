import { MEDICAL_DOCUMENT_LIMITS } from '@sante/shared/medical-record-constants';
import { ZRefundPaymentRequestSchema } from '@sante/shared/payment-schemas';
import {
  ZAdminOrdersQuerySchema,
  ZAdvanceOrderRequestSchema,
  ZAttachOrderPrescriptionRequestSchema,
  ZCreateOrderRequestSchema,
  ZRefuseOrderPrescriptionRequestSchema,
  ZReviewOrderRequestSchema,
} from '@sante/shared/order-schemas';
import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppBindings, AppDeps } from '../../app-context';
import { shopOrders } from '../../db/schema/shop-orders';
import { AppError } from '../../lib/app-error';
import { jsonBody, parseWith, uuidParam } from '../../lib/validate';
import { callerOf, requirePermission, requireRole } from '../auth/require-caller';
import { readUpload } from '../storage/upload-body';
import { acceptOrderChanges } from './accept-order-changes';
import { advanceOrder, listOrderQueue } from './admin-orders';
import { attachPlatformPrescription, uploadOrderPrescription } from './attach-order-prescription';
import { cancelOrder } from './cancel-order';
import { createOrder } from './create-order';
import { createOrderPayLink } from './create-order-pay-link';
import { registerOrderPaymentHooks } from './order-payable';
import { readOrderPrescription } from './order-prescription-file';
import { orderSubstitutes } from './order-substitutes';
import { orderViews, readOrder } from './order-view';
import { recordOrderCash } from './record-order-cash';
import { refundOrder } from './refund-order';
import { refuseOrderPrescription } from './refuse-order-prescription';
import { reviewOrder } from './review-order';

const MY_ORDERS_LIMIT = 50;

/**
 * `/api/shop/orders`: checkout, my orders, cancel (ADR 038); the prescription step and a changed total (ADR 042);
 * a relative's payment link (ADR 043).
 */
export function shopOrdersRoutes(deps: AppDeps) {
  registerOrderPaymentHooks(deps);
  const { db } = deps;
  const actor = (c: Parameters<typeof callerOf>[0]) => {
    const caller = callerOf(c);
    return { userId: caller.userId, role: caller.role };
  };
  return new Hono<AppBindings>()
    .use('*', requireRole(deps, 'patient'))
    .post('/', async (c) => {
      const input = await jsonBody(c, ZCreateOrderRequestSchema);
      return c.json({ order: await createOrder(deps, actor(c), input) }, 201);
    })
    .get('/', async (c) => {
      const patientId = callerOf(c).userId;
      const rows = await db
        .select()
        .from(shopOrders)
        .where(eq(shopOrders.patientId, patientId))
        .orderBy(desc(shopOrders.createdAt))
        .limit(MY_ORDERS_LIMIT);
      return c.json({ orders: await orderViews(db, rows, { patientId }) });
    })
    .get('/:id', async (c) => {
      const order = await readOrder(db, uuidParam(c.req.param('id')), { patientId: callerOf(c).userId });
      if (!order) throw new AppError('not_found');
      return c.json({ order });
    })
    .post('/:id/cancel', async (c) =>
      c.json({ order: await cancelOrder(deps, actor(c), uuidParam(c.req.param('id'))) }),
    )
    .post('/:id/prescription', async (c) => {
      const id = uuidParam(c.req.param('id'));
      const input = await jsonBody(c, ZAttachOrderPrescriptionRequestSchema);
      return c.json({ order: await attachPlatformPrescription(deps, actor(c), id, input) });
    })
    .post('/:id/prescription/upload', async (c) => {
      const id = uuidParam(c.req.param('id'));
      const upload = await readUpload(c, MEDICAL_DOCUMENT_LIMITS.maxBytes);
      if (!upload.bytes || upload.bytes.byteLength === 0)
        throw new AppError('validation_failed', { fieldErrors: { file: ['validation.required'] } });
      const file = { bytes: upload.bytes, contentType: upload.contentType };
      return c.json({ order: await uploadOrderPrescription(deps, actor(c), id, file) });
    })
    .get('/:id/prescription', async (c) => {
      const caller = actor(c);
      const id = uuidParam(c.req.param('id'));
      return c.json(await readOrderPrescription(deps, { patientId: caller.userId }, caller, id));
    })
    .post('/:id/accept', async (c) =>
      c.json({ order: await acceptOrderChanges(deps, actor(c), uuidParam(c.req.param('id'))) }),
    )
    .post('/:id/pay-link', async (c) =>
      c.json(await createOrderPayLink(deps, actor(c), uuidParam(c.req.param('id'))), 201),
    );
}

/**
 * `/api/admin/shop/orders`: the pharmacy's queue and its moves, cash collected (`shop_orders.manage`), the
 * prescription's review by a registered pharmacist (`shop_orders.review`, ADR 042), refunds (`shop_orders.refund`,
 * ADR 043).
 */
export function adminShopOrdersRoutes(deps: AppDeps) {
  registerOrderPaymentHooks(deps);
  const manage = requirePermission(deps, 'shop_orders.manage', 'shop_orders');
  const review = requirePermission(deps, 'shop_orders.review', 'shop_orders');
  const staffActor = (c: Parameters<typeof callerOf>[0]) => {
    const caller = callerOf(c);
    return { userId: caller.userId, role: caller.role };
  };
  return new Hono<AppBindings>()
    .get('/', manage, async (c) => {
      const query = parseWith(ZAdminOrdersQuerySchema, c.req.query());
      return c.json({ orders: await listOrderQueue(deps.db, staffActor(c), query) });
    })
    .get('/:id/prescription', review, async (c) => {
      const id = uuidParam(c.req.param('id'));
      const prescription = await readOrderPrescription(deps, 'staff', staffActor(c), id);
      return c.json({ prescription, substitutes: await orderSubstitutes(deps.db, id) });
    })
    .post('/:id/review', review, async (c) => {
      const id = uuidParam(c.req.param('id'));
      const input = await jsonBody(c, ZReviewOrderRequestSchema);
      return c.json({ order: await reviewOrder(deps, staffActor(c), id, input) });
    })
    .post('/:id/prescription/refuse', review, async (c) => {
      const id = uuidParam(c.req.param('id'));
      const input = await jsonBody(c, ZRefuseOrderPrescriptionRequestSchema);
      return c.json({ order: await refuseOrderPrescription(deps, staffActor(c), id, input) });
    })
    .post('/:id/status', manage, async (c) => {
      const id = uuidParam(c.req.param('id'));
      const input = await jsonBody(c, ZAdvanceOrderRequestSchema);
      const caller = callerOf(c);
      return c.json({ order: await advanceOrder(deps, { userId: caller.userId, role: caller.role }, id, input) });
    })
    .post('/:id/cash', manage, async (c) => {
      const caller = callerOf(c);
      const id = uuidParam(c.req.param('id'));
      return c.json({ order: await recordOrderCash(deps, { userId: caller.userId, role: caller.role }, id) });
    })
    .post('/:id/refund', requirePermission(deps, 'shop_orders.refund', 'shop_orders'), async (c) => {
      const id = uuidParam(c.req.param('id'));
      const input = await jsonBody(c, ZRefundPaymentRequestSchema);
      return c.json({ order: await refundOrder(deps, callerOf(c), id, input, c.get('requestId')) });
    });
}
