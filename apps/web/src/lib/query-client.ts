import { UI } from '@sante/shared/constants';
import { QueryClient } from '@tanstack/react-query';
import { ApiError, isRetryableError } from './api-client';

/** How long the server asked to wait (`Retry-After` of a 503 or 429), in ms; 0 when it did not say. */
function retryAfterMs(error: unknown): number {
  return error instanceof ApiError && error.retryAfter !== null ? error.retryAfter * 1000 : 0;
}

/**
 * Section 9: a read (query) that failed for a passing reason — no answer, or a 502/503/504 such as the database
 * queue being full (ADR 019) — is tried again, 3 times at most; any other answer is final (a 4xx, a 500, a bug).
 * A `Retry-After` beyond the longest wait is final too: the screen shows the error and its retry button at once
 * rather than « Chargement… » for minutes.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return isRetryableError(error) && failureCount < UI.queryRetries && retryAfterMs(error) <= UI.queryRetryMaxDelayMs;
}

/** Exponential back-off from 1 s, never sooner than the server's `Retry-After`, capped at 30 s. */
export function queryRetryDelay(attempt: number, error: unknown): number {
  return Math.min(Math.max(1000 * 2 ** attempt, retryAfterMs(error)), UI.queryRetryMaxDelayMs);
}

/**
 * Writes (mutations) are never repeated by the client: a POST that timed out may have been applied, and the
 * person sees the translated error with their input kept, and decides. (Bookings and payments carry an idempotency
 * key, so the person's own retry is harmless.)
 *
 * Offline, a write is still tried (`networkMode: 'always'`) and fails at once with « Pas de connexion internet »:
 * TanStack Query's default would pause it — the button left on « Connexion… » — then send it by itself when the
 * network returns, maybe minutes later.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { gcTime: UI.queryGcTimeMs, retry: shouldRetryQuery, retryDelay: queryRetryDelay },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
