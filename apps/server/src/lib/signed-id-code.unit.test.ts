import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signedIdCodes } from './signed-id-code';

const SECRET = 'a'.repeat(32);

describe('signed id codes', () => {
  it('gives back the id of its own code, 38 URL-safe characters', () => {
    const id = randomUUID();
    const code = signedIdCodes(SECRET, 'invoice-verify').codeOf(id);
    expect(code).toMatch(/^[A-Za-z0-9_-]{38}$/);
    expect(signedIdCodes(SECRET, 'invoice-verify').idOf(code)).toBe(id);
  });

  it('refuses the code of another purpose or another secret', () => {
    const id = randomUUID();
    const code = signedIdCodes(SECRET, 'verify').codeOf(id);
    expect(signedIdCodes(SECRET, 'invoice-verify').idOf(code)).toBeNull();
    expect(signedIdCodes('b'.repeat(32), 'verify').idOf(code)).toBeNull();
  });
});
