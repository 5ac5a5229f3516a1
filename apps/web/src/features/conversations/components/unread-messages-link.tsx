import { MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUnreadCount } from '../hooks/use-unread-count';
import { UNREAD_LINK_BOX, UnreadMessagesLines } from './unread-messages-frame';

/**
 * The unread messages on a dashboard, live, leading to the space's messaging screen: « 3 messages non lus » or
 * « Aucun message non lu », and « Ouvrir la messagerie ».
 */
export function UnreadMessagesLink({ to }: { to: string }) {
  const { t } = useTranslation();
  const count = useUnreadCount();
  return (
    <Link to={to} className={UNREAD_LINK_BOX}>
      <MessageSquare aria-hidden="true" className="size-6 shrink-0 text-primary" />
      <UnreadMessagesLines
        count={
          count === undefined
            ? t('unreadOnDashboard.loading')
            : count === 0
              ? t('unreadOnDashboard.none')
              : t('unreadMessages', { count })
        }
        open={t('unreadOnDashboard.open')}
      />
    </Link>
  );
}
