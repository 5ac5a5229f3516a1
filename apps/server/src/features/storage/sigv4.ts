import { createHash, createHmac } from 'node:crypto';

export type SigV4Credentials = { accessKeyId: string; secretAccessKey: string; region: string; service: string };

export type SigV4Request = {
  method: string;
  url: URL;
  /** Lower-case names; every one is signed. `host` is added from the URL. */
  headers: Record<string, string>;
  /** Hex SHA-256 of the body, or `UNSIGNED-PAYLOAD`. */
  payloadHash: string;
};

export const EMPTY_PAYLOAD_HASH = createHash('sha256').update('').digest('hex');

export function sha256Hex(data: Uint8Array | string): string {
  return createHash('sha256').update(data).digest('hex');
}

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as AWS wants it (S3 paths: each segment once, `/` kept). */
function awsEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

function amzDate(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/**
 * AWS Signature Version 4 for one request (header-based, as S3 expects). Returns the headers to send:
 * the given ones plus `host`, `x-amz-date`, `x-amz-content-sha256` and `authorization`.
 */
export function signSigV4(request: SigV4Request, credentials: SigV4Credentials, now = new Date()) {
  const date = request.headers['x-amz-date'] ?? amzDate(now);
  const headers: Record<string, string> = {
    ...request.headers,
    host: request.url.host,
    'x-amz-date': date,
    'x-amz-content-sha256': request.payloadHash,
  };
  const names = Object.keys(headers).sort();
  const canonicalHeaders = names
    .map((name) => `${name}:${String(headers[name]).trim().replace(/\s+/g, ' ')}\n`)
    .join('');
  const signedHeaders = names.join(';');
  const canonicalPath = request.url.pathname
    .split('/')
    .map((segment) => awsEncode(decodeURIComponent(segment)))
    .join('/');
  const canonicalQuery = [...request.url.searchParams]
    .map(([key, value]) => [awsEncode(key), awsEncode(value)])
    .sort(([a = '', x = ''], [b = '', y = '']) => (a === b ? x.localeCompare(y) : a.localeCompare(b)))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  const canonicalRequest = [
    request.method,
    canonicalPath,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    request.payloadHash,
  ].join('\n');
  const day = date.slice(0, 8);
  const scope = `${day}/${credentials.region}/${credentials.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', date, scope, sha256Hex(canonicalRequest)].join('\n');
  const dayKey = hmac(`AWS4${credentials.secretAccessKey}`, day);
  const signingKey = hmac(hmac(hmac(dayKey, credentials.region), credentials.service), 'aws4_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  headers.authorization = `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
  return headers;
}
