import { useTranslation } from 'react-i18next';
import { useUnreadCount } from '../hooks/use-unread-count';

/** The unread messages of the signed-in person, next to « Messagerie » in the menus, live. */
export function UnreadBadge() {
  const { t } = useTranslation();
  const count = useUnreadCount() ?? 0;
  if (count === 0) return null;
  return (
    <span className="ml-2 rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">
      {count}
      <span className="sr-only"> {t('unreadMessages', { count })}</span>
    </span>
  );
}
