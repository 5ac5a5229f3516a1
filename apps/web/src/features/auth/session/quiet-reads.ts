import { onlineManager, type QueryClient } from '@tanstack/react-query';

/**
 * While an account is being left (sign-out, deletion), nothing more is read for it: reads in flight are aborted and
 * new ones wait (TanStack Query holds queries while it believes the browser offline). A read answered after the
 * server closed the session would only come back as a 401, and the page is about to be replaced anyway.
 */
export async function stopReads(queryClient: QueryClient): Promise<void> {
  onlineManager.setOnline(false);
  await queryClient.cancelQueries();
}

/** The account was not left after all (the sign-out failed): reads go on as the network allows. */
export function resumeReads(): void {
  onlineManager.setOnline(navigator.onLine);
}
