/**
 * UAI (unité administrative immatriculée, formerly RNE number): the French education ministry's code for a school.
 * Seven digits, then a check letter: the seven digits read as a number, modulo 23, index the alphabet below
 * (A to Z without I, O and Q).
 */
const UAI_CHECK_ALPHABET = 'ABCDEFGHJKLMNPRSTUVWXYZ';

const UAI_PATTERN = /^(\d{7})([A-Z])$/;

/** The check letter of a UAI's seven digits. Throws on anything but seven digits. */
export function uaiCheckLetter(digits: string): string {
  if (!/^\d{7}$/.test(digits)) throw new Error(`A UAI starts with seven digits, got "${digits}"`);
  const letter = UAI_CHECK_ALPHABET[Number(digits) % 23];
  if (letter === undefined) throw new Error('unreachable: n % 23 is always within the alphabet');
  return letter;
}

/** True when the code is seven digits followed by their check letter (uppercase, as the ministry writes it). */
export function isValidUai(code: string): boolean {
  const match = UAI_PATTERN.exec(code);
  if (!match?.[1] || !match[2]) return false;
  return uaiCheckLetter(match[1]) === match[2];
}

/** Builds a UAI from its seven digits. */
export function makeUai(digits: string): string {
  return `${digits}${uaiCheckLetter(digits)}`;
}

/**
 * The three-digit prefix that UAIs of a département start with: 069 for Rhône, 620 and 720 for Corse-du-Sud (2A)
 * and Haute-Corse (2B), 971 to 976 overseas.
 */
export function uaiDepartementPrefix(departement: string): string {
  if (departement === '2A') return '620';
  if (departement === '2B') return '720';
  if (/^\d{2}$/.test(departement)) return `0${departement}`;
  if (/^\d{3}$/.test(departement)) return departement;
  throw new Error(`Unknown département code "${departement}"`);
}
