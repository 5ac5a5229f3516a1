import { AUTH_REFRESH } from '@sante/shared/constants';
import { shouldSignOutOnExpiry } from './session-expiry';

/**
 * The refresh schedule of the specification (section 4): a ticker every 30 s refreshes a session that
 * expires within 3 ticks (90 s); a failed refresh is retried with back-off from 200 ms, doubling, for at
 * most 30 s in total; a non-retryable failure drops the session.
 */
export const REFRESH_THRESHOLD_MS = AUTH_REFRESH.tickMs * AUTH_REFRESH.thresholdTicks;

export function shouldRefresh(expiresAt: number, now: number): boolean {
  return expiresAt - now <= REFRESH_THRESHOLD_MS;
}

/** Wait before retry number `attempt` (1-based): 200, 400, 800... ms. */
export function retryDelay(attempt: number): number {
  return AUTH_REFRESH.retryStartMs * 2 ** (attempt - 1);
}

export type RefreshOutcome = { outcome: 'refreshed' } | { outcome: 'dropped' | 'gave-up'; error: unknown };

type RefreshOptions = {
  refresh: () => Promise<void>;
  isRetryable: (error: unknown) => boolean;
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function refreshWithRetry({ refresh, isRetryable }: RefreshOptions): Promise<RefreshOutcome> {
  const startedAt = Date.now();
  for (let attempt = 1; ; attempt += 1) {
    try {
      await refresh();
      return { outcome: 'refreshed' };
    } catch (error) {
      if (!isRetryable(error)) return { outcome: 'dropped', error };
      const delay = retryDelay(attempt);
      if (Date.now() - startedAt + delay > AUTH_REFRESH.retryMaxTotalMs) return { outcome: 'gave-up', error };
      await sleep(delay);
    }
  }
}

export type RefreshTickerOptions = RefreshOptions & {
  /** Expiry (epoch ms) of the current session, or null when nobody is signed in. */
  getExpiresAt: () => number | null;
  hasDoctorSession: () => boolean;
  /** A non-retryable refresh failure: the session is gone. */
  onDropped: (error: unknown) => void;
  /** The session reached its expiry and no doctor session keeps the user: sign out. */
  onExpired: () => void;
};

/** Starts the ticker (first tick at once); returns `stop`. */
export function startRefreshTicker(options: RefreshTickerOptions): () => void {
  let busy = false;
  let stopped = false;

  const tick = () => {
    const expiresAt = options.getExpiresAt();
    if (busy || stopped || expiresAt === null) return;
    const now = Date.now();
    if (now >= expiresAt) {
      if (shouldSignOutOnExpiry(expiresAt, now, options.hasDoctorSession())) options.onExpired();
      return;
    }
    if (!shouldRefresh(expiresAt, now)) return;
    busy = true;
    void refreshWithRetry(options).then((result) => {
      busy = false;
      if (!stopped && result.outcome === 'dropped') options.onDropped(result.error);
    });
  };

  tick();
  const interval = setInterval(tick, AUTH_REFRESH.tickMs);
  return () => {
    stopped = true;
    clearInterval(interval);
  };
}
