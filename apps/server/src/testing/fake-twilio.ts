import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_TWILIO_ACCOUNT_SID = `AC${'0123456789abcdef'.repeat(2)}`;
export const FAKE_TWILIO_AUTH_TOKEN = 'fake-twilio-auth-token';
export const FAKE_TWILIO_FROM = 'SANTEDOM';

/** An SMS as the fake accepted it. */
export type ReceivedSms = { sid: string; to: string; from: string; body: string };

type Failure = { status: number; code: number };

export type FakeTwilio = {
  /** Env that points the server at this fake. */
  env: Record<string, string>;
  received: ReceivedSms[];
  /** The next `count` sends answer this Twilio error. */
  failNext: (count: number, failure: Failure) => void;
  /** Every request that was refused, with the reason (bad credentials, bad shape...). */
  refused: string[];
  close: () => Promise<void>;
};

function reply(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function error(res: ServerResponse, status: number, code: number, message: string) {
  reply(res, status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });
}

/**
 * A local Twilio that implements the documented contract of `POST /2010-04-01/Accounts/{Sid}/Messages.json`:
 * Basic auth (Account SID, auth token), a form-encoded body with `To` in E.164, `From` or `MessagingServiceSid`,
 * and `Body` (1,600 characters at most); answers 201 with the Message resource (`sid` SM + 32 hex, `status`
 * queued), or `{code, message, more_info, status}`.
 */
export async function startFakeTwilio(): Promise<FakeTwilio> {
  const received: ReceivedSms[] = [];
  const refused: string[] = [];
  const failures: Failure[] = [];
  const expectedAuth = `Basic ${Buffer.from(`${FAKE_TWILIO_ACCOUNT_SID}:${FAKE_TWILIO_AUTH_TOKEN}`).toString('base64')}`;

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method !== 'POST' || req.url !== `/2010-04-01/Accounts/${FAKE_TWILIO_ACCOUNT_SID}/Messages.json`) {
      refused.push(`path ${req.method ?? ''} ${req.url ?? ''}`);
      return error(res, 404, 20404, 'The requested resource was not found');
    }
    if (req.headers.authorization !== expectedAuth) {
      refused.push('credentials');
      return error(res, 401, 20003, 'Authenticate');
    }
    const failure = failures.shift();
    if (failure) return error(res, failure.status, failure.code, 'Simulated failure');
    if (!req.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
      refused.push('content-type');
      return error(res, 400, 20001, 'Bad request');
    }
    const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
    const to = form.get('To') ?? '';
    const from = form.get('From') ?? form.get('MessagingServiceSid') ?? '';
    const body = form.get('Body') ?? '';
    if (!/^\+\d{8,15}$/.test(to)) {
      refused.push('To');
      return error(res, 400, 21211, `The 'To' number ${to} is not a valid phone number.`);
    }
    if (!from) {
      refused.push('From');
      return error(res, 400, 21603, "The 'From' phone number is required.");
    }
    if (!body || body.length > 1600) {
      refused.push('Body');
      return error(res, 400, 21602, 'Message body is required.');
    }
    const sid = `SM${randomBytes(16).toString('hex')}`;
    received.push({ sid, to, from, body });
    return reply(res, 201, {
      sid,
      account_sid: FAKE_TWILIO_ACCOUNT_SID,
      to,
      from,
      body,
      status: 'queued',
      direction: 'outbound-api',
      api_version: '2010-04-01',
      error_code: null,
      error_message: null,
    });
  }

  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    env: {
      TWILIO_ACCOUNT_SID: FAKE_TWILIO_ACCOUNT_SID,
      TWILIO_AUTH_TOKEN: FAKE_TWILIO_AUTH_TOKEN,
      TWILIO_FROM: FAKE_TWILIO_FROM,
      TWILIO_API_BASE: `http://127.0.0.1:${port}`,
    },
    received,
    refused,
    failNext: (count, failure) => {
      for (let i = 0; i < count; i++) failures.push(failure);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
