import type { TClockEventRequest } from '@sante/shared/clock-schemas';

/**
 * Clock events made without network, kept in IndexedDB until the server has them (ADR 036, the same way the
 * messaging outbox keeps messages, ADR 028): the phone's time and position travel as they were taken, and each
 * keeps its client id, so sending it again never records it twice.
 */
export type PendingClockEvent = TClockEventRequest & { clientId: string; deviceAt: string };

const DATABASE = 'sante-clock';
const STORE = 'outbox';

let opening: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opening ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(STORE, { keyPath: 'clientId' });
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

export function keepPendingClockEvent(event: PendingClockEvent): Promise<unknown> {
  return run('readwrite', (store) => store.put(event));
}

export function forgetPendingClockEvent(clientId: string): Promise<unknown> {
  return run('readwrite', (store) => store.delete(clientId));
}

/** Every queued event, oldest first: they are sent in the order they happened. */
export async function listPendingClockEvents(): Promise<PendingClockEvent[]> {
  const all = (await run('readonly', (store) => store.getAll())) as PendingClockEvent[];
  return all.sort((a, b) => a.deviceAt.localeCompare(b.deviceAt));
}
