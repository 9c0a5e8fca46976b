import { CODE_ALPHABET, CODE_LENGTH } from './sharing-rules';

/** A cryptographically secure integer in [0, max): `crypto.randomInt` on the server (no modulo bias). */
export type RandomInt = (max: number) => number;

/** A new verification code: CODE_LENGTH symbols of CODE_ALPHABET, each drawn by `randomInt` (NIST SP 800-63B §5.1.3.2, ASVS 5.0 V6.5.3). */
export function generateCode(randomInt: RandomInt): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** What a person typed, as the code it means: spaces and dashes dropped, upper case. */
export function normalizeCode(typed: string): string {
  return typed.replace(/[\s-]/g, '').toUpperCase();
}

/** Spec §5: the shared form code is exactly 6 characters (after normalizing, of the code's alphabet). */
export function isWellFormedCode(typed: string): boolean {
  const code = normalizeCode(typed);
  return code.length === CODE_LENGTH && [...code].every((c) => CODE_ALPHABET.includes(c));
}
