/**
 * One IndexedDB object store keyed by `clientId`: what the browser keeps until the server has it (the messaging
 * outbox, ADR 028; the clock's offline entries, ADR 036). The database opens on first use, once.
 */
export type IndexedStore<T extends { clientId: string }> = {
  put: (record: T) => Promise<unknown>;
  remove: (clientId: string) => Promise<unknown>;
  /** Every record, in the store's key order. */
  all: () => Promise<T[]>;
};

const STORE = 'outbox';

export function indexedStore<T extends { clientId: string }>(
  database: string,
  /** Called when the store is created: the indexes it needs. */
  createIndexes: (store: IDBObjectStore) => void = () => {},
): IndexedStore<T> {
  let opening: Promise<IDBDatabase> | null = null;

  function open(): Promise<IDBDatabase> {
    opening ??= new Promise((resolve, reject) => {
      const request = indexedDB.open(database, 1);
      request.onupgradeneeded = () => createIndexes(request.result.createObjectStore(STORE, { keyPath: 'clientId' }));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => {
        opening = null;
        reject(request.error ?? new Error('indexedDB open failed'));
      };
    });
    return opening;
  }

  async function run<R>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<R>): Promise<R> {
    const opened = await open();
    return new Promise((resolve, reject) => {
      const transaction = opened.transaction(STORE, mode);
      const request = action(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error ?? new Error('indexedDB transaction failed'));
    });
  }

  return {
    put: (record) => run('readwrite', (store) => store.put(record)),
    remove: (clientId) => run('readwrite', (store) => store.delete(clientId)),
    all: () => run('readonly', (store) => store.getAll()) as Promise<T[]>,
  };
}
