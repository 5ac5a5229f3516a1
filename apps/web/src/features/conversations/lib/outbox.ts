import type { AttachmentKind } from '@sante/shared/conversation-constants';

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

const DATABASE = 'sante-conversations';
const STORE = 'outbox';

let opening: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opening ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => {
      const store = request.result.createObjectStore(STORE, { keyPath: 'clientId' });
      store.createIndex('conversationId', 'conversationId');
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => {
      opening = null;
      reject(request.error ?? new Error('indexedDB open failed'));
    };
  });
  return opening;
}

async function run<T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const database = await open();
  return new Promise((resolve, reject) => {
    const transaction = database.transaction(STORE, mode);
    const request = action(transaction.objectStore(STORE));
    transaction.oncomplete = () => resolve(request.result);
    transaction.onerror = () => reject(transaction.error ?? new Error('indexedDB transaction failed'));
  });
}

export function keepPending(message: PendingMessage): Promise<unknown> {
  return run('readwrite', (store) => store.put(message));
}

export function forgetPending(clientId: string): Promise<unknown> {
  return run('readwrite', (store) => store.delete(clientId));
}

/** Every pending message (all conversations), oldest first: they are sent in the order they were written. */
export async function listPending(): Promise<PendingMessage[]> {
  const all = (await run('readonly', (store) => store.getAll())) as PendingMessage[];
  return all.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}
