import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and while the page is hydrated, true afterwards: what depends on the browser's data (the
 * session, a fetched slot) is drawn only once hydration is over, so that an answer arriving meanwhile never makes
 * the first render differ from the pre-rendered HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
