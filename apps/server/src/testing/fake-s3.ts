import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sha256Hex, signSigV4, type SigV4Credentials } from '../features/storage/sigv4';

export type FakeS3 = { endpoint: string; bucket: string; objectCount: () => number; close: () => Promise<void> };

type Stored = { body: Buffer; contentType: string; lastModified: Date };

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=[0-9a-f]{64}$/;

function xmlError(res: ServerResponse, status: number, code: string) {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`);
}

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Recomputes the SigV4 signature of the request with the known secret. */
function signatureMatches(req: IncomingMessage, credentials: SigV4Credentials, port: number): boolean {
  const authorization = req.headers.authorization ?? '';
  const match = AUTHORIZATION.exec(authorization);
  if (!match || match[1] !== credentials.accessKeyId || match[3] !== credentials.region) return false;
  const signed = (match[4] ?? '').split(';').filter((name) => name !== 'host');
  const headers = Object.fromEntries(signed.map((name) => [name, String(req.headers[name] ?? '')]));
  delete headers['x-amz-content-sha256'];
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? `127.0.0.1:${port}`}`);
  const expected = signSigV4(
    { method: req.method ?? 'GET', url, headers, payloadHash: String(req.headers['x-amz-content-sha256']) },
    credentials,
  );
  return expected.authorization === authorization;
}

/** ListObjectsV2 answer: keys in order after the continuation token, `pageSize` at most. */
function listPage(res: ServerResponse, objects: Map<string, Stored>, after: string | null, pageSize: number) {
  const keys = [...objects.keys()].sort().filter((key) => after === null || key > after);
  const page = keys.slice(0, pageSize);
  const truncated = keys.length > page.length;
  const contents = page
    .map(
      (key) =>
        `<Contents><Key>${key}</Key><LastModified>${objects.get(key)?.lastModified.toISOString()}</LastModified></Contents>`,
    )
    .join('');
  const next = truncated
    ? `<NextContinuationToken>${encodeURIComponent(page.at(-1) ?? '')}</NextContinuationToken>`
    : '';
  res.writeHead(200, { 'content-type': 'application/xml' });
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><IsTruncated>${truncated}</IsTruncated>${contents}${next}</ListBucketResult>`,
  );
}

/**
 * A tiny S3 for tests (path-style URLs, one bucket): PUT, GET, HEAD, DELETE, CopyObject (`x-amz-copy-source`)
 * and ListObjectsV2 (`pageSize` keys a page), each checked against its SigV4 signature and payload hash.
 */
export async function startFakeS3(
  credentials: Omit<SigV4Credentials, 'service'>,
  bucket = 'test-bucket',
  options: { pageSize?: number } = {},
): Promise<FakeS3> {
  const objects = new Map<string, Stored>();
  const s3Credentials = { ...credentials, service: 's3' };
  let port = 0;
  const server = createServer((req, res) => {
    void handle(req, res).catch(() => xmlError(res, 500, 'InternalError'));
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const body = await bodyOf(req);
    if (!req.headers.authorization) return xmlError(res, 403, 'AccessDenied');
    if (!signatureMatches(req, s3Credentials, port)) return xmlError(res, 403, 'SignatureDoesNotMatch');
    const payloadHash = String(req.headers['x-amz-content-sha256']);
    if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256Hex(body)) return xmlError(res, 400, 'BadDigest');
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = decodeURIComponent(url.pathname);
    const prefix = `/${bucket}/`;
    if (
      req.method === 'GET' &&
      (path === `/${bucket}` || path === prefix) &&
      url.searchParams.get('list-type') === '2'
    ) {
      const token = url.searchParams.get('continuation-token');
      return listPage(res, objects, token === null ? null : decodeURIComponent(token), options.pageSize ?? 1000);
    }
    if (!path.startsWith(prefix) || path.length === prefix.length) return xmlError(res, 404, 'NoSuchBucket');
    const key = path.slice(prefix.length);
    const stored = objects.get(key);
    switch (req.method ?? '') {
      case 'PUT': {
        const copySource = req.headers['x-amz-copy-source'];
        if (typeof copySource === 'string') {
          const source = objects.get(decodeURIComponent(copySource).replace(prefix, ''));
          if (!source) return xmlError(res, 404, 'NoSuchKey');
          objects.set(key, { ...source, lastModified: new Date() });
          res.writeHead(200, { 'content-type': 'application/xml' });
          return res.end('<CopyObjectResult><ETag>"x"</ETag></CopyObjectResult>');
        }
        objects.set(key, {
          body,
          contentType: String(req.headers['content-type'] ?? 'application/octet-stream'),
          lastModified: new Date(),
        });
        res.writeHead(200, { etag: `"${sha256Hex(body).slice(0, 32)}"` });
        return res.end();
      }
      case 'GET':
      case 'HEAD':
        if (!stored) return xmlError(res, 404, 'NoSuchKey');
        res.writeHead(200, { 'content-type': stored.contentType, 'content-length': stored.body.length });
        return res.end(req.method === 'GET' ? stored.body : undefined);
      case 'DELETE':
        objects.delete(key);
        res.writeHead(204);
        return res.end();
      default:
        return xmlError(res, 405, 'MethodNotAllowed');
    }
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    objectCount: () => objects.size,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
