import { createHash } from 'node:crypto';
import type { TestClient } from '../../testing/test-server';

export const sha256 = (bytes: Uint8Array | ArrayBuffer) =>
  createHash('sha256')
    .update(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes))
    .digest('hex');

/** Magic bytes plus filler: what each type looks like to the sniffer. */
export const SAMPLE = {
  png: (size = 64) => withHeader([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], size),
  jpeg: (size = 64) => withHeader([0xff, 0xd8, 0xff, 0xe0], size),
  pdf: (size = 64) => withHeader([...Buffer.from('%PDF-1.7\n')], size),
  exe: (size = 64) => withHeader([...Buffer.from('MZ'), 0x90, 0x00], size),
  /** A voice note's start: EBML header with the `webm` DocType. */
  webm: (size = 64) =>
    withHeader([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84, ...Buffer.from('webm')], size),
};

function withHeader(header: number[], size: number): Uint8Array {
  const bytes = new Uint8Array(Math.max(size, header.length));
  bytes.set(header);
  for (let index = header.length; index < bytes.length; index += 1) bytes[index] = (index * 31) % 251;
  return bytes;
}

/** A raw request with the client's cookies (or none), for bytes and multipart bodies. */
export async function send(
  client: TestClient | null,
  baseUrl: string,
  method: string,
  path: string,
  body?: Uint8Array | FormData,
  headers: Record<string, string> = {},
): Promise<Response> {
  const all: Record<string, string> = { origin: baseUrl, ...headers };
  if (client) {
    all['x-forwarded-for'] = client.ip;
    if (client.cookies.size > 0) all.cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  return fetch(`${baseUrl}${path}`, { method, headers: all, body });
}

export async function errorCodeOf(response: Response): Promise<string> {
  return ((await response.json()) as { code: string }).code;
}
