import type { AttachmentKind } from '@sante/shared/conversation-constants';
import { indexedStore } from '../../../lib/indexed-store';

/** A photo, document or voice note waiting with its message: the bytes stay in IndexedDB until sent (ADR 033). */
export type PendingAttachment = {
  kind: AttachmentKind;
  blob: Blob;
  /** A document's file name. */
  name: string | null;
  /** A voice note's length. */
  durationMs: number | null;
};

/**
 * Messages written but not yet acknowledged by the server, kept in IndexedDB (ADR 028): a closed tab, a phone
 * gone offline or a reload loses nothing. Each keeps its client id, so sending it again never duplicates it.
 */
export type PendingMessage = {
  clientId: string;
  conversationId: string;
  body: string;
  createdAt: string;
  attachment?: PendingAttachment;
};

const outbox = indexedStore<PendingMessage>('sante-conversations', (store) =>
  store.createIndex('conversationId', 'conversationId'),
);

export function keepPending(message: PendingMessage): Promise<unknown> {
  return outbox.put(message);
}

export function forgetPending(clientId: string): Promise<unknown> {
  return outbox.remove(clientId);
}

/** Every pending message (all conversations), oldest first: they are sent in the order they were written. */
export async function listPending(): Promise<PendingMessage[]> {
  return (await outbox.all()).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}
