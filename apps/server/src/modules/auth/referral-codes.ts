import { randomInt } from 'node:crypto';

// No 0/O or 1/I/L: codes are read aloud and typed by hand.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LENGTH = 8;

/** A fresh referral code for a new account (uniqueness is enforced by the database). */
export function newReferralCode(): string {
  let code = '';
  for (let i = 0; i < LENGTH; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** Codes are compared upper-cased and trimmed; an empty one means none was given. */
export function normalizeReferralCode(input: string | undefined): string | undefined {
  const code = input?.trim().toUpperCase();
  return code ? code : undefined;
}
