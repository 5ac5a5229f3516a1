import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { unreadQueryKey, unreadQueryOptions } from '../api/conversations';
import { whenIdle } from '../../../lib/when-idle';
import { useViewer } from '../../auth/hooks/use-viewer';
import { CHANNEL_EVENTS, conversationChannel } from '../lib/conversation-channel';

/**
 * The unread messages of the signed-in person, next to « Messagerie » in the menus; a new message or a read updates
 * it live. Holding the channel also acknowledges each message that arrives (« distribué ») on every screen.
 */
export function UnreadBadge() {
  const { t } = useTranslation();
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
      timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: unreadQueryKey }), 500);
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
  const count = unread.data ?? 0;
  if (count === 0) return null;
  return (
    <span className="ml-2 rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">
      {count}
      <span className="sr-only"> {t('unreadMessages', { count })}</span>
    </span>
  );
}
