import { describe, expect, it } from 'vitest';
import { secretBox } from './secret-box';

const secret = 'a-test-secret-of-at-least-32-characters';

describe('secretBox', () => {
  it('seals and opens, with a fresh IV each time', () => {
    const box = secretBox(secret, 'totp');
    const a = box.seal('JBSWY3DPEHPK3PXP');
    const b = box.seal('JBSWY3DPEHPK3PXP');
    expect(a).not.toBe(b);
    expect(a).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(a)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses a tampered value, another purpose and another secret', () => {
    const sealed = secretBox(secret, 'totp').seal('JBSWY3DPEHPK3PXP');
    const [version, iv, tag, ciphertext = ''] = sealed.split('.');
    // The first character: every one of its bits is data (the last one of base64url may carry padding bits only).
    const flipped = `${ciphertext.startsWith('A') ? 'B' : 'A'}${ciphertext.slice(1)}`;
    expect(() => secretBox(secret, 'totp').open([version, iv, tag, flipped].join('.'))).toThrow();
    expect(() => secretBox(secret, 'other').open(sealed)).toThrow();
    expect(() => secretBox(`${secret}-rotated`, 'totp').open(sealed)).toThrow();
    expect(() => secretBox(secret, 'totp').open('JBSWY3DPEHPK3PXP')).toThrow();
  });
});
