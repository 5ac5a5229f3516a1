import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession } from './session';

const answer = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe('session query', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads the signed-in user', async () => {
    const session = { user: { id: 'u1' }, session: { expiresAt: '2026-01-10T10:00:00Z' } };
    vi.stubGlobal('fetch', () => answer(200, session));
    await expect(getSession()).resolves.toEqual(session);
  });

  it('treats a missing, expired or deleted session as an anonymous visitor', async () => {
    vi.stubGlobal('fetch', () => answer(401, { code: 'session_missing', message: 'Auth session missing!' }));
    await expect(getSession()).resolves.toBeNull();
    vi.stubGlobal('fetch', () => answer(400, { code: 'session_missing', message: 'Auth session missing!' }));
    await expect(getSession()).resolves.toBeNull();
  });

  it('reports other failures (so that they are retried, then shown)', async () => {
    vi.stubGlobal('fetch', () => answer(503, { code: 'internal_error', message: 'down' }));
    await expect(getSession()).rejects.toMatchObject({ status: 503 });
  });
});
