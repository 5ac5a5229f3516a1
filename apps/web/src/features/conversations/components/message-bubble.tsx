import type { ConversationMessage, ConversationWatermarks } from '@sante/shared/conversation-constants';
import { RETRACT_WINDOW_MINUTES } from '@sante/shared/conversation-constants';
import { Check, CheckCheck, Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format';

export type MessageState = 'pending' | 'sent' | 'delivered' | 'read';

/** The state of one of my messages from the other side's watermarks (ADR 028). */
export function stateOf(seq: number | null, others: ConversationWatermarks): MessageState {
  if (seq === null) return 'pending';
  if (others.readSeq >= seq) return 'read';
  return others.deliveredSeq >= seq ? 'delivered' : 'sent';
}

const STATE_ICONS = { pending: Clock, sent: Check, delivered: CheckCheck, read: CheckCheck } as const;

type BubbleProps = {
  body: string | null;
  createdAt: string;
  mine: boolean;
  author: string | null;
  state: MessageState | null;
  onRetract?: (() => void) | undefined;
  /** A photo, document or voice note, above the text (its caption). */
  attachment?: ReactNode;
  /** Under the bubble: « Classer dans le dossier ». */
  actions?: ReactNode;
};

/** One message: mine on the right with its state underneath (envoyé / distribué / lu / en attente d'envoi). */
export function MessageBubble({ body, createdAt, mine, author, state, onRetract, attachment, actions }: BubbleProps) {
  const { t, i18n } = useTranslation('conversations');
  const Icon = state ? STATE_ICONS[state] : null;
  return (
    <li className={cn('flex flex-col gap-0.5', mine ? 'items-end' : 'items-start')}>
      {author && !mine && <span className="px-1 text-xs text-muted-foreground">{author}</span>}
      <div
        className={cn(
          'flex max-w-[85%] flex-col gap-2 rounded-2xl text-sm break-words whitespace-pre-wrap',
          attachment && body !== null ? 'p-1.5' : 'px-3 py-2',
          mine ? 'bg-primary text-primary-foreground' : 'bg-muted',
          body === null && 'italic opacity-70',
        )}
      >
        {body !== null && attachment}
        {body === null
          ? t('retracted')
          : body && <p className={cn(attachment ? 'px-1.5 pb-0.5' : undefined)}>{body}</p>}
      </div>
      {body !== null && actions}
      <span className="flex items-center gap-1 px-1 text-xs text-muted-foreground">
        {formatDateTime(new Date(createdAt), i18n.language)}
        {state && Icon && (
          <span className={cn('flex items-center gap-0.5', state === 'read' && 'font-semibold text-primary')}>
            · <Icon aria-hidden="true" className="size-3.5" />
            <span>{t(`states.${state}`)}</span>
          </span>
        )}
        {onRetract && (
          <button type="button" onClick={onRetract} className="ml-1 min-h-6 underline">
            {t('retract')}
          </button>
        )}
      </span>
    </li>
  );
}

/** Whether the author may still retract it (the server checks again). */
export function mayRetract(message: ConversationMessage, now: number): boolean {
  return message.body !== null && now - new Date(message.createdAt).getTime() < RETRACT_WINDOW_MINUTES * 60_000;
}
