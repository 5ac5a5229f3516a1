import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_WHATSAPP_TOKEN = 'fake-whatsapp-token';
export const FAKE_WHATSAPP_PHONE_NUMBER_ID = '109876543210';
export const FAKE_WHATSAPP_VERSION = 'v23.0';

/** A template message as the fake accepted it. */
export type ReceivedWhatsapp = {
  id: string;
  to: string;
  template: {
    name: string;
    language: { code: string };
    components: { type: string; sub_type?: string; parameters: { type: string; text: string }[] }[];
  };
};

type Failure = { status: number; code: number };

export type FakeWhatsapp = {
  /** Env that points the server at this fake. */
  env: Record<string, string>;
  received: ReceivedWhatsapp[];
  /** The next `count` sends answer this Graph error. */
  failNext: (count: number, failure: Failure) => void;
  /** Every request that was refused, with the reason (bad token, bad shape...). */
  refused: string[];
  close: () => Promise<void>;
};

function shapeProblem(body: unknown): string | null {
  const message = body as Partial<ReceivedWhatsapp> & { messaging_product?: string; type?: string };
  if (message.messaging_product !== 'whatsapp') return 'messaging_product';
  if (typeof message.to !== 'string' || !/^\d{8,15}$/.test(message.to)) return 'to';
  if (message.type !== 'template') return 'type';
  const template = message.template;
  if (!template || typeof template.name !== 'string' || typeof template.language?.code !== 'string') return 'template';
  if (!Array.isArray(template.components)) return 'components';
  for (const component of template.components)
    if (!Array.isArray(component.parameters) || component.parameters.some((p) => p.type !== 'text' || !p.text))
      return 'parameters';
  return null;
}

function reply(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/**
 * A local Graph API that implements the documented contract of `POST /{version}/{phone id}/messages`:
 * Bearer token checked, payload shape checked, `{messaging_product, contacts, messages:[{id}]}` answered.
 */
export async function startFakeWhatsapp(): Promise<FakeWhatsapp> {
  const received: ReceivedWhatsapp[] = [];
  const refused: string[] = [];
  const failures: Failure[] = [];

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method !== 'POST' || req.url !== `/${FAKE_WHATSAPP_VERSION}/${FAKE_WHATSAPP_PHONE_NUMBER_ID}/messages`) {
      refused.push(`path ${req.method ?? ''} ${req.url ?? ''}`);
      return reply(res, 404, { error: { code: 803, message: 'Unknown path' } });
    }
    if (req.headers.authorization !== `Bearer ${FAKE_WHATSAPP_TOKEN}`) {
      refused.push('token');
      return reply(res, 401, { error: { code: 190, message: 'Invalid OAuth access token' } });
    }
    const failure = failures.shift();
    if (failure) return reply(res, failure.status, { error: { code: failure.code, message: 'Simulated failure' } });
    let body: unknown;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      refused.push('json');
      return reply(res, 400, { error: { code: 100, message: 'Invalid JSON' } });
    }
    const problem = shapeProblem(body);
    if (problem) {
      refused.push(problem);
      return reply(res, 400, { error: { code: 100, message: `Invalid parameter: ${problem}` } });
    }
    const message = body as ReceivedWhatsapp;
    const id = `wamid.${randomBytes(12).toString('hex')}`;
    received.push({ id, to: message.to, template: message.template });
    return reply(res, 200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: message.to, wa_id: message.to }],
      messages: [{ id }],
    });
  }

  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    env: {
      WHATSAPP_TOKEN: FAKE_WHATSAPP_TOKEN,
      WHATSAPP_PHONE_NUMBER_ID: FAKE_WHATSAPP_PHONE_NUMBER_ID,
      WHATSAPP_API_VERSION: FAKE_WHATSAPP_VERSION,
      WHATSAPP_API_BASE: `http://127.0.0.1:${port}`,
    },
    received,
    refused,
    failNext: (count, failure) => {
      for (let i = 0; i < count; i++) failures.push(failure);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
