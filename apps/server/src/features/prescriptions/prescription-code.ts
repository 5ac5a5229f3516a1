import { createHmac, timingSafeEqual } from 'node:crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** 16 bytes of the id + 12 bytes of HMAC-SHA256, base64url: 22 + 16 = 38 characters. */
const ID_CHARS = 22;
const MAC_BYTES = 12;

function mac(secret: string, purpose: string, id: string): Buffer {
  return createHmac('sha256', secret).update(`${purpose}:${id}`).digest();
}

/**
 * The codes of a signed prescription (ADR 034), made and checked with PRESCRIPTION_SECRET only (nothing stored):
 * the verification code the QR carries (the id and a 96-bit HMAC tag: a forged or altered code fails), and the
 * 6-digit dispensing code printed on the patient's copy that a pharmacy types to mark it dispensed.
 */
export function prescriptionCodes(secret: string) {
  return {
    verificationCode(id: string): string {
      const idBytes = Buffer.from(id.replaceAll('-', ''), 'hex');
      return idBytes.toString('base64url') + mac(secret, 'verify', id).subarray(0, MAC_BYTES).toString('base64url');
    },
    /** The prescription id of a genuine code, or null (malformed, forged, altered). */
    idOf(code: string): string | null {
      if (!/^[A-Za-z0-9_-]{38}$/.test(code)) return null;
      const hex = Buffer.from(code.slice(0, ID_CHARS), 'base64url').toString('hex');
      const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
      if (!UUID.test(id)) return null;
      const given = Buffer.from(code.slice(ID_CHARS), 'base64url');
      const expected = mac(secret, 'verify', id).subarray(0, MAC_BYTES);
      // Re-encoding catches a code whose last characters carry stray bits (two spellings of one tag).
      if (given.length !== MAC_BYTES || given.toString('base64url') !== code.slice(ID_CHARS)) return null;
      return timingSafeEqual(given, expected) ? id : null;
    },
    dispensingCode(id: string): string {
      return String(mac(secret, 'dispense', id).readUInt32BE(0) % 1_000_000).padStart(6, '0');
    },
    dispensingCodeMatches(id: string, code: string): boolean {
      const expected = Buffer.from(this.dispensingCode(id));
      const given = Buffer.from(code);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
