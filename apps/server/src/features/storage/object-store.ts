/** Bytes given to a store: a buffer, or a stream (read to the end by the store). */
export type ObjectBody = Uint8Array | ReadableStream<Uint8Array>;

/**
 * Where object bytes live, addressed by a server-made key `<bucket>/<objectId>` (never a user path).
 * Two implementations: local disk (default) and an S3-compatible service. Missing objects read as `null`;
 * deleting a missing object is not an error.
 */
export interface ObjectStore {
  put(key: string, body: ObjectBody, contentType: string): Promise<void>;
  getStream(key: string): Promise<ReadableStream<Uint8Array> | null>;
  getBytes(key: string): Promise<Uint8Array | null>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  copy(fromKey: string, toKey: string): Promise<void>;
  /** Every stored key with when its bytes were written (for the orphan sweep), in pages. */
  list(): AsyncIterable<StoredKey>;
}

export type StoredKey = { key: string; modifiedAt: Date };

const STORE_KEY = /^[a-z0-9][a-z0-9._-]{0,62}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Every store checks its keys: only `<bucket id>/<uuid>` reaches the disk or the S3 service. */
export function assertStoreKey(key: string): string {
  if (!isStoreKey(key)) throw new Error('invalid storage key');
  return key;
}

/** Whether a listed name is one of our keys (anything else in the directory or S3 bucket is left alone). */
export function isStoreKey(key: string): boolean {
  return STORE_KEY.test(key);
}

/** Reads a whole stream into one buffer (callers bound what they pass). */
export async function streamToBytes(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}
