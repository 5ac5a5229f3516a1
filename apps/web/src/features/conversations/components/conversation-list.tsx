import type { ConversationSummary, Presence } from '@sante/shared/conversation-constants';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format';
import { useCarerName } from '../../../lib/use-carer-name';
import { conversationTitle, subjectLine } from './conversation-title';
import { PresenceLine } from './presence-line';

type ConversationListProps = {
  conversations: ConversationSummary[];
  selectedId: string | null;
  presence: Map<string, Presence>;
  onSelect: (conversationId: string) => void;
};

/** Each conversation: who, the last message (or « Message retiré »), its time, the unread count and presence. */
export function ConversationList({ conversations, selectedId, presence, onSelect }: ConversationListProps) {
  const { t, i18n } = useTranslation('conversations');
  const carerName = useCarerName();
  return (
    <ul className="flex min-h-0 flex-col gap-1 overflow-y-auto">
      {conversations.map((conversation) => {
        const title = conversationTitle(conversation, carerName, t);
        const subject = subjectLine(conversation, t);
        const last = conversation.lastMessage;
        const seen = conversation.presence
          ? (presence.get(conversation.presence.userId) ?? conversation.presence)
          : null;
        return (
          <li key={conversation.id}>
            <button
              type="button"
              onClick={() => onSelect(conversation.id)}
              aria-current={conversation.id === selectedId ? 'true' : undefined}
              className={cn(
                'flex w-full flex-col gap-0.5 rounded-lg border p-3 text-left hover:bg-accent',
                conversation.id === selectedId && 'border-primary bg-secondary',
              )}
            >
              <span className="flex items-center justify-between gap-2">
                <span className="truncate font-semibold">{title}</span>
                {conversation.unread > 0 && (
                  <span className="shrink-0 rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">
                    {t('unread', { count: conversation.unread })}
                  </span>
                )}
              </span>
              {subject && <span className="text-xs font-medium text-primary">{subject}</span>}
              {conversation.side === 'team' && (
                <span className="text-xs text-muted-foreground">
                  {t(`kinds.${conversation.kind}`)}
                  {' · '}
                  {conversation.assignedTo
                    ? t('inbox.assignedTo', { name: conversation.assignedTo.name })
                    : t('inbox.unassigned')}
                  {conversation.status === 'closed' && ` · ${t('closed')}`}
                </span>
              )}
              {last && (
                <span className="truncate text-sm text-muted-foreground">
                  {last.mine && t('you')}
                  {last.body === null
                    ? t('retracted')
                    : last.body || (last.attachment && t(`attachment.kinds.${last.attachment}`))}
                </span>
              )}
              <span className="flex items-center justify-between gap-2">
                {seen ? <PresenceLine presence={seen} /> : <span />}
                {last && (
                  <span className="text-xs text-muted-foreground">
                    {formatDateTime(new Date(last.createdAt), i18n.language)}
                  </span>
                )}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
