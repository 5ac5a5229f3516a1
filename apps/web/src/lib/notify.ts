/**
 * Toasts, already translated by the caller. sonner is downloaded with the first toast (never on first
 * load); the `<Toaster>` mounts then and replays the toast.
 */
type Kind = 'success' | 'error';

const listeners = new Set<() => void>();
let requested = false;

export function subscribeToastRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function toastsRequested(): boolean {
  return requested;
}

function show(kind: Kind, message: string): void {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  void import('sonner').then(({ toast }) => toast[kind](message));
}

export function notifySuccess(message: string): void {
  show('success', message);
}

export function notifyError(message: string): void {
  show('error', message);
}
