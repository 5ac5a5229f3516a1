import {
  CONVERSATION_MARK_EVENT,
  CONVERSATION_MESSAGE_EVENT,
  CONVERSATION_RECEIPT_EVENT,
  CONVERSATION_SEND_EVENT,
  CONVERSATION_UPDATED_EVENT,
  PRESENCE_EVENT,
  type ConversationAck,
  type ConversationMessage,
  type ConversationMessageEvent,
} from '@sante/shared/conversation-constants';
import type { Socket } from 'socket.io-client';
import { ApiError } from '../../../lib/api-client';
import { closeSocket, openSocket } from '../../../lib/live-sockets';
import { reconnectDelayMs } from '../../../lib/realtime';
import { postAttachment, postMessage, postReceipts } from '../api/conversations';
import { forgetPending, keepPending, listPending, type PendingMessage } from './outbox';

/** What the screens listen to: the server's pushes, and the channel's own news. */
export const CHANNEL_EVENTS = {
  message: CONVERSATION_MESSAGE_EVENT,
  receipt: CONVERSATION_RECEIPT_EVENT,
  updated: CONVERSATION_UPDATED_EVENT,
  presence: PRESENCE_EVENT,
  /** The outbox changed (a message queued, sent or refused). */
  outbox: 'local:outbox',
  /** The socket came back: screens ask for everything after the last sequence they have. */
  reconnected: 'local:reconnected',
  /** A pending message the server refused for good (its code). */
  refused: 'local:refused',
} as const;

const ACK_TIMEOUT_MS = 10_000;
/** Refusals that another attempt will not change: the message leaves the outbox (the screen says why). */
const FINAL_CODES = new Set([
  'validation_failed',
  'not_found',
  'conversation_closed',
  'forbidden',
  'invalid_mime_type',
  'file_too_large',
  'quota_exceeded',
]);

type Listener = (payload: unknown) => void;

/**
 * One Socket.IO connection per tab for conversations (ADR 028), opened while a screen holds it (the menus' unread
 * badge, the messages pages) and loaded lazily. It acknowledges every message it receives (« distribué »), sends
 * the outbox on start, on every (re)connection and when the browser comes back online — over the socket, or over
 * HTTP while the socket is down — and tells the screens to catch up after a reconnection.
 */
class ConversationChannel {
  private socket: Socket | null = null;
  private holders = 0;
  private attempt = 0;
  private everConnected = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private flushing: Promise<void> | null = null;
  private flushAgain = false;
  /** The next attempt at the outbox after a busy server or a lost answer (1, 2, 5, then every 10 s). */
  private flushTimer: ReturnType<typeof setTimeout> | undefined;
  private flushAttempt = 0;
  private readonly listeners = new Map<string, Set<Listener>>();
  /** Client ids this tab sent: their echo is not acknowledged as delivered (it is ours). */
  private readonly sentHere = new Set<string>();

  /** Keeps the channel open until the returned function is called. */
  hold(): () => void {
    this.holders += 1;
    if (this.holders === 1) this.start();
    return () => {
      this.holders -= 1;
      if (this.holders === 0) this.stop();
    };
  }

  on(event: string, listener: Listener): () => void {
    const set = this.listeners.get(event) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(event, set);
    return () => set.delete(listener);
  }

  get connected(): boolean {
    return this.socket?.connected ?? false;
  }

  /** Queues a message in the outbox (it survives the tab), then tries to send it at once. */
  async send(message: PendingMessage): Promise<void> {
    await keepPending(message);
    this.emit(CHANNEL_EVENTS.outbox, null);
    void this.flush();
  }

  /** Moves my watermarks (delivered / read) forward; best effort: the next mark carries the same information. */
  mark(conversationId: string, marks: { deliveredSeq?: number; readSeq?: number }): void {
    if (this.socket?.connected) {
      this.socket.timeout(ACK_TIMEOUT_MS).emit(CONVERSATION_MARK_EVENT, { conversationId, ...marks }, () => undefined);
    } else {
      postReceipts(conversationId, marks).catch(() => undefined);
    }
  }

  /** Sends every pending message in the order written; one flush at a time. */
  flush(): Promise<void> {
    if (this.flushing) {
      this.flushAgain = true;
      return this.flushing;
    }
    this.flushing = this.flushOnce().finally(() => {
      this.flushing = null;
      if (this.flushAgain) {
        this.flushAgain = false;
        void this.flush();
      }
    });
    return this.flushing;
  }

