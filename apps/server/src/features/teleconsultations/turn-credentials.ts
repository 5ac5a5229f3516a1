import { createHmac } from 'node:crypto';
import { TURN_CREDENTIAL_TTL_SECONDS, type IceServersResponse } from '@sante/shared/teleconsultation-constants';
import type { Env } from '../../env';

/**
 * The ICE servers of one participant (ADR 030). TURN REST API (draft-uberti-behave-turn-rest-00, coturn's
 * `use-auth-secret`): username `<unix expiry>:<user id>`, password base64(HMAC-SHA1(TURN_SECRET, username)); coturn
 * checks both without calling us. STUN URLs need no credential. No URL configured: no server (same network only).
 */
export function iceServersFor(
  env: Pick<Env, 'TURN_URLS' | 'TURN_SECRET'>,
  userId: string,
  now: Date,
): IceServersResponse {
  const stun = env.TURN_URLS.filter((url) => url.startsWith('stun:'));
  const turn = env.TURN_URLS.filter((url) => url.startsWith('turn'));
  const iceServers: IceServersResponse['iceServers'] = stun.length > 0 ? [{ urls: stun }] : [];
  if (turn.length === 0 || !env.TURN_SECRET) return { iceServers, relay: false, expiresAt: null };
  const expiry = Math.floor(now.getTime() / 1000) + TURN_CREDENTIAL_TTL_SECONDS;
  const username = `${expiry}:${userId}`;
  const credential = createHmac('sha1', env.TURN_SECRET).update(username).digest('base64');
  iceServers.push({ urls: turn, username, credential });
  return { iceServers, relay: true, expiresAt: new Date(expiry * 1000).toISOString() };
}
