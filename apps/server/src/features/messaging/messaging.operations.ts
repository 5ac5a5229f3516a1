import { ZTestEmailRequestSchema, ZTestWhatsappRequestSchema } from '@sante/shared/messaging-schemas';
import type { Operation } from '../openapi/operation';

/** Message delivery: the WhatsApp status webhook, the staff delivery screens. */
export const MESSAGING_OPERATIONS: readonly Operation[] = [
  {
    method: 'get',
    path: '/api/messaging/whatsapp/webhook',
    summary: "Meta's subscription check: echoes hub.challenge when hub.verify_token matches",
    tag: 'messaging',
    query: { 'hub.mode': 'subscribe', 'hub.verify_token': 'string', 'hub.challenge': 'string' },
  },
  {
    method: 'post',
    path: '/api/messaging/whatsapp/webhook',
    summary: 'WhatsApp delivery statuses, signed with X-Hub-Signature-256 (replays change nothing)',
    tag: 'messaging',
  },
  {
    method: 'get',
    path: '/api/admin/messaging/channels',
    summary: 'Which channels reach a real provider (false: demo mode, written to the server log)',
    tag: 'admin',
    auth: 'staff',
  },
  {
    method: 'get',
    path: '/api/admin/deliveries',
    summary: 'The 100 latest message deliveries (no recipient, no text)',
    tag: 'admin',
    auth: 'staff',
    query: { status: 'queued | sent | delivered | read | failed', channel: 'sms | whatsapp | email' },
  },
  { method: 'get', path: '/api/admin/deliveries/{id}', summary: 'One delivery', tag: 'admin', auth: 'staff' },
  {
    method: 'post',
    path: '/api/admin/test-email',
    summary: 'Queue a test e-mail; follow it on /api/admin/deliveries/{id}',
    tag: 'admin',
    auth: 'staff',
    body: ZTestEmailRequestSchema,
    success: 202,
  },
  {
    method: 'post',
    path: '/api/admin/test-whatsapp',
    summary: "Queue a test WhatsApp message (Meta's hello_world template, in English whatever the language)",
    tag: 'admin',
    auth: 'staff',
    body: ZTestWhatsappRequestSchema,
    success: 202,
  },
];
