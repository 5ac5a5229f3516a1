import { createHmac, timingSafeEqual } from 'node:crypto';

export function hmacSha256Hex(key: string, rawBody: string): string {
  return createHmac('sha256', key).update(rawBody, 'utf8').digest('hex');
}

/** Compares the hex signature sent with the one expected for `rawBody`, in constant time. */
export function signatureMatches(key: string, rawBody: string, sent: string | null | undefined): boolean {
  if (!sent || !/^[0-9a-f]{64}$/i.test(sent)) return false;
  const expected = Buffer.from(hmacSha256Hex(key, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(sent, 'hex'));
}
