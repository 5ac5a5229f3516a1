import type { ConversationSummary, NextBooking, Presence } from '@sante/shared/conversation-constants';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContactLinks } from '../../../components/contact-links';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { formatWhen } from '../../../lib/format-when';
import { useCarerName } from '../../../lib/use-carer-name';
import { conversationsQueryKey, useManageConversation, useRetractMessage } from '../api/conversations';
import { CHANNEL_EVENTS, conversationChannel } from '../lib/conversation-channel';
import { useConversationThread } from '../lib/use-conversation-thread';
import { FileIntoRecord, LocalAttachment, StoredAttachment } from './attachment-view';
import { Composer } from './composer';
import { contactPhone, conversationTitle, subjectLine } from './conversation-title';
import { mayRetract, MessageBubble, stateOf } from './message-bubble';
import { PresenceLine } from './presence-line';

type ConversationViewProps = {
  conversation: ConversationSummary;
  userId: string;
  presence: Presence | null;
  /** Where « Toutes les conversations » leads on a phone (none inside the video room). */
  backTo?: string | undefined;
  /** The booking page of a carer's patient (doctor space). */
  bookingPath?: ((booking: NextBooking) => string) | undefined;
};

/** A conversation: who (presence, the patient's age and next visit for carers), the messages and their states, the field. */
export function ConversationView({ conversation, userId, presence, backTo, bookingPath }: ConversationViewProps) {
  const { t, i18n } = useTranslation('conversations');
  const carerName = useCarerName();
  const thread = useConversationThread(conversation.id, conversation.side);
  const retract = useRetractMessage(conversation.id);
  const [refused, setRefused] = useState<string | null>(null);
  const { t: tc } = useTranslation();
  const end = useRef<HTMLLIElement>(null);
  const list = useRef<HTMLOListElement>(null);
  // Whether the reader is at the newest message: a photo that loads or a resized screen keeps them there.
  const atBottom = useRef(true);
  const onScroll = () => {
    const element = list.current;
    if (element) atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 80;
  };
  const keepAtBottom = () => {
    if (atBottom.current) end.current?.scrollIntoView({ block: 'end' });
  };
  const title = conversationTitle(conversation, carerName, t);
  const subject = subjectLine(conversation, t);
  const count = thread.messages.length + thread.pending.length;
  // The retract button disappears once the window is over (the server refuses anyway).
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    // A block body: recent Chromium returns a promise from scrollIntoView, which React would take for a cleanup.
    end.current?.scrollIntoView({ block: 'end' });
  }, [count]);
  useEffect(() => {
    const element = list.current;
    if (!element) return;
    const observer = new ResizeObserver(() => {
      if (atBottom.current) end.current?.scrollIntoView({ block: 'end' });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  useEffect(
    () =>
      conversationChannel.on(CHANNEL_EVENTS.refused, (payload) => {
        const { conversationId, code } = payload as { conversationId: string; code: string };
        if (conversationId === conversation.id) setRefused(code);
      }),
    [conversation.id],
  );

  const patient = conversation.patient;
  // Photos and PDFs of a thread about a patient go into their record (not the internal staff-doctor threads).
  const fileable = conversation.kind !== 'team_doctor';
  return (
    <section aria-label={title} className="flex min-h-0 flex-1 flex-col rounded-xl border bg-card">
      <header className="flex flex-col gap-1 border-b p-3">
        <div className="flex items-center gap-2">
          {backTo && (
            <Link to={backTo} className="lg:hidden" aria-label={t('back')}>
              <ArrowLeft aria-hidden="true" className="size-5" />
            </Link>
          )}
          <h2 className="truncate text-lg font-semibold">{title}</h2>
        </div>
        {subject && <p className="text-sm font-medium text-primary">{subject}</p>}
        {presence && <PresenceLine presence={presence} />}
        {patient && conversation.side !== 'patient' && (
          <p className="text-sm text-muted-foreground">
            {patient.age !== null && t('age', { count: patient.age })}
            {patient.nextBooking && (
              <>
                {patient.age !== null && ' · '}
                {t('nextBooking', { when: formatWhen(patient.nextBooking.startsAt, i18n.language) })}
                {bookingPath && (
                  <>
                    {' · '}
                    <Link className="underline" to={bookingPath(patient.nextBooking)}>
                      {t('openBooking')}
                    </Link>
                  </>
                )}
              </>
            )}
          </p>
        )}
        <ContactLinks name={title} phone={contactPhone(conversation)} />
        {conversation.side === 'team' && <StaffActions conversation={conversation} userId={userId} />}
      </header>
      <ol
        ref={list}
        aria-live="polite"
        onScroll={onScroll}
        onLoadCapture={keepAtBottom}
        className="flex min-h-0 flex-1 flex-col gap-2 overflow-y-auto p-3"
      >
        {thread.loading && <Spinner label={t('loading')} />}
        {thread.failed && <Alert variant="destructive">{t('loadError')}</Alert>}
        {thread.messages.map((message) => {
          const mine = message.senderId === userId;
          return (
            <MessageBubble
              key={message.seq}
              body={message.body}
              createdAt={message.createdAt}
              mine={mine}
              author={null}
              state={mine && message.body !== null ? stateOf(message.seq, thread.others) : null}
              onRetract={mine && mayRetract(message, now) ? () => retract.mutate(message.seq) : undefined}
              attachment={
                message.attachment && (
                  <StoredAttachment conversationId={conversation.id} attachment={message.attachment} mine={mine} />
                )
              }
              actions={
                message.attachment &&
                fileable &&
                message.attachment.kind !== 'voice' && (
                  <FileIntoRecord
                    conversationId={conversation.id}
                    attachment={message.attachment}
                    sentAt={message.createdAt}
                  />
                )
              }
            />
          );
        })}
        {thread.pending.map((message) => (
          <MessageBubble
            key={message.clientId}
            body={message.body}
            createdAt={message.createdAt}
            mine
            author={null}
            state="pending"
            attachment={message.attachment && <LocalAttachment attachment={message.attachment} />}
          />
        ))}
        <li ref={end} aria-hidden="true" />
      </ol>
      {refused && (
        <Alert variant="destructive">
          {t('composer.refused', { reason: tc(`errors.${refused}` as 'errors.generic', tc('errors.generic')) })}
        </Alert>
      )}
      {conversation.status === 'closed' && <p className="px-3 py-1 text-sm text-muted-foreground">{t('closed')}</p>}
      <Composer
        onSend={thread.send}
        disabled={conversation.status === 'closed' && !(conversation.side === 'patient')}
      />
    </section>
  );
}

/** Staff: take the thread, give it back to the shared inbox, close or reopen it. */
function StaffActions({ conversation, userId }: { conversation: ConversationSummary; userId: string }) {
  const { t } = useTranslation('conversations');
  const manage = useManageConversation(conversation.id);
  const queryClient = useQueryClient();
  const act = (change: Parameters<typeof manage.mutate>[0]) =>
    manage.mutate(change, { onSuccess: () => void queryClient.invalidateQueries({ queryKey: conversationsQueryKey }) });
  const mine = conversation.assignedTo?.id === userId;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-muted-foreground">
        {conversation.assignedTo
          ? t('inbox.assignedTo', { name: conversation.assignedTo.name })
          : t('inbox.unassigned')}
      </span>
      {conversation.kind === 'patient_team' && !mine && (
        <Button size="sm" variant="outline" disabled={manage.isPending} onClick={() => act({ assign: userId })}>
          {t('inbox.assignToMe')}
        </Button>
      )}
      {conversation.assignedTo && (
        <Button size="sm" variant="ghost" disabled={manage.isPending} onClick={() => act({ assign: null })}>
          {t('inbox.unassign')}
        </Button>
      )}
      <Button
        size="sm"
        variant="ghost"
        disabled={manage.isPending}
        onClick={() => act({ action: conversation.status === 'open' ? 'close' : 'reopen' })}
      >
        {conversation.status === 'open' ? t('inbox.close') : t('inbox.reopen')}
      </Button>
    </div>
  );
}
