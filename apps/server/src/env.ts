import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { PATIENT_CHANGE_DEADLINE_MINUTES } from '@sante/shared/booking-constants';
import { IMMEDIATE_REQUEST_MINUTES } from '@sante/shared/teleconsultation-constants';

const booleanFlag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((value) => value === '1' || value === 'true');

const ZEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Public origin of the app, used for links in emails and the origin check. */
  PUBLIC_URL: z.url().optional(),
  /** Extra origins allowed to call the API (comma-separated). */
  TRUSTED_ORIGINS: z.string().default(''),
  DATA_DIR: z.string().default('./data'),
  /** A PostgreSQL server instead of the embedded PGlite database. */
  DATABASE_URL: z.string().optional(),
  /**
   * Embedded database only (ADR 019): API requests served at once, how many more may wait, and for how long,
   * before a request is answered 503 `service_unavailable` with `Retry-After` instead of queueing on.
   */
  DB_MAX_ACTIVE_REQUESTS: z.coerce.number().int().min(1).max(256).default(4),
  DB_MAX_QUEUED_REQUESTS: z.coerce.number().int().min(0).max(10_000).default(8),
  DB_QUEUE_TIMEOUT_MS: z.coerce.number().int().min(0).max(60_000).default(200),
  /**
   * Socket.IO across server processes: `postgres` (the default on DATABASE_URL) shares rooms through
   * LISTEN/NOTIFY; `none` keeps them in the process (one server process only). PGlite is always one process.
   */
  REALTIME_ADAPTER: z.enum(['postgres', 'none']).optional(),
  /** Seed the demo accounts even on a PostgreSQL server or in production. */
  SEED_DEMO: booleanFlag,
  /** Secret that signs sessions; required in production, generated under DATA_DIR otherwise. */
  AUTH_SECRET: z.string().min(32).optional(),
  /** Trust X-Forwarded-For for the client IP (behind a reverse proxy). */
  TRUST_PROXY: booleanFlag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Maximum JSON body size in bytes. */
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_000_000),
  /** Where object bytes go: `local` (under DATA_DIR/storage) or an S3-compatible service. */
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  /** Largest object in a bucket without its own size limit (50 MB). */
  STORAGE_MAX_FILE_BYTES: z.coerce.number().int().positive().default(52_428_800),
  /** Bytes each account may store across buckets (200 MB). */
  STORAGE_QUOTA_BYTES: z.coerce.number().int().positive().default(209_715_200),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key` (MinIO, Garage...). */
  S3_FORCE_PATH_STYLE: booleanFlag,
  /**
   * Test hook: the demo sender also appends each message (recipient, template, code or link) to this file,
   * one JSON line each, for the browser tests (e2e/start-server.mjs). Refused in production.
   */
  DEMO_OUTBOX_FILE: z.string().min(1).optional(),
  /**
   * An OSRM-compatible routing service (`{ROUTING_URL}/route/v1/driving/{lon},{lat};{lon},{lat}`) for the carers'
   * estimated arrival by road (ADR 046); without it, the straight line at the city's speed (ADR 040).
   */
  ROUTING_URL: z.url().optional(),
  /** How long one routing request may take before the straight line answers instead. */
  ROUTING_TIMEOUT_MS: z.coerce.number().int().min(100).max(10_000).default(1_500),
  /** E-mail by SMTP: a URL (`smtps://user:pass@host:465`) or the separate fields below. */
  SMTP_URL: z.url().optional(),
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_USER: z.string().min(1).optional(),
  SMTP_PASS: z.string().min(1).optional(),
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  SMTP_SECURE: booleanFlag,
  /** Sender of the e-mails, e.g. `Santé à Domicile <no-reply@example.cm>`; required with SMTP. */
  MAIL_FROM: z.string().min(3).optional(),
  /** WhatsApp Cloud API (Meta Graph): token and phone number id turn it on. */
  WHATSAPP_TOKEN: z.string().min(1).optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().min(1).optional(),
  WHATSAPP_API_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/)
    .default('v23.0'),
  /** Graph API origin (a local fake in the tests). */
  WHATSAPP_API_BASE: z.url().default('https://graph.facebook.com'),
  /** Status webhook: the app secret signs the POSTs, the verify token answers Meta's GET check. */
  WHATSAPP_APP_SECRET: z.string().min(1).optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().min(1).optional(),
  /** SMS through Twilio's Messages API: the Account SID and auth token turn it on (ADR 017). */
  TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  /** The sender: a Twilio number in E.164 or an alphanumeric sender id; or a Messaging Service instead. */
  TWILIO_FROM: z.string().min(1).optional(),
  TWILIO_MESSAGING_SERVICE_SID: z.string().min(1).optional(),
  /** Twilio API origin (a local fake in the tests). */
  TWILIO_API_BASE: z.url().default('https://api.twilio.com'),
  /** Who moves mobile money: the demo `sandbox` (approve or decline on a page of the app) or Notch Pay. */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'notchpay']).default('sandbox'),
  NOTCHPAY_API_BASE: z.url().default('https://api.notchpay.co'),
  /** Notch Pay public key (`Authorization` header); a test key in test mode. Required with notchpay. */
  NOTCHPAY_PUBLIC_KEY: z.string().min(1).optional(),
  /** Notch Pay webhook hash key: `x-notch-signature` = hex HMAC-SHA256(key, raw body). Required with notchpay. */
  NOTCHPAY_HASH_KEY: z.string().min(1).optional(),
  /** How long before its start a patient may still cancel or reschedule a booking (later, staff only). */
  BOOKING_CHANGE_DEADLINE_MINUTES: z.coerce.number().int().min(0).max(43_200).default(PATIENT_CHANGE_DEADLINE_MINUTES),
  /**
   * How long a « consultation immédiate » waits for a doctor before it expires and the patient is offered a slot or
   * a call-back (ADR 041: 10 minutes). The browser tests shorten it to see the expiry without waiting 10 minutes.
   */
  IMMEDIATE_REQUEST_SECONDS: z.coerce
    .number()
    .int()
    .min(30)
    .max(3_600)
    .default(IMMEDIATE_REQUEST_MINUTES * 60),
  /** The doctor's share of what their acts collected, in percent (/dashboard-medecin/factures): a business setting. */
  DOCTOR_SHARE_PERCENT: z.coerce.number().int().min(0).max(100).default(80),
  /** VAT on health products, the delivery fee and the platform's commission, in basis points (1925 = 19,25 %, ADR 038). */
  SHOP_VAT_RATE_BP: z.coerce.number().int().min(0).max(10_000).default(1925),
  /** The platform's commission on an order's products, owed by the pharmacy, in basis points (ADR 038). */
  SHOP_COMMISSION_RATE_BP: z.coerce.number().int().min(0).max(10_000).default(1000),
  /** Signs the sandbox provider's webhooks; derived from AUTH_SECRET when unset. */
  SANDBOX_WEBHOOK_SECRET: z.string().min(32).optional(),
  /**
   * Signs the codes of prescriptions' QR codes and their dispensing codes (ADR 034); derived from AUTH_SECRET when
   * unset. Changing it makes every printed prescription read « non authentique ».
   */
  PRESCRIPTION_SECRET: z.string().min(32).optional(),
  /**
   * Signs the codes of invoices' QR codes (ADR 057); derived from AUTH_SECRET when unset. Changing it makes every
   * printed invoice read « non authentique ».
   */
  INVOICE_SECRET: z.string().min(32).optional(),
  /**
   * The video room's STUN/TURN servers (ADR 030), comma-separated `turn:`, `turns:` or `stun:` URLs, e.g.
   * `turn:turn.example.cm:3478?transport=udp,turns:turn.example.cm:443?transport=tcp`. Without them the room
   * offers no server and works on the same network only.
   */
  TURN_URLS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^(turns?|stun):[^\s]+$/, 'each URL starts with turn:, turns: or stun:'))),
  /** coturn's `static-auth-secret` (`use-auth-secret`): signs the short-lived TURN credentials. */
  TURN_SECRET: z.string().min(16).optional(),
});

