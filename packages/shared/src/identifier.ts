import { normaliseCameroonPhone } from './phone';

export type Identifier = { kind: 'email'; email: string } | { kind: 'phone'; phone: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/**
 * One sign-in field accepts an email or a Cameroon phone number.
 * Returns null when the text is neither.
 */
export function parseIdentifier(input: string): Identifier | null {
  const value = input.trim();
  if (value === '') return null;
  if (value.includes('@')) return isEmail(value) ? { kind: 'email', email: value.toLowerCase() } : null;
  const phone = normaliseCameroonPhone(value);
  return phone ? { kind: 'phone', phone } : null;
}
