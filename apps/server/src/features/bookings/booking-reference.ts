import { randomInt } from 'node:crypto';

/** No 0/O, 1/I/L: a reference read aloud on the phone or copied from an SMS cannot be misread. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LENGTH = 6;

/** A human booking reference, e.g. `SAD-7K3M9Q` (31^6, about 887 million; unique index in the database). */
export function newBookingReference(): string {
  let code = '';
  for (let index = 0; index < LENGTH; index++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `SAD-${code}`;
}
