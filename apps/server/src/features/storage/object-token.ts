import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../lib/app-error';

/** What a signed URL allows, bound to one bucket and path. */
export type ObjectTokenClaims =
  | {
      purpose: 'download';
      /** Unix seconds. */
      exp: number;
      /** Storage key of the object when signed: replacing the object voids the link. */
      key: string;
      /** Set: `Content-Disposition: attachment` with this ASCII file name. */
      download?: string;
    }
  | {
      purpose: 'upload';
      exp: number;
      /** Who asked for the link: owner of the object (and whose quota counts). */
      owner: string;
      upsert: boolean;
    };

type Target = { bucket: string; path: string };

/**
 * Signed-URL tokens: `<claims base64url>.<HMAC-SHA256 base64url>`, the MAC covering bucket, path and claims,
 * with a key derived from AUTH_SECRET for this purpose only.
 */
export function objectTokens(authSecret: string) {
  const key = Buffer.from(hkdfSync('sha256', authSecret, 'sante-storage', 'signed-object-urls', 32));
  const mac = (target: Target, claims: string) =>
    createHmac('sha256', key).update(`${target.bucket}\n${target.path}\n${claims}`).digest();

  return {
    sign(target: Target, claims: ObjectTokenClaims): string {
      const encoded = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return `${encoded}.${mac(target, encoded).toString('base64url')}`;
    },
    /** 400 `invalid_signature` when forged, for another object or purpose; 400 `signature_expired` after `exp`. */
    verify<P extends ObjectTokenClaims['purpose']>(
      target: Target,
      token: string | undefined,
      purpose: P,
      now = new Date(),
    ): Extract<ObjectTokenClaims, { purpose: P }> {
      const [encoded = '', signature = '', extra] = (token ?? '').split('.');
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(target, encoded);
      if (extra !== undefined || given.length !== expected.length || !timingSafeEqual(given, expected))
        throw new AppError('invalid_signature');
      const claims = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as ObjectTokenClaims;
      if (claims.purpose !== purpose) throw new AppError('invalid_signature');
      if (claims.exp * 1000 <= now.getTime()) throw new AppError('signature_expired');
      return claims as Extract<ObjectTokenClaims, { purpose: P }>;
    },
  };
}

export type ObjectTokens = ReturnType<typeof objectTokens>;
