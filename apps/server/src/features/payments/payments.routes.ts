import { PAYMENT_PROVIDERS } from '@sante/shared/payment-constants';
import {
  ZAdminPaymentsQuerySchema,
  ZInitiatePaymentRequestSchema,
  ZReconcilePaymentRequestSchema,
  ZRefundPaymentRequestSchema,
} from '@sante/shared/payment-schemas';
import { isStaffRole } from '@sante/shared/roles';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppBindings, AppDeps } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { jsonBody, parseWith, uuidParam } from '../../lib/validate';
import { callerOf, requireCaller, requireRole, requireStaff } from '../auth/require-caller';
import { listPayments, reconcilePayment, recordRefund } from './admin-payments';
import { initiatePayment } from './initiate-payment';
import { createPaymentProviders } from './payment-providers';
import { readPayment } from './read-payment';
import { receiveWebhook } from './receive-webhook';
import { decideSandboxPayment, readSandboxPayment } from './sandbox-decision';
import { settleCashPayment } from './settle-cash';

const ZProviderParamSchema = z.enum(PAYMENT_PROVIDERS);

/** `/api/payments`: initiate, read, the sandbox's approve/decline page, cash settlement and providers' webhooks. */
export function paymentsRoutes(deps: AppDeps) {
  const { db, env } = deps;
  const providers = createPaymentProviders(deps);
  const decide = (c: Context<AppBindings>, decision: 'approve' | 'decline') =>
    decideSandboxPayment(
      deps,
      providers,
      env.SANDBOX_WEBHOOK_SECRET,
      c.get('log'),
      { payerId: callerOf(c).userId },
      uuidParam(c.req.param('id')),
      decision,
    );
  return new Hono<AppBindings>()
    .post('/webhooks/:provider', async (c) => {
      const provider = ZProviderParamSchema.safeParse(c.req.param('provider'));
      if (!provider.success) throw new AppError('not_found');
      const rawBody = await c.req.text();
      const outcome = await receiveWebhook(deps, providers, c.get('log'), provider.data, rawBody, c.req.raw.headers);
      return c.json({ received: true, outcome });
    })
    .post('/', requireRole(deps, 'patient'), async (c) => {
      const input = await jsonBody(c, ZInitiatePaymentRequestSchema);
      const caller = callerOf(c);
      const { payment, replayed } = await initiatePayment(db, providers, caller, input, c.get('requestId'));
      if (replayed) c.header('Idempotent-Replayed', 'true');
      return c.json({ payment }, replayed ? 200 : 201);
    })
    .get('/sandbox/:id', requireCaller(deps), async (c) => {
      const id = uuidParam(c.req.param('id'));
      return c.json({ payment: await readSandboxPayment(db, providers, { payerId: callerOf(c).userId }, id) });
    })
    .post('/sandbox/:id/approve', requireCaller(deps), async (c) => c.json({ payment: await decide(c, 'approve') }))
    .post('/sandbox/:id/decline', requireCaller(deps), async (c) => c.json({ payment: await decide(c, 'decline') }))
    .post('/:id/settle-cash', requireCaller(deps), async (c) => {
      const caller = callerOf(c);
      if (caller.role !== 'medecin' && !isStaffRole(caller.role)) throw new AppError('forbidden');
      return c.json({ payment: await settleCashPayment(deps, caller, uuidParam(c.req.param('id'))) });
    })
    .get('/:id', requireCaller(deps), async (c) =>
      c.json({ payment: await readPayment(db, callerOf(c), uuidParam(c.req.param('id'))) }),
    );
}

/** `/api/admin/payments`: every payment with filters, and reconciliation (staff). */
export function adminPaymentsRoutes(deps: AppDeps) {
  const providers = createPaymentProviders(deps);
  return new Hono<AppBindings>()
    .use('*', requireStaff(deps))
    .get('/', async (c) => {
      const query = parseWith(ZAdminPaymentsQuerySchema, c.req.query());
      return c.json({ payments: await listPayments(deps.db, query) });
    })
    .post('/:id/reconcile', async (c) => {
      const id = uuidParam(c.req.param('id'));
      const input = await jsonBody(c, ZReconcilePaymentRequestSchema);
      const payment = await reconcilePayment(deps, providers, callerOf(c), id, input, c.get('requestId'));
      return c.json({ payment });
    })
    .post('/:id/refund', async (c) => {
      const id = uuidParam(c.req.param('id'));
      const input = await jsonBody(c, ZRefundPaymentRequestSchema);
      return c.json({ payment: await recordRefund(deps, callerOf(c), id, input, c.get('requestId')) });
    });
}
