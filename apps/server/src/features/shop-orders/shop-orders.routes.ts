import {
  ZAdminOrdersQuerySchema,
  ZAdvanceOrderRequestSchema,
  ZCreateOrderRequestSchema,
} from '@sante/shared/order-schemas';
import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppBindings, AppDeps } from '../../app-context';
import { shopOrders } from '../../db/schema/shop-orders';
import { AppError } from '../../lib/app-error';
import { jsonBody, parseWith, uuidParam } from '../../lib/validate';
import { ZRefundPaymentRequestSchema } from '@sante/shared/payment-schemas';
import { callerOf, requirePermission, requireRole, requireStaff } from '../auth/require-caller';
import { advanceOrder, listOrderQueue } from './admin-orders';
import { cancelOrder } from './cancel-order';
import { createOrder } from './create-order';
import { createOrderPayLink } from './create-order-pay-link';
import { registerOrderPaymentHooks } from './order-payable';
import { orderViews, readOrder } from './order-view';
import { recordOrderCash } from './record-order-cash';
import { refundOrder } from './refund-order';

const MY_ORDERS_LIMIT = 50;

/** `/api/shop/orders`: checkout, my orders, cancel (ADR 038), a relative's payment link (ADR 043). */
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
    .post('/:id/pay-link', async (c) =>
      c.json(await createOrderPayLink(deps, actor(c), uuidParam(c.req.param('id'))), 201),
    );
}

/** `/api/admin/shop/orders`: the pharmacy's queue and its moves, cash collected, refunds (staff, ADR 038/043). */
export function adminShopOrdersRoutes(deps: AppDeps) {
  registerOrderPaymentHooks(deps);
  return new Hono<AppBindings>()
    .use('*', requireStaff(deps))
    .get('/', async (c) =>
      c.json({ orders: await listOrderQueue(deps.db, parseWith(ZAdminOrdersQuerySchema, c.req.query())) }),
    )
    .post('/:id/status', async (c) => {
      const id = uuidParam(c.req.param('id'));
      const input = await jsonBody(c, ZAdvanceOrderRequestSchema);
      const caller = callerOf(c);
      return c.json({ order: await advanceOrder(deps, { userId: caller.userId, role: caller.role }, id, input) });
    })
    .post('/:id/cash', async (c) => {
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
