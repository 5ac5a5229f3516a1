import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP } from '@sante/shared/constants';

/** A 6-digit code from a CSPRNG. */
export function generateCode(): string {
  return String(randomInt(0, 10 ** OTP.length)).padStart(OTP.length, '0');
}

/** Codes are stored as HMAC-SHA256 keyed with the server secret (a leaked table does not give codes). */
export function hashCode(secret: string, code: string): string {
  return createHmac('sha256', secret).update(`otp:${code}`).digest('base64url');
}

export type StoredCode = { codeHash: string; expiresAt: Date; attempts: number; consumedAt: Date | null };

export type CodeCheck = 'ok' | 'expired' | 'attempts_exceeded' | 'invalid';

/**
 * Checks a submitted code against a stored one. `attempts` is the count BEFORE this attempt: the 5th
 * wrong attempt exhausts the code; after that even the right code is refused.
 */
export function checkCode(secret: string, stored: StoredCode, submitted: string, now: Date): CodeCheck {
  if (stored.consumedAt) return 'invalid';
  if (stored.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (stored.attempts >= OTP.maxAttempts) return 'attempts_exceeded';
  const expected = Buffer.from(stored.codeHash);
  const actual = Buffer.from(hashCode(secret, submitted.trim()));
  if (expected.length === actual.length && timingSafeEqual(expected, actual)) return 'ok';
  return stored.attempts + 1 >= OTP.maxAttempts ? 'attempts_exceeded' : 'invalid';
}
