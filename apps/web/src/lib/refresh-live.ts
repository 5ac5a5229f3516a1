import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * What a push (or a reconnection) does to the screens showing `queryKey`: read them again, without cancelling a
 * read on its way. Pushes are sent to every staff screen for every change: cancelling and restarting on each one,
 * a busy day (pushes closer than one answer under load) kept a list on its last answer forever — a search that had
 * found nothing kept saying so (issue #14). A read already on its way may predate the push, so one more read follows
 * it then, and only then (a quiet screen reads once per push).
 */
export async function refreshLive(queryClient: QueryClient, queryKey: QueryKey): Promise<void> {
  const readOnItsWay = queryClient.isFetching({ queryKey }) > 0;
  await queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false });
  if (readOnItsWay) await queryClient.refetchQueries({ queryKey, type: 'active' }, { cancelRefetch: false });
}
