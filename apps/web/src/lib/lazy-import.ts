import { UI } from '@sante/shared/constants';

/**
 * Code downloaded on demand (a form's validation, with zod) that could not be downloaded: offline, or no answer
 * within `UI.requestTimeoutMs`. The forms say « Pas de connexion internet » while any is missing
 * (`FormError`), and each one is downloaded again as soon as the browser says it is back online — or, when the
 * browser says it is online already (a dropped connection, or an attempt that failed just as the network came
 * back), a few times more after 1, 2, 4, 8 then 16 s. A download is a read: trying again sends nothing.
 */
const failed = new Map<() => Promise<unknown>, number>();
const listeners = new Set<() => void>();
const AUTOMATIC_RETRIES = 5;

function notify(): void {
  listeners.forEach((listener) => listener());
}

/** When the browser last said it was back online: an attempt started before then may hang on the old connection. */
let backOnlineAt = 0;

function retryFailed(): void {
  backOnlineAt = performance.now();
  for (const load of failed.keys()) {
    // A fresh series of automatic retries: this attempt may still fail if the event came before the connection
    // carries anything (failures typed while offline must not have used the series up).
    failed.set(load, 0);
    void load().catch(() => undefined);
  }
}

function markFailed(load: () => Promise<unknown>): void {
  const failures = (failed.get(load) ?? 0) + 1;
  if (failed.size === 0) window.addEventListener('online', retryFailed);
  failed.set(load, failures);
  if (failures === 1) notify();
  if (navigator.onLine && failures <= AUTOMATIC_RETRIES) {
    setTimeout(() => void load().catch(() => undefined), 1000 * 2 ** (failures - 1));
  }
}

function markLoaded(load: () => Promise<unknown>): void {
  if (!failed.delete(load)) return;
  if (failed.size === 0) window.removeEventListener('online', retryFailed);
  notify();
}

export function subscribeLazyImportFailures(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether some code needed by a screen could not be downloaded and is waiting for the network. */
export function hasLazyImportFailure(): boolean {
  return failed.size > 0;
}

/** Fails with a `TimeoutError` when `promise` has not settled after `ms` (it may still settle later). */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new DOMException('No answer', 'TimeoutError')), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/**
 * `load` (a dynamic `import()`), once: the module is kept after the first success, while a failure is not kept,
 * so the next call (a new submit, or the `online` event) downloads it again.
 */
export function retryingImport<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  let startedAt = 0;
  const get = (): Promise<T> => {
    // An attempt begun before the network came back is not waited for (it may hang until its timeout): start anew.
    if (loading && startedAt < backOnlineAt) loading = null;
    if (loading) return loading;
    startedAt = performance.now();
    const attempt: Promise<T> = within(load(), UI.requestTimeoutMs).then(
      (module) => {
        markLoaded(get);
        return module;
      },
      (error: unknown) => {
        // A later attempt already replaced this one: its outcome decides.
        if (loading === attempt) {
          loading = null;
          markFailed(get);
        }
        throw error;
      },
    );
    loading = attempt;
    return attempt;
  };
  return get;
}