  private async flushOnce(): Promise<void> {
    for (const pending of await listPending()) {
      const outcome = await this.deliver(pending);
      if (outcome === 'retry') return this.flushLater();
      this.flushAttempt = 0;
      await forgetPending(pending.clientId);
      if (outcome !== 'sent') this.emit(CHANNEL_EVENTS.refused, { ...pending, code: outcome.code });
      this.emit(CHANNEL_EVENTS.outbox, null);
    }
  }

  /**
   * Online, a message that could not be sent (the server busy, `service_unavailable`, or an answer lost) is tried again
   * by itself; offline, the browser's `online` event does it.
   */
  private flushLater(): void {
    if (this.flushTimer !== undefined || (typeof navigator !== 'undefined' && !navigator.onLine)) return;
    this.flushTimer = setTimeout(() => {
      this.flushTimer = undefined;
      void this.flush();
    }, reconnectDelayMs(this.flushAttempt++));
  }

  private async deliver(pending: PendingMessage): Promise<'sent' | 'retry' | { code: string }> {
    const body = { clientId: pending.clientId, body: pending.body };
    this.sentHere.add(pending.clientId);
    try {
      // Bytes go over HTTP (multipart), whether the socket is up or not; the push tells everyone else.
      if (pending.attachment) {
        if (typeof navigator !== 'undefined' && !navigator.onLine) return 'retry';
        await postAttachment(pending.conversationId, body, pending.attachment);
        return 'sent';
      }
      if (this.socket?.connected) {
        const ack = (await this.socket.timeout(ACK_TIMEOUT_MS).emitWithAck(CONVERSATION_SEND_EVENT, {
          conversationId: pending.conversationId,
          ...body,
        })) as ConversationAck<ConversationMessage>;
        if (ack.ok) return 'sent';
        return FINAL_CODES.has(ack.code) ? { code: ack.code } : 'retry';
      }
      if (typeof navigator !== 'undefined' && !navigator.onLine) return 'retry';
      await postMessage(pending.conversationId, body);
      return 'sent';
    } catch (error) {
      if (error instanceof ApiError && error.code && FINAL_CODES.has(error.code)) return { code: error.code };
      return 'retry';
    }
  }

  private readonly onOnline = () => {
    void this.flush();
    if (this.socket && !this.socket.connected) this.socket.connect();
  };

  private start(): void {
    window.addEventListener('online', this.onOnline);
    void this.flush();
    void openSocket().then((socket) => {
      if (this.holders === 0 || this.socket) return closeSocket(socket);
      this.socket = socket;
      socket.on('connect', () => {
        this.attempt = 0;
        if (this.everConnected) this.emit(CHANNEL_EVENTS.reconnected, null);
        this.everConnected = true;
        void this.flush();
      });
      socket.on('disconnect', (reason) => {
        if (reason !== 'io client disconnect') this.retry();
      });
      socket.on('connect_error', () => this.retry());
      socket.on(CONVERSATION_MESSAGE_EVENT, (event: ConversationMessageEvent) => {
        if (!this.sentHere.delete(event.message.clientId)) {
          this.mark(event.conversationId, { deliveredSeq: event.message.seq });
        }
        this.emit(CONVERSATION_MESSAGE_EVENT, event);
      });
      for (const event of [CONVERSATION_RECEIPT_EVENT, CONVERSATION_UPDATED_EVENT, PRESENCE_EVENT]) {
        socket.on(event, (payload: unknown) => this.emit(event, payload));
      }
    });
  }

  private retry(): void {
    if (this.holders === 0 || this.timer !== undefined) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.socket?.connect();
    }, reconnectDelayMs(this.attempt++));
  }

  private stop(): void {
    window.removeEventListener('online', this.onOnline);
    clearTimeout(this.timer);
    this.timer = undefined;
    clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    if (this.socket) closeSocket(this.socket);
    this.socket = null;
    this.everConnected = false;
  }

  private emit(event: string, payload: unknown): void {
    for (const listener of this.listeners.get(event) ?? []) listener(payload);
  }
}

export const conversationChannel = new ConversationChannel();
