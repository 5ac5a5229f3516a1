import { timingSafeEqual } from 'node:crypto';
import { signedIdCodes, signedMac } from '../../lib/signed-id-code';

/**
 * The codes of a signed prescription (ADR 034), made and checked with PRESCRIPTION_SECRET only (nothing stored):
 * the verification code the QR carries (the id and a 96-bit HMAC tag: a forged or altered code fails), and the
 * 6-digit dispensing code printed on the patient's copy that a pharmacy types to mark it dispensed.
 */
export function prescriptionCodes(secret: string) {
  const verification = signedIdCodes(secret, 'verify');
  return {
    verificationCode: (id: string): string => verification.codeOf(id),
    /** The prescription id of a genuine code, or null (malformed, forged, altered). */
    idOf: (code: string): string | null => verification.idOf(code),
    dispensingCode(id: string): string {
      return String(signedMac(secret, 'dispense', id).readUInt32BE(0) % 1_000_000).padStart(6, '0');
    },
    dispensingCodeMatches(id: string, code: string): boolean {
      const expected = Buffer.from(this.dispensingCode(id));
      const given = Buffer.from(code);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
