import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { iceServersFor } from './turn-credentials';

const now = new Date('2026-11-26T10:00:00Z');

describe('iceServersFor', () => {
  it('mints TURN REST credentials: expiry:userId signed with HMAC-SHA1 of the secret, in base64', () => {
    const env = {
      TURN_URLS: ['stun:turn.example.cm:3478', 'turn:turn.example.cm:3478'],
      TURN_SECRET: 's3cret-s3cret-s3',
    };
    const answer = iceServersFor(env, 'user-1', now);
    const expiry = now.getTime() / 1000 + 7200;
    expect(answer.relay).toBe(true);
    expect(answer.expiresAt).toBe('2026-11-26T12:00:00.000Z');
    expect(answer.iceServers).toEqual([
      { urls: ['stun:turn.example.cm:3478'] },
      {
        urls: ['turn:turn.example.cm:3478'],
        username: `${expiry}:user-1`,
        credential: createHmac('sha1', 's3cret-s3cret-s3').update(`${expiry}:user-1`).digest('base64'),
      },
    ]);
  });

  it('offers no server without configuration (same network only), STUN alone without a TURN URL', () => {
    expect(iceServersFor({ TURN_URLS: [], TURN_SECRET: undefined }, 'u', now)).toEqual({
      iceServers: [],
      relay: false,
      expiresAt: null,
    });
    expect(iceServersFor({ TURN_URLS: ['stun:stun.example.cm'], TURN_SECRET: undefined }, 'u', now)).toEqual({
      iceServers: [{ urls: ['stun:stun.example.cm'] }],
      relay: false,
      expiresAt: null,
    });
  });
});
