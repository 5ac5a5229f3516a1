import { UI } from '@sante/shared/constants';
import { MISSING_CREDENTIALS_MESSAGE, type ErrorCode } from '@sante/shared/error-codes';
import { APP_CONFIG } from './app-config';
import { markAccountSuspended } from './account-suspended-notice';

/**
 * The one way the SPA talks to the API: same origin, cookies included, JSON in and out.
 * Every failure becomes an `ApiError` whose `messageKey` is a translation key (`errors.<code>`);
 * raw server text is never shown.
 */

export type ErrorMessageKey = `errors.${ErrorCode}` | 'errors.generic' | 'errors.network';
export type FieldErrors = Readonly<Record<string, readonly string[]>>;

type ApiErrorInit = {
  status: number;
  code: ErrorCode | null;
  fieldErrors?: FieldErrors;
  retryAfter?: number | null;
};

export class ApiError extends Error {
  /** HTTP status; 0 when no answer came back (network failure, or none within `UI.requestTimeoutMs`). */
  readonly status: number;
  readonly code: ErrorCode | null;
  readonly fieldErrors: FieldErrors;
  /** Seconds to wait before trying again (429 answers). */
  readonly retryAfter: number | null;

  constructor(init: ApiErrorInit) {
    super(init.code ?? (init.status === 0 ? 'network' : `http_${init.status}`));
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fieldErrors = init.fieldErrors ?? {};
    this.retryAfter = init.retryAfter ?? null;
  }

  get messageKey(): ErrorMessageKey {
    if (this.code) return `errors.${this.code}`;
    return this.status === 0 ? 'errors.network' : 'errors.generic';
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const SERVER_MESSAGE_FIELDS = ['msg', 'message', 'error_description', 'error'] as const;

/** The server's own text, looked up in the order of the specification (section 8). */
export function extractServerMessage(body: unknown): string | null {
  if (!isRecord(body)) return null;
  for (const field of SERVER_MESSAGE_FIELDS) {
    const value = body[field];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return null;
}

/** Server texts of the specification that have a translated equivalent. */
const KNOWN_SERVER_MESSAGES: Readonly<Record<string, ErrorCode>> = {
  [MISSING_CREDENTIALS_MESSAGE]: 'missing_credentials',
  'Auth session missing!': 'session_missing',
  'Auth session or user missing': 'session_missing',
  'Invalid login credentials': 'invalid_credentials',
};

/**
 * A value in the shape of our error codes (`slot_taken`, `forbidden`). The API sends only codes of `ERROR_CODES`;
 * the client checks their shape, not that list (0.8 KiB brotli on every page): a code this build does not know
 * yet (a newer server) is kept, and reads as the generic message (`errorMessage` translates only known keys).
 */
function asErrorCode(value: unknown): ErrorCode | null {
  return typeof value === 'string' && ERROR_CODE_SHAPE.test(value) ? (value as ErrorCode) : null;
}
const ERROR_CODE_SHAPE = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/;

/**
 * The error code of an answer: its `code`, else a known text in msg/message/error_description/error, else a
 * code written there (two words at least, `session_missing`: a single word there is a sentence's start).
 */
export function resolveErrorCode(body: unknown, status: number): ErrorCode | null {
  const code = isRecord(body) ? asErrorCode(body.code) : null;
  if (code) return code;
  const text = extractServerMessage(body);
  if (text !== null) {
    const known = Object.hasOwn(KNOWN_SERVER_MESSAGES, text) ? KNOWN_SERVER_MESSAGES[text] : undefined;
    if (known) return known;
    if (text.includes('_')) return asErrorCode(text);
  }
  return status === 429 ? 'rate_limited' : null;
}

function readFieldErrors(body: unknown): FieldErrors {
  if (!isRecord(body) || !isRecord(body.fieldErrors)) return {};
  const entries = Object.entries(body.fieldErrors).flatMap(([field, keys]) =>
    Array.isArray(keys) ? [[field, keys.filter((key): key is string => typeof key === 'string')] as const] : [],
  );
  return Object.fromEntries(entries);
}

function readRetryAfter(body: unknown, header: string | null): number | null {
  if (isRecord(body) && typeof body.retryAfter === 'number') return Math.ceil(body.retryAfter);
  const seconds = header === null ? Number.NaN : Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) : null;
}

let loadErrorTexts: () => Promise<void> = () => Promise.resolve();

/** Set by `i18n.ts`: downloads the texts of the error codes (kept out of the entry). Returns the one it replaces. */
export function setErrorTextsLoader(load: () => Promise<void>): () => Promise<void> {
  const previous = loadErrorTexts;
  loadErrorTexts = load;
  return previous;
}

/**
 * Waits (at most 3 s) for the texts of the error codes, so that whoever shows an `ApiError` can translate it at
 * once; without them, the message reads as the generic one.
 */
export async function errorTextsReady(): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, ERROR_TEXTS_WAIT_MS)));
  await Promise.race([loadErrorTexts().catch(() => undefined), waited]);
  clearTimeout(timer);
}
const ERROR_TEXTS_WAIT_MS = 3000;

