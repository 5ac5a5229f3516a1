import { readFileSync } from 'node:fs';
import { PASSWORD } from '@sante/shared/constants';

export type PasswordReason =
  'password.tooShort' | 'password.tooLong' | 'password.tooCommon' | 'password.containsPhone' | 'password.containsName';

export type PasswordContext = { phone?: string | null; firstName?: string | null; lastName?: string | null };

let common: Set<string> | undefined;

/** The 10,000 most common passwords (see README.md), loaded once. */
function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );
  return common;
}

function fold(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Every reason a password is refused (empty when accepted). No composition rules. */
export function passwordProblems(password: string, context: PasswordContext = {}): PasswordReason[] {
  const reasons: PasswordReason[] = [];
  const length = [...password].length;
  if (length < PASSWORD.minLength) reasons.push('password.tooShort');
  if (length > PASSWORD.maxLength) reasons.push('password.tooLong');
  const folded = fold(password);
  if (commonPasswords().has(password.toLowerCase())) reasons.push('password.tooCommon');
  const national = context.phone?.replace(/\D/g, '').slice(-9);
  if (national && national.length === 9 && password.replace(/\D/g, '').includes(national))
    reasons.push('password.containsPhone');
  const names = [context.firstName, context.lastName]
    .flatMap((name) => (name ? fold(name).split(/[\s'-]+/) : []))
    .filter((part) => [...part].filter((ch) => /\p{L}/u.test(ch)).length >= 3);
  if (names.some((name) => folded.includes(name))) reasons.push('password.containsName');
  return reasons;
}
