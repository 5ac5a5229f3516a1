import { UI } from '@sante/shared/constants';

/**
 * Code downloaded on demand (a form's validation, with zod) that could not be downloaded: offline, or no answer
 * within `UI.requestTimeoutMs`. The forms say « Pas de connexion internet » while any is missing
 * (`FormError`), and each one is downloaded again as soon as the browser says it is back online.
 */
const failed = new Set<() => Promise<unknown>>();
const listeners = new Set<() => void>();

function notify(): void {
  listeners.forEach((listener) => listener());
}

function retryFailed(): void {
  for (const load of failed) void load().catch(() => undefined);
}

function markFailed(load: () => Promise<unknown>): void {
  if (failed.has(load)) return;
  if (failed.size === 0) window.addEventListener('online', retryFailed);
  failed.add(load);
  notify();
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
  const get = (): Promise<T> => {
    loading ??= within(load(), UI.requestTimeoutMs).then(
      (module) => {
        markLoaded(get);
        return module;
      },
      (error: unknown) => {
        loading = null;
        markFailed(get);
        throw error;
      },
    );
    return loading;
  };
  return get;
}
