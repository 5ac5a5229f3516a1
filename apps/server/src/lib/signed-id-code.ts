import { createHmac, timingSafeEqual } from 'node:crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** 16 bytes of the id + 12 bytes of HMAC-SHA256, base64url: 22 + 16 = 38 characters. */
const ID_CHARS = 22;
const MAC_BYTES = 12;

/** HMAC-SHA256 of `purpose:id`: one purpose's codes never verify as another's. */
export function signedMac(secret: string, purpose: string, id: string): Buffer {
  return createHmac('sha256', secret).update(`${purpose}:${id}`).digest();
}

/**
 * The public code of a record a QR code carries (ADR 034): its id and a 96-bit HMAC tag of `purpose`, made and
 * checked with `secret` only (nothing stored). A forged or altered code, or one of another purpose, fails.
 */
export function signedIdCodes(secret: string, purpose: string) {
  return {
    codeOf(id: string): string {
      const idBytes = Buffer.from(id.replaceAll('-', ''), 'hex');
      return idBytes.toString('base64url') + signedMac(secret, purpose, id).subarray(0, MAC_BYTES).toString('base64url');
    },
    /** The id of a genuine code, or null (malformed, forged, altered, another purpose). */
    idOf(code: string): string | null {
      if (!/^[A-Za-z0-9_-]{38}$/.test(code)) return null;
      const hex = Buffer.from(code.slice(0, ID_CHARS), 'base64url').toString('hex');
      const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
      if (!UUID.test(id)) return null;
      const given = Buffer.from(code.slice(ID_CHARS), 'base64url');
      const expected = signedMac(secret, purpose, id).subarray(0, MAC_BYTES);
      // Re-encoding catches a code whose last characters carry stray bits (two spellings of one tag).
      if (given.length !== MAC_BYTES || given.toString('base64url') !== code.slice(ID_CHARS)) return null;
      return timingSafeEqual(given, expected) ? id : null;
    },
  };
}