const S3_REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
const NOTCHPAY_REQUIRED = ['NOTCHPAY_PUBLIC_KEY', 'NOTCHPAY_HASH_KEY'] as const;

export type Env = Omit<
  z.infer<typeof ZEnvSchema>,
  'AUTH_SECRET' | 'PUBLIC_URL' | 'SANDBOX_WEBHOOK_SECRET' | 'PRESCRIPTION_SECRET' | 'INVOICE_SECRET'
> & {
  AUTH_SECRET: string;
  SANDBOX_WEBHOOK_SECRET: string;
  PRESCRIPTION_SECRET: string;
  INVOICE_SECRET: string;
  PUBLIC_URL: string;
  /** True when the embedded PGlite database is used. */
  embedded: boolean;
};

export class EnvError extends Error {}

/** Parses the environment once, at boot. Nothing else in the server reads `process.env`. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = ZEnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Invalid environment variables:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production' && !env.AUTH_SECRET) {
    throw new EnvError('Invalid environment variables:\n  - AUTH_SECRET: required in production (32+ characters)');
  }
  if (env.NODE_ENV === 'production' && env.DEMO_OUTBOX_FILE) {
    throw new EnvError('Invalid environment variables:\n  - DEMO_OUTBOX_FILE: a test hook, not allowed in production');
  }
  const missingS3 = env.STORAGE_DRIVER === 's3' ? S3_REQUIRED.filter((name) => !env[name]) : [];
  if (missingS3.length > 0) {
    const lines = missingS3.map((name) => `  - ${name}: required when STORAGE_DRIVER=s3`);
    throw new EnvError(`Invalid environment variables:\n${lines.join('\n')}`);
  }
  const messagingProblems = [
    ...((env.SMTP_URL || env.SMTP_HOST) && !env.MAIL_FROM
      ? ['  - MAIL_FROM: required with SMTP_URL or SMTP_HOST']
      : []),
    ...(env.WHATSAPP_TOKEN && !env.WHATSAPP_PHONE_NUMBER_ID
      ? ['  - WHATSAPP_PHONE_NUMBER_ID: required with WHATSAPP_TOKEN']
      : []),
    ...(env.TWILIO_ACCOUNT_SID && !env.TWILIO_AUTH_TOKEN
      ? ['  - TWILIO_AUTH_TOKEN: required with TWILIO_ACCOUNT_SID']
      : []),
    ...(env.TWILIO_ACCOUNT_SID && !env.TWILIO_FROM && !env.TWILIO_MESSAGING_SERVICE_SID
      ? ['  - TWILIO_FROM: required with TWILIO_ACCOUNT_SID (or TWILIO_MESSAGING_SERVICE_SID)']
      : []),
  ];
  if (messagingProblems.length > 0)
    throw new EnvError(`Invalid environment variables:\n${messagingProblems.join('\n')}`);
  if (env.REALTIME_ADAPTER === 'postgres' && !env.DATABASE_URL) {
    throw new EnvError('Invalid environment variables:\n  - REALTIME_ADAPTER: postgres needs DATABASE_URL');
  }
  const missingNotchPay = env.PAYMENT_PROVIDER === 'notchpay' ? NOTCHPAY_REQUIRED.filter((name) => !env[name]) : [];
  if (missingNotchPay.length > 0) {
    const lines = missingNotchPay.map((name) => `  - ${name}: required when PAYMENT_PROVIDER=notchpay`);
    throw new EnvError(`Invalid environment variables:\n${lines.join('\n')}`);
  }
  if (env.TURN_URLS.some((url) => url.startsWith('turn')) && !env.TURN_SECRET) {
    throw new EnvError(
      'Invalid environment variables:\n  - TURN_SECRET: required with turn: or turns: URLs in TURN_URLS',
    );
  }
  const authSecret = env.AUTH_SECRET ?? localSecret(path.resolve(env.DATA_DIR));
  return {
    ...env,
    DATA_DIR: path.resolve(env.DATA_DIR),
    DEMO_OUTBOX_FILE: env.DEMO_OUTBOX_FILE && path.resolve(env.DEMO_OUTBOX_FILE),
    AUTH_SECRET: authSecret,
    SANDBOX_WEBHOOK_SECRET: env.SANDBOX_WEBHOOK_SECRET ?? derivedSecret(authSecret, 'sandbox-webhook'),
    PRESCRIPTION_SECRET: env.PRESCRIPTION_SECRET ?? derivedSecret(authSecret, 'prescription-code'),
    INVOICE_SECRET: env.INVOICE_SECRET ?? derivedSecret(authSecret, 'invoice-code'),
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    embedded: !env.DATABASE_URL,
  };
}

/** A key of its own for one purpose, derived from AUTH_SECRET (a leaked derived key does not reveal it). */
function derivedSecret(secret: string, purpose: string): string {
  return createHmac('sha256', secret).update(purpose).digest('base64url');
}

/** Development secret kept next to the embedded data so sessions survive a restart. */
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
