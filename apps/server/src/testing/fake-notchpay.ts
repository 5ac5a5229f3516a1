import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hmacSha256Hex } from '../features/payments/webhook-signature';

/** A transaction as the fake keeps it (Notch Pay's own status names). */
export type FakeNotchTransaction = {
  reference: string;
  merchantReference: string;
  amount: number;
  currency: string;
  status: string;
  channel: string | null;
  phone: string | null;
};

export type FakeNotchPay = {
  baseUrl: string;
  publicKey: string;
  hashKey: string;
  transactions: Map<string, FakeNotchTransaction>;
  /** Every request received, `METHOD /path`. */
  calls: string[];
  /** While set, every answer waits for it (a provider that hangs). */
  answersAfter: Promise<void> | null;
  /** Where `GET /payments/{reference}` puts the status (both shapes exist in Notch Pay's docs). */
  statusShape: 'transaction' | 'payment';
  /** The transaction created for our payment id (the merchant reference). */
  byMerchantReference: (paymentId: string) => FakeNotchTransaction | undefined;
  /** A webhook body signed with the hash key, like Notch Pay sends it. */
  signedWebhook: (
    transaction: FakeNotchTransaction,
    overrides?: { event?: string; status?: string; amount?: number; eventId?: string },
  ) => { rawBody: string; headers: Record<string, string> };
  close: () => Promise<void>;
};

/** The server settings that send payments to `fake`. */
export function notchPayEnv(fake: FakeNotchPay): Record<string, string> {
  return {
    PAYMENT_PROVIDER: 'notchpay',
    NOTCHPAY_API_BASE: fake.baseUrl,
    NOTCHPAY_PUBLIC_KEY: fake.publicKey,
    NOTCHPAY_HASH_KEY: fake.hashKey,
  };
}

/**
 * A local Notch Pay implementing the documented contract: `POST /payments` (initialise), `PUT /payments/{ref}`
 * (direct mobile-money charge, 202), `GET /payments/{ref}` (status), `Authorization: <public key>`.
 */
export async function startFakeNotchPay(): Promise<FakeNotchPay> {
  const publicKey = `pk_test.${randomUUID()}`;
  const hashKey = `hsk_test.${randomUUID()}`;
  const transactions = new Map<string, FakeNotchTransaction>();
  const calls: string[] = [];
  const server = createServer((req, res) => {
    void handle(req, res).catch(() => send(res, 500, { message: 'fake failure' }));
  });
  const fake: FakeNotchPay = {
    baseUrl: '',
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    publicKey,
    hashKey,
    transactions,
    calls,
    statusShape: 'transaction',
    answersAfter: null,
    byMerchantReference: (paymentId) => [...transactions.values()].find((t) => t.merchantReference === paymentId),
    signedWebhook: (transaction, overrides = {}) => {
      const status = overrides.status ?? 'complete';
      const rawBody = JSON.stringify({
        id: overrides.eventId ?? `evt.${randomUUID()}`,
        event: overrides.event ?? `payment.${status}`,
        data: {
          reference: transaction.reference,
          merchant_reference: transaction.merchantReference,
          amount: overrides.amount ?? transaction.amount,
          currency: transaction.currency,
          status,
        },
      });
      return {
        rawBody,
        headers: { 'content-type': 'application/json', 'x-notch-signature': hmacSha256Hex(hashKey, rawBody) },
      };
    },
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    calls.push(`${req.method} ${url.pathname}`);
    if (fake.answersAfter) await fake.answersAfter;
    if (req.headers.authorization !== publicKey) return send(res, 401, { code: 401, message: 'Unauthorized' });
    const body = await readJson(req);
    const match = url.pathname.match(/^\/payments(?:\/([^/]+))?$/);
    if (!match) return send(res, 404, { code: 404, message: 'Not found' });
    const reference = match[1] && decodeURIComponent(match[1]);
    if (req.method === 'POST' && !reference) {
      const amount = Number(body.amount);
      if (!Number.isInteger(amount) || amount <= 0 || body.currency !== 'XAF') {
        return send(res, 422, { code: 422, message: 'Invalid amount or currency' });
      }
      const transaction: FakeNotchTransaction = {
        reference: `trx.${randomUUID().slice(0, 12)}`,
        merchantReference: String(body.reference),
        amount,
        currency: 'XAF',
        status: 'pending',
        channel: null,
        phone: null,
      };
      transactions.set(transaction.reference, transaction);
      return send(res, 201, {
        status: 'Accepted',
        message: 'Payment initialized',
        code: 201,
        transaction: view(transaction),
        authorization_url: `https://pay.notchpay.co/${transaction.reference}`,
      });
    }
    const transaction = reference ? transactions.get(reference) : undefined;
    if (!transaction) return send(res, 404, { code: 404, message: 'Payment not found' });
    if (req.method === 'PUT') {
      const data = (body.data ?? {}) as Record<string, unknown>;
      if (!['cm.mtn', 'cm.orange'].includes(String(body.channel)) || !/^2376\d{8}$/.test(String(data.phone))) {
        return send(res, 422, { code: 422, message: 'Invalid channel or phone' });
      }
      transaction.channel = String(body.channel);
      transaction.phone = String(data.phone);
      transaction.status = 'processing';
      return send(res, 202, {
        status: 'Accepted',
        message: 'Payment processing initiated',
        code: 202,
        transaction: view(transaction),
      });
    }
    if (req.method === 'GET') {
      return send(res, 200, {
        code: 200,
        status: 'OK',
        message: 'Payment retrieved',
        [fake.statusShape]: view(transaction),
      });
    }
    return send(res, 405, { code: 405, message: 'Method not allowed' });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.baseUrl = `http://127.0.0.1:${port}`;
  return fake;
}

function view(transaction: FakeNotchTransaction) {
  return {
    reference: transaction.reference,
    merchant_reference: transaction.merchantReference,
    amount: transaction.amount,
    currency: transaction.currency,
    status: transaction.status,
  };
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  if (chunks.length === 0) return {};
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}
