import {
  ZDeliveriesQuerySchema,
  ZTestEmailRequestSchema,
  ZTestWhatsappRequestSchema,
} from '@sante/shared/messaging-schemas';
import type { MessagingChannelsResponse } from '@sante/shared/messaging-constants';
import { Hono } from 'hono';
import type { AppBindings, AppDeps } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { jsonBody, parseWith, uuidParam } from '../../lib/validate';
import { callerOf, requireStaff } from '../auth/require-caller';
import { configuredChannels } from './create-senders';
import { getDelivery, listDeliveries } from './list-deliveries';
import { sendTestMessage } from './send-test-message';
import { applyStatusEvents, verifySignature, verifySubscription } from './whatsapp-webhook';

/** `/api/messaging`: the WhatsApp status webhook (404 until WHATSAPP_VERIFY_TOKEN / WHATSAPP_APP_SECRET are set). */
export function messagingWebhookRoutes({ db, env }: AppDeps) {
  return new Hono<AppBindings>()
    .get('/whatsapp/webhook', (c) => {
      if (!env.WHATSAPP_VERIFY_TOKEN) throw new AppError('not_found');
      return c.text(verifySubscription(env.WHATSAPP_VERIFY_TOKEN, c.req.query()));
    })
    .post('/whatsapp/webhook', async (c) => {
      if (!env.WHATSAPP_APP_SECRET) throw new AppError('not_found');
      const raw = Buffer.from(await c.req.arrayBuffer());
      verifySignature(env.WHATSAPP_APP_SECRET, raw, c.req.header('x-hub-signature-256'));
      let body: unknown;
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        throw new AppError('validation_failed', { fieldErrors: { _: ['validation.invalidJson'] } });
      }
      const changed = await applyStatusEvents(db, body);
      c.get('log').info({ changed }, 'whatsapp statuses applied');
      return c.json({ changed });
    });
}

/** `/api/admin`: configured channels, deliveries and test sends, staff only. */
export function messagingAdminRoutes(deps: AppDeps) {
  const staff = requireStaff(deps);
  return new Hono<AppBindings>()
    .get('/messaging/channels', staff, (c) =>
      c.json({ channels: configuredChannels(deps.env) } satisfies MessagingChannelsResponse),
    )
    .get('/deliveries', staff, async (c) =>
      c.json({ deliveries: await listDeliveries(deps.db, parseWith(ZDeliveriesQuerySchema, c.req.query())) }),
    )
    .get('/deliveries/:id', staff, async (c) =>
      c.json({ delivery: await getDelivery(deps.db, uuidParam(c.req.param('id'))) }),
    )
    .post('/test-email', staff, async (c) => {
      const input = await jsonBody(c, ZTestEmailRequestSchema);
      return c.json(await sendTestMessage(deps.db, deps.env, callerOf(c), { channel: 'email', ...input }), 202);
    })
    .post('/test-whatsapp', staff, async (c) => {
      const input = await jsonBody(c, ZTestWhatsappRequestSchema);
      return c.json(await sendTestMessage(deps.db, deps.env, callerOf(c), { channel: 'whatsapp', ...input }), 202);
    });
}
