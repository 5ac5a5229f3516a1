/**
 * Cameroon phone numbers: country code 237 and 9 national digits, mobiles starting with 6,
 * landlines with 2. Stored and compared in E.164 (`+237690000001`).
 */
const NATIONAL = /^[62]\d{8}$/;

export function normaliseCameroonPhone(input: string): string | null {
  const digits = input.replace(/[\s.\-()]/g, '');
  let national: string;
  if (/^\+237\d+$/.test(digits)) national = digits.slice(4);
  else if (/^00237\d+$/.test(digits)) national = digits.slice(5);
  else if (/^237\d{9}$/.test(digits)) national = digits.slice(3);
  else national = digits;
  return NATIONAL.test(national) ? `+237${national}` : null;
}

/** `+237690000001` -> `+237 690 000 001` for display. */
export function formatCameroonPhone(e164: string): string {
  const national = e164.replace(/^\+237/, '');
  return `+237 ${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
}
