import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiErrorFromResponse,
  apiRequest,
  extractServerMessage,
  isRetryableError,
  resolveErrorCode,
  setErrorTextsLoader,
} from './api-client';

function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

describe('server message extraction', () => {
  it('reads msg, then message, then error_description, then error', () => {
    const all = { msg: 'a', message: 'b', error_description: 'c', error: 'd' };
    expect(extractServerMessage(all)).toBe('a');
    expect(extractServerMessage({ ...all, msg: undefined })).toBe('b');
    expect(extractServerMessage({ error_description: 'c', error: 'd' })).toBe('c');
    expect(extractServerMessage({ error: 'd' })).toBe('d');
    expect(extractServerMessage({ msg: '  ', error: 'd' })).toBe('d');
    expect(extractServerMessage('text')).toBeNull();
    expect(extractServerMessage(null)).toBeNull();
  });
});

describe('error codes', () => {
  it('uses the body code when it is known', () => {
    expect(resolveErrorCode({ code: 'invalid_credentials', message: 'whatever' }, 400)).toBe('invalid_credentials');
  });

  it('keeps a code in the shape of a code, even one this build does not know (a newer server)', () => {
    expect(resolveErrorCode({ code: 'mystery_code', msg: 'weak_password' }, 422)).toBe('mystery_code');
    expect(resolveErrorCode({ code: 'Not a code', msg: 'weak_password' }, 422)).toBe('weak_password');
    expect(resolveErrorCode({ code: 42, msg: 'weak_password' }, 422)).toBe('weak_password');
  });

  it('never takes a single word or an inherited property name of a text for a code', () => {
    expect(resolveErrorCode({ message: 'invalid' }, 400)).toBeNull();
    expect(resolveErrorCode({ message: 'toString' }, 400)).toBeNull();
    expect(resolveErrorCode({ message: 'constructor' }, 400)).toBeNull();
  });

  it('falls back to a code or a known text found in msg/message/error_description/error', () => {
    expect(resolveErrorCode({ msg: 'weak_password' }, 422)).toBe('weak_password');
    expect(resolveErrorCode({ error: 'session_missing' }, 401)).toBe('session_missing');
    expect(resolveErrorCode({ message: 'You must provide either an email or phone number and a password' }, 400)).toBe(
      'missing_credentials',
    );
    expect(resolveErrorCode({ msg: 'Auth session missing!' }, 400)).toBe('session_missing');
  });

  it('treats unknown text as unknown (generic message), never as display text', () => {
    const error = apiErrorFromResponse(500, { message: 'SELECT * FROM users failed' }, null);
    expect(error.code).toBeNull();
    expect(error.messageKey).toBe('errors.generic');
  });

  it('maps a known code to its errors.<code> key', () => {
    expect(apiErrorFromResponse(400, { code: 'otp_expired' }, null).messageKey).toBe('errors.otp_expired');
  });

  it('reads field errors and the retry delay (body or Retry-After header)', () => {
    const weak = apiErrorFromResponse(
      422,
      { code: 'weak_password', fieldErrors: { password: ['password.tooCommon', 'password.containsName'], bad: 'x' } },
      null,
    );
    expect(weak.fieldErrors).toEqual({ password: ['password.tooCommon', 'password.containsName'] });
    expect(apiErrorFromResponse(429, { code: 'rate_limited', retryAfter: 42 }, null).retryAfter).toBe(42);
    const fromHeader = apiErrorFromResponse(429, null, '17');
    expect(fromHeader.code).toBe('rate_limited');
    expect(fromHeader.retryAfter).toBe(17);
  });
});

describe('retryable errors', () => {
  it('are network failures and 502/503/504 answers', () => {
    expect(isRetryableError(new ApiError({ status: 0, code: null }))).toBe(true);
    for (const status of [502, 503, 504]) expect(isRetryableError(new ApiError({ status, code: null }))).toBe(true);
    for (const status of [400, 401, 404, 429, 500])
      expect(isRetryableError(new ApiError({ status, code: null }))).toBe(false);
    expect(isRetryableError(new Error('x'))).toBe(false);
  });
});

