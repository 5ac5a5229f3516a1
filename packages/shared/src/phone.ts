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

/** The two mobile-money operators a payer can use. */
export type MobileMoneyOperator = 'mtn_momo' | 'orange_money';

/**
 * The operator a Cameroon mobile number belongs to, from the national numbering plan (ART, communicated to the
 * ITU in 2014): MTN 67x and 650-654, Orange 69x and 655-659. Other blocks (66x Nexttel, 62x Camtel, later 68x
 * assignments) give null: the payer chooses. Numbers are not portable in Cameroon, so the block tells.
 */
export function mobileMoneyOperatorOf(input: string): MobileMoneyOperator | null {
  const e164 = normaliseCameroonPhone(input);
  if (!e164) return null;
  const national = e164.slice(4);
  const block = Number(national.slice(0, 3));
  if (national.startsWith('67') || (block >= 650 && block <= 654)) return 'mtn_momo';
  if (national.startsWith('69') || (block >= 655 && block <= 659)) return 'orange_money';
  return null;
}

/** `+237690000001` -> `6 90 00 00 01`, as a payer reads their own number on the payment screen. */
export function formatNationalPhone(e164: string): string {
  const national = e164.replace(/^\+237/, '');
  return `${national.slice(0, 1)} ${national.slice(1, 3)} ${national.slice(3, 5)} ${national.slice(5, 7)} ${national.slice(7)}`;
}