export function apiErrorFromResponse(status: number, body: unknown, retryAfterHeader: string | null): ApiError {
  return new ApiError({
    status,
    code: resolveErrorCode(body, status),
    fieldErrors: readFieldErrors(body),
    retryAfter: readRetryAfter(body, retryAfterHeader),
  });
}

/** Retryable, as the specification says: a network failure or a 502, 503 or 504 answer. */
export function isRetryableError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || [502, 503, 504].includes(error.status));
}

export function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON; a `FormData` is sent as it is (multipart, the browser sets the boundary). */
  body?: unknown;
  query?: Readonly<Record<string, string>>;
  /** The caller's cancellation (a query that is no longer needed): the request is dropped, no error shown. */
  signal?: AbortSignal;
  /**
   * How long to wait for the answer (default `UI.requestTimeoutMs`, 10 s). Only for a route that legitimately
   * waits on someone else, e.g. a payment provider (up to 15 s on the server's side).
   */
  timeoutMs?: number;
  /** Extra request headers (an invited video guest's room key). */
  headers?: Readonly<Record<string, string>>;
};

/**
 * A signal that aborts when the caller's does, or when no complete answer came within `timeoutMs`: a request
 * on a dropped connection ends as a network failure in ~10 s instead of leaving « Connexion… » forever.
 */
function withTimeout(signal: AbortSignal | undefined, timeoutMs: number): { signal: AbortSignal; done: () => void } {
  const controller = new AbortController();
  const abort = () => controller.abort(signal?.reason);
  if (signal?.aborted) abort();
  signal?.addEventListener('abort', abort, { once: true });
  const timer = setTimeout(() => controller.abort(new DOMException('No answer', 'TimeoutError')), timeoutMs);
  return {
    signal: controller.signal,
    done: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
    },
  };
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('application/json')) return null;
  try {
    return (await response.json()) as unknown;
  } catch {
    return null;
  }
}

/**
 * Calls `/api<path>`. The answer is trusted to match `T` (the server validates with the shared schemas);
 * a success that is not JSON (a proxy page, a missing API) is an error.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const search = options.query ? `?${new URLSearchParams(options.query).toString()}` : '';
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  const form = options.body instanceof FormData ? options.body : null;
  if (options.body !== undefined && !form) headers['Content-Type'] = 'application/json';

  const request = withTimeout(options.signal, options.timeoutMs ?? UI.requestTimeoutMs);
  let response: Response;
  let body: unknown;
  try {
    response = await fetch(`${APP_CONFIG.apiBasePath}${path}${search}`, {
      method: options.method ?? 'GET',
      credentials: 'include',
      headers,
      body: form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal: request.signal,
    });
    body = await readBody(response);
    // A body cut off by the timeout reads as "not JSON": it is the lost connection it is.
    if (request.signal.aborted) throw request.signal.reason;
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError({ status: 0, code: null });
  } finally {
    request.done();
  }

  if (!response.ok) {
    // A 401 is the usual answer to "who is signed in?" for a visitor: its texts are in the entry.
    if (response.status !== 401) await errorTextsReady();
    const error = apiErrorFromResponse(response.status, body, response.headers.get('retry-after'));
    if (error.code === 'account_suspended') markAccountSuspended();
    throw error;
  }
  if (body === null) throw new ApiError({ status: response.status, code: null });
  return body as T;
}
