import { randomInt } from 'node:crypto';

/** No 0/O, 1/I/L: codes are read off phone screens and typed back. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A short human code such as "K7QX4" (31^5, about 28 million). Uniqueness is the database's job. */
export function newCode(length = 5): string {
  let s = '';
  for (let i = 0; i < length; i++) s += ALPHABET[randomInt(ALPHABET.length)];
  return s;
}

/** Normalise what a user typed: case, spaces and dashes. */
export function normaliseCode(text: string): string {
  return text.trim().toUpperCase().replace(/[\s-]/g, '');
}
