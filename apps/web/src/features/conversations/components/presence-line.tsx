import type { Presence } from '@sante/shared/conversation-constants';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format';

/** « En ligne », or « Vu pour la dernière fois 26 nov., 18:40 ». */
export function PresenceLine({ presence }: { presence: Presence }) {
  const { t, i18n } = useTranslation('conversations');
  return (
    <span className="flex items-center gap-1.5 text-xs text-muted-foreground">
      <span
        aria-hidden="true"
        className={cn('size-2 rounded-full', presence.online ? 'bg-green-600' : 'bg-muted-foreground/40')}
      />
      {presence.online
        ? t('online')
        : presence.lastSeenAt
          ? t('lastSeen', { when: formatDateTime(new Date(presence.lastSeenAt), i18n.language) })
          : t('offline')}
    </span>
  );
}
