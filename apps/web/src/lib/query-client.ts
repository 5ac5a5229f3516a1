import { UI } from '@sante/shared/constants';
import { QueryClient } from '@tanstack/react-query';
import { isClientError } from './api-client';

/** Section 9: retry 3 times with exponential back-off capped at 30 s; a 4xx answer is final. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return !isClientError(error) && failureCount < UI.queryRetries;
}

export function queryRetryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, UI.queryRetryMaxDelayMs);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { gcTime: UI.queryGcTimeMs, retry: shouldRetryQuery, retryDelay: queryRetryDelay },
      mutations: { retry: false },
    },
  });
}
