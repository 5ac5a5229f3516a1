import { UI } from '@sante/shared/constants';

const PROBE_URL = '/api/health';
const PROBE_DELAYS_MS = [0, 1000, 2000, 4000, 8000, 16_000];

/** Whether the server answers now (a bare read that touches no data). */
async function serverAnswers(): Promise<boolean> {
  try {
    const response = await fetch(PROBE_URL, { cache: 'no-store', signal: AbortSignal.timeout(UI.requestTimeoutMs) });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Calls `reload` once the server can be reached again: on the browser's `online` event — which may come before the
 * connection really carries anything (a phone that found its Wi-Fi or its data network before a route to the
 * internet) — or at once when the browser already says it is online (a dropped connection). The server is asked a
 * few times, after 0, 1, 2, 4, 8 then 16 s, so that a reload never lands on the browser's own "no internet" page.
 * Returns what stops it.
 */
export function reloadWhenReachable(reload: () => void): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const probe = (attempt: number) => {
    const delay = PROBE_DELAYS_MS[attempt];
    if (delay === undefined) return;
    timer = setTimeout(() => {
      void serverAnswers().then((answers) => {
        if (stopped) return;
        if (answers) reload();
        else probe(attempt + 1);
      });
    }, delay);
  };
  const onOnline = () => {
    clearTimeout(timer);
    probe(0);
  };

  window.addEventListener('online', onOnline);
  if (navigator.onLine) probe(1);
  return () => {
    stopped = true;
    clearTimeout(timer);
    window.removeEventListener('online', onOnline);
  };
}
