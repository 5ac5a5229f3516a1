import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { unreadQueryKey, unreadQueryOptions } from '../api/conversations';
import { whenIdle } from '../../../lib/when-idle';
import { useViewer } from '../../auth/hooks/use-viewer';
import { CHANNEL_EVENTS, conversationChannel } from '../lib/conversation-channel';

/** How long the count waits after a push before asking again (a burst of messages is one request). */
export const UNREAD_REFRESH_DELAY_MS = 500;

/**
 * The signed-in person's unread messages (`GET /api/conversations/unread`), kept live: a new message, a read or a
 * reconnection on the conversations' channel asks the count again. Holding the channel also acknowledges each
 * message that arrives (« distribué ») on every screen that shows the count (menus, dashboards).
 * `undefined` while unknown (signed out, loading).
 */
export function useUnreadCount(): number | undefined {
  const viewer = useViewer();
  // The menus are drawn while the guard checks the session, and on the open patient pages: ask only when signed in.
  const signedIn = viewer.status === 'ready' && viewer.user !== null;
  const unread = useQuery({ ...unreadQueryOptions(), enabled: signedIn });
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!signedIn) return;
    // The live connection (Socket.IO, ~11 KiB) opens once the page is drawn and usable, not during its first load.
    let release = () => undefined as void;
    const cancelHold = whenIdle(() => (release = conversationChannel.hold()));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      clearTimeout(timer);
      timer = setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: unreadQueryKey }),
        UNREAD_REFRESH_DELAY_MS,
      );
    };
    const offs = [
      conversationChannel.on(CHANNEL_EVENTS.message, refresh),
      conversationChannel.on(CHANNEL_EVENTS.receipt, refresh),
      conversationChannel.on(CHANNEL_EVENTS.reconnected, refresh),
    ];
    return () => {
      clearTimeout(timer);
      for (const off of offs) off();
      cancelHold();
      release();
    };
  }, [queryClient, signedIn]);
  return signedIn ? unread.data : undefined;
}
