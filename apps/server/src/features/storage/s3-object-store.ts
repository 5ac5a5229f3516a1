import { assertStoreKey, isStoreKey, streamToBytes, type ObjectStore, type StoredKey } from './object-store';
import { EMPTY_PAYLOAD_HASH, sha256Hex, signSigV4 } from './sigv4';

export type S3Config = {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
};

/**
 * Object bytes in an S3-compatible service (AWS, MinIO, Garage, R2...), one S3 bucket for every storage
 * bucket: the object key is the storage key `<bucket>/<objectId>`. Small SigV4 client over fetch.
 */
export function s3ObjectStore(config: S3Config): ObjectStore {
  const credentials = { ...config, service: 's3' };
  const endpoint = new URL(config.endpoint);

  function urlOf(key: string): URL {
    const url = new URL(endpoint);
    const base = url.pathname.replace(/\/$/, '');
    if (config.forcePathStyle) url.pathname = `${base}/${config.bucket}/${assertStoreKey(key)}`;
    else {
      url.host = `${config.bucket}.${url.host}`;
      url.pathname = `${base}/${assertStoreKey(key)}`;
    }
    return url;
  }

  /** The S3 bucket's own URL (ListObjectsV2). */
  function bucketUrl(): URL {
    const url = new URL(endpoint);
    const base = url.pathname.replace(/\/$/, '');
    if (config.forcePathStyle) url.pathname = `${base}/${config.bucket}`;
    else {
      url.host = `${config.bucket}.${url.host}`;
      url.pathname = `${base}/`;
    }
    return url;
  }

  async function send(
    method: string,
    key: string | URL,
    options: { body?: Uint8Array; headers?: Record<string, string> },
  ) {
    const url = typeof key === 'string' ? urlOf(key) : key;
    const payloadHash = options.body ? sha256Hex(options.body) : EMPTY_PAYLOAD_HASH;
    const headers = signSigV4({ method, url, headers: options.headers ?? {}, payloadHash }, credentials);
    delete headers.host;
    return fetch(url, { method, headers, body: options.body });
  }

  async function fail(response: Response, action: string): Promise<never> {
    await response.body?.cancel();
    throw new Error(`S3 ${action} failed with status ${response.status}`);
  }

  async function get(key: string) {
    const response = await send('GET', key, {});
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok || !response.body) return fail(response, 'GET');
    return response.body;
  }

  /** ListObjectsV2, page after page (our keys only: `<bucket>/<uuid>`). */
  async function* list(): AsyncIterable<StoredKey> {
    let continuation: string | null = null;
    do {
      const url = bucketUrl();
      url.searchParams.set('list-type', '2');
      if (continuation) url.searchParams.set('continuation-token', continuation);
      const response = await send('GET', url, {});
      if (!response.ok) await fail(response, 'LIST');
      const xml = await response.text();
      for (const [, contents = ''] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
        const key = /<Key>([^<]*)<\/Key>/.exec(contents)?.[1] ?? '';
        const modified = /<LastModified>([^<]*)<\/LastModified>/.exec(contents)?.[1] ?? '';
        if (isStoreKey(key) && modified) yield { key, modifiedAt: new Date(modified) };
      }
      const truncated = /<IsTruncated>true<\/IsTruncated>/.test(xml);
      continuation = truncated
        ? (/<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1] ?? null)
        : null;
    } while (continuation);
  }

  return {
    list,
    async put(key, body, contentType) {
      const bytes = body instanceof Uint8Array ? body : await streamToBytes(body);
      const response = await send('PUT', key, { body: bytes, headers: { 'content-type': contentType } });
      if (!response.ok) await fail(response, 'PUT');
      await response.body?.cancel();
    },
    getStream: get,
    async getBytes(key) {
      const stream = await get(key);
      return stream ? streamToBytes(stream) : null;
    },
    async exists(key) {
      const response = await send('HEAD', key, {});
      await response.body?.cancel();
      if (response.status === 404) return false;
      if (!response.ok) return fail(response, 'HEAD');
      return true;
    },
    async delete(key) {
      const response = await send('DELETE', key, {});
      if (!response.ok && response.status !== 404) await fail(response, 'DELETE');
      await response.body?.cancel();
    },
    async copy(fromKey, toKey) {
      const source = `/${config.bucket}/${assertStoreKey(fromKey)}`;
      const response = await send('PUT', toKey, { headers: { 'x-amz-copy-source': source } });
      // S3 may answer 200 with an error document for a failed copy.
      const text = await response.text();
      if (!response.ok || text.includes('<Error>')) throw new Error(`S3 copy failed with status ${response.status}`);
    },
  };
}