describe('apiRequest', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('calls the same-origin API with cookies and JSON', async () => {
    const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(jsonResponse(200, { ok: true })));
    vi.stubGlobal('fetch', fetchMock);
    await expect(
      apiRequest('/auth/token', {
        method: 'POST',
        query: { grant_type: 'password' },
        body: { phone: '+237690000001' },
      }),
    ).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/token?grant_type=password');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"phone":"+237690000001"}' });
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
  });

  it('throws an ApiError with status, code, field errors and retry delay', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(jsonResponse(429, { code: 'rate_limited', message: 'Too many' }, { 'retry-after': '30' })),
    );
    const error = await apiRequest('/auth/token').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, code: 'rate_limited', retryAfter: 30 });
  });

  it('fails only once the texts of the error codes are there (downloaded when first needed), or after 3 s', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(jsonResponse(409, { code: 'slot_unavailable' })));
    let loaded = false;
    setErrorTextsLoader(
      () =>
        new Promise((resolve) =>
          setTimeout(() => {
            loaded = true;
            resolve();
          }, 50),
        ),
    );
    try {
      await expect(apiRequest('/bookings')).rejects.toMatchObject({ code: 'slot_unavailable' });
      expect(loaded).toBe(true);

      vi.useFakeTimers();
      setErrorTextsLoader(() => new Promise(() => undefined));
      const failed = apiRequest('/bookings').catch((caught: unknown) => caught);
      await vi.advanceTimersByTimeAsync(3000);
      await expect(failed).resolves.toMatchObject({ code: 'slot_unavailable' });
    } finally {
      vi.useRealTimers();
      setErrorTextsLoader(() => Promise.resolve());
    }
  });

  it('turns a network failure into a retryable ApiError with status 0', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const error = await apiRequest('/auth/user').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 0, messageKey: 'errors.network' });
    expect(isRetryableError(error)).toBe(true);
  });

  it('gives up on a request with no answer after 10 s: a network failure, not « Connexion… » forever', async () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
        const { signal } = init;
        return new Promise((_resolve, reject) =>
          signal?.addEventListener('abort', () => reject(signal.reason as Error)),
        );
      });
      const outcome = apiRequest('/auth/token', { method: 'POST', body: {} }).catch((caught: unknown) => caught);
      await vi.advanceTimersByTimeAsync(9_999);
      let settled = false;
      void outcome.then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(0);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await outcome).toMatchObject({ status: 0, messageKey: 'errors.network' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits longer for a route that says so (a payment provider may take 15 s)', async () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
        const { signal } = init;
        return new Promise((resolve, reject) => {
          const timer = setTimeout(() => resolve(jsonResponse(201, { id: 'p1' })), 15_000);
          signal?.addEventListener('abort', () => {
            clearTimeout(timer);
            reject(signal.reason as Error);
          });
        });
      });
      const outcome = apiRequest('/payments', { method: 'POST', body: {}, timeoutMs: 25_000 });
      await vi.advanceTimersByTimeAsync(15_000);
      await expect(outcome).resolves.toEqual({ id: 'p1' });
    } finally {
      vi.useRealTimers();
    }
  });

  it("passes on the caller's own cancellation as it is (a query no longer needed shows no error)", async () => {
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      const { signal } = init;
      return new Promise((_resolve, reject) => signal?.addEventListener('abort', () => reject(signal.reason as Error)));
    });
    const controller = new AbortController();
    const outcome = apiRequest('/auth/user', { signal: controller.signal }).catch((caught: unknown) => caught);
    controller.abort(new DOMException('Gone', 'AbortError'));
    const error = await outcome;
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });

  it('refuses a success that is not JSON (an HTML page instead of the API)', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(new Response('<!doctype html>', { status: 200, headers: { 'content-type': 'text/html' } })),
    );
    await expect(apiRequest('/auth/user')).rejects.toBeInstanceOf(ApiError);
  });

  it('accepts 204 No Content', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(null, { status: 204 })));
    await expect(apiRequest('/auth/logout', { method: 'POST' })).resolves.toBeUndefined();
  });
});
