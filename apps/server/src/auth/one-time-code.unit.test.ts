import { describe, expect, it } from 'vitest';
import { checkCode, generateCode, hashCode, type StoredCode } from './one-time-code';
import { effectiveExpiry } from './session-lifetime';
import { matchTotp, totpCode, totpStep } from './totp';

const secret = 'unit-secret';
const now = new Date('2026-03-01T10:00:00Z');
const stored = (overrides: Partial<StoredCode> = {}): StoredCode => ({
  codeHash: hashCode(secret, '123456'),
  expiresAt: new Date(now.getTime() + 10 * 60_000),
  attempts: 0,
  consumedAt: null,
  ...overrides,
});

describe('one-time codes', () => {
  it('generates 6 digits and never stores them in clear', () => {
    for (let i = 0; i < 50; i++) expect(generateCode()).toMatch(/^\d{6}$/);
    expect(hashCode(secret, '123456')).not.toContain('123456');
    expect(hashCode(secret, '123456')).not.toBe(hashCode('other', '123456'));
  });
  it('accepts the right code before expiry', () => {
    expect(checkCode(secret, stored(), '123456', now)).toBe('ok');
  });
  it('refuses after 10 minutes', () => {
    expect(checkCode(secret, stored(), '123456', new Date(now.getTime() + 10 * 60_000))).toBe('expired');
  });
  it('allows 5 attempts per code: the 5th wrong one exhausts it', () => {
    expect(checkCode(secret, stored({ attempts: 3 }), '000000', now)).toBe('invalid');
    expect(checkCode(secret, stored({ attempts: 4 }), '000000', now)).toBe('attempts_exceeded');
    expect(checkCode(secret, stored({ attempts: 5 }), '123456', now)).toBe('attempts_exceeded');
  });
  it('refuses a consumed code', () => {
    expect(checkCode(secret, stored({ consumedAt: now }), '123456', now)).toBe('invalid');
  });
});

describe('session lifetime', () => {
  const createdAt = new Date('2026-03-01T08:00:00Z');
  const expiresAt = new Date('2026-03-08T08:00:00Z');
  it('patients: better-auth sliding expiry', () => {
    expect(effectiveExpiry({ role: 'patient', portal: 'patient', createdAt, expiresAt })).toEqual(expiresAt);
  });
  it('doctor session: 24 h after loginTime (doctor page or medecin role)', () => {
    expect(effectiveExpiry({ role: 'medecin', portal: 'any', createdAt, expiresAt })).toEqual(
      new Date('2026-03-02T08:00:00Z'),
    );
    expect(effectiveExpiry({ role: 'patient', portal: 'medecin', createdAt, expiresAt })).toEqual(
      new Date('2026-03-02T08:00:00Z'),
    );
  });
  it('staff: 12 h absolute', () => {
    expect(effectiveExpiry({ role: 'super_admin', portal: 'personnel', createdAt, expiresAt })).toEqual(
      new Date('2026-03-01T20:00:00Z'),
    );
  });
});

describe('TOTP (RFC 6238 test vector, SHA-1)', () => {
  it('matches the RFC vector and refuses a replayed step', () => {
    const rfcSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ'; // "12345678901234567890"
    expect(totpCode(rfcSecret, totpStep(new Date(59_000)))).toBe('287082');
    const at = new Date(1_111_111_109_000);
    const code = totpCode(rfcSecret, totpStep(at));
    expect(code).toBe('081804');
    const step = matchTotp(rfcSecret, code, at, null);
    expect(step).toBe(totpStep(at));
    expect(matchTotp(rfcSecret, code, at, step)).toBeNull();
  });
});
