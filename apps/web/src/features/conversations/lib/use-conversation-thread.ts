import type {
  ConversationMessage,
  ConversationMessageEvent,
  ConversationReceiptEvent,
  ConversationSide,
  ConversationUpdatedEvent,
  ConversationWatermarks,
} from '@sante/shared/conversation-constants';
import { MESSAGE_PAGE_SIZE } from '@sante/shared/conversation-constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchMessagesAfter } from '../api/conversations';
import { CHANNEL_EVENTS, conversationChannel } from './conversation-channel';
import { listPending, type PendingAttachment, type PendingMessage } from './outbox';
import { mergeMessages, reloadMessages } from './thread-merge';

export type Thread = {
  messages: ConversationMessage[];
  pending: PendingMessage[];
  others: ConversationWatermarks;
  loading: boolean;
  failed: boolean;
  /** Queues a message (with a photo, document or voice note) in the outbox and sends it. */
  send: (body: string, attachment?: PendingAttachment) => void;
  reload: () => void;
};

const NONE: ConversationWatermarks = { deliveredSeq: 0, readSeq: 0 };

/**
 * One conversation as a screen shows it (ADR 028): the history (asked for after the last sequence held, on open, on
 * a gap and after every reconnection), live messages, the outbox's messages still « en attente d'envoi », the
 * other side's watermarks (my ticks); marks what it shows as read while the page is visible. Mount it once per
 * conversation (a `key`): its state starts empty.
 */
export function useConversationThread(conversationId: string, side: ConversationSide): Thread {
  const [messages, setMessages] = useState<ConversationMessage[]>([]);
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [others, setOthers] = useState<ConversationWatermarks>(NONE);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const lastSeq = useRef(0);
  const fetching = useRef<Promise<void> | null>(null);
  /** Asked again while a read was on its way: that read may predate what changed, one more follows it. */
  const again = useRef(false);
  const catchUpAgain = useRef<() => void>(() => undefined);

  const catchUp = useCallback(
    (from?: number) => {
      if (fetching.current && from === undefined) {
        again.current = true;
        return fetching.current;
      }
      again.current = false;
      const run = async () => {
        let after = from ?? lastSeq.current;
        for (;;) {
          const page = await fetchMessagesAfter(conversationId, after);
          setOthers((current) => ({
            deliveredSeq: Math.max(current.deliveredSeq, page.others.deliveredSeq),
            readSeq: Math.max(current.readSeq, page.others.readSeq),
          }));
          setMessages((current) =>
            from === 0 && after === 0 ? reloadMessages(current, page.messages) : mergeMessages(current, page.messages),
          );
          const last = page.messages.at(-1)?.seq ?? after;
          lastSeq.current = Math.max(lastSeq.current, last);
          if (page.messages.length < MESSAGE_PAGE_SIZE) return;
          after = last;
        }
      };
      const promise = run()
        .then(() => setFailed(false))
        .catch(() => setFailed(true))
        .finally(() => {
          setLoading(false);
          if (fetching.current !== promise) return;
          fetching.current = null;
          if (again.current) catchUpAgain.current();
        });
      fetching.current = promise;
      return promise;
    },
    [conversationId],
  );
  useEffect(() => {
    catchUpAgain.current = () => void catchUp();
  }, [catchUp]);

  const refreshPending = useCallback(() => {
    listPending()
      .then((all) => setPending(all.filter((message) => message.conversationId === conversationId)))
      .catch(() => undefined);
  }, [conversationId]);

  useEffect(() => {
    const release = conversationChannel.hold();
    void catchUp(0);
    refreshPending();
    const offs = [
      conversationChannel.on(CHANNEL_EVENTS.message, (payload) => {
        const { conversationId: id, message } = payload as ConversationMessageEvent;
        if (id !== conversationId) return;
        if (message.seq > lastSeq.current + 1) void catchUp();
        else {
          lastSeq.current = Math.max(lastSeq.current, message.seq);
          setMessages((current) => mergeMessages(current, [message]));
        }
      }),
      conversationChannel.on(CHANNEL_EVENTS.receipt, (payload) => {
        const receipt = payload as ConversationReceiptEvent;
        if (receipt.conversationId !== conversationId || receipt.side === side) return;
        setOthers((current) => ({
          deliveredSeq: Math.max(current.deliveredSeq, receipt.deliveredSeq),
          readSeq: Math.max(current.readSeq, receipt.readSeq),
        }));
      }),
      conversationChannel.on(CHANNEL_EVENTS.updated, (payload) => {
        if ((payload as ConversationUpdatedEvent).conversationId === conversationId) void catchUp(0);
      }),
      conversationChannel.on(CHANNEL_EVENTS.reconnected, () => void catchUp()),
      conversationChannel.on(CHANNEL_EVENTS.outbox, () => {
        refreshPending();
        void catchUp();
      }),
    ];
    return () => {
      for (const off of offs) off();
      release();
    };
  }, [conversationId, side, catchUp, refreshPending]);

  // What is on screen is read: the last sequence, whenever it grows while the page is visible.
  const lastShown = messages.at(-1)?.seq ?? 0;
  useEffect(() => {
    const markRead = () => {
      if (document.visibilityState === 'visible' && lastShown > 0) {
        conversationChannel.mark(conversationId, { readSeq: lastShown });
      }
    };
    markRead();
    document.addEventListener('visibilitychange', markRead);
    return () => document.removeEventListener('visibilitychange', markRead);
  }, [conversationId, lastShown]);

  const send = useCallback(
    (body: string, attachment?: PendingAttachment) => {
      const message: PendingMessage = {
        clientId: crypto.randomUUID(),
        conversationId,
        body,
        createdAt: new Date().toISOString(),
        ...(attachment ? { attachment } : {}),
      };
      setPending((current) => [...current, message]);
      void conversationChannel.send(message);
    },
    [conversationId],
  );

  const stored = new Set(messages.map((message) => message.clientId));
  return {
    messages,
    pending: pending.filter((message) => !stored.has(message.clientId)),
    others,
    loading,
    failed,
    send,
    reload: () => void catchUp(0),
  };
}
