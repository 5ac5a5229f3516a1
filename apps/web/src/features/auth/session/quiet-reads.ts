import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { pauseSockets, resumeSockets } from '../../../lib/live-sockets';

/**
 * While an account is being left (sign-out, deletion), nothing more is read for it: reads in flight are aborted and
 * new ones wait (TanStack Query holds queries while it believes the browser offline), and the live connections
 * close. A read answered after the server closed the session would only come back as a 401 (a live poll as a 400),
 * and the page is about to be replaced anyway.
 */
export async function stopReads(queryClient: QueryClient): Promise<void> {
  onlineManager.setOnline(false);
  pauseSockets();
  await queryClient.cancelQueries();
}

/** The account was not left after all (the sign-out failed): reads go on as the network allows. */
export function resumeReads(): void {
  onlineManager.setOnline(navigator.onLine);
  resumeSockets();
}
