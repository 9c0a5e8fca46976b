/**
 * The password rules (issue 17), written once for the SPA's forms and the mock server, from OWASP ASVS 5.0 V6.2
 * ("Password Security"); docs/administration.md "Passwords" gives each rule with its requirement:
 * - length over composition: at least 12 characters (V6.2.1 asks at least 8 and strongly recommends 15: ours, between
 *   the two), at most 128 (V6.2.9: at least 64 must be allowed); any characters, no rule on their kinds (V6.2.5);
 *   counted as Unicode code points, compared exactly as typed, never trimmed, truncated or changed in case (V6.2.8);
 * - not one of the 3,000 most common passwords (V6.2.4, common-passwords.ts), nor such a password with digits or
 *   symbols added at its end ("baseball2024!"), nor one character or a short chunk repeated ("abcabcabcabc"), nor a
 *   run of consecutive characters ("1234567890123", "abcdefghijkl");
 * - no context-specific words (V6.2.11): not containing the person's e-mail name, first or last name, the workspace's
 *   name or the product's name (each of at least 4 characters), compared without regard to case;
 * - a change asks for the current password and a new one that differs from it (V6.2.3).
 */
import { isCommonPassword } from './common-passwords';

export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 128;
export const PRODUCT_NAME = 'Gridwork';

export const PasswordText = {
  required: 'Required!',
  tooShort: `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`,
  tooLong: `The password must be at most ${MAX_PASSWORD_LENGTH} characters long.`,
  common: 'This password is too common: choose a longer phrase that is hard to guess.',
  repeated:
    'This password is a repetition or a run of characters (like 12345 or abcabc): choose a longer phrase that is hard to guess.',
  /** Names the word and where it comes from, so the person knows what to leave out. */
  personal: (word: string, source: PersonalSource) => `The password must not contain “${word}” (${source}).`,
  sameAsCurrent: 'The new password must differ from the current one.',
  mismatch: 'The passwords do not match.',
  hint: `At least ${MIN_PASSWORD_LENGTH} characters. A few unrelated words make a good password; any characters may be used.`,
} as const;

export type PersonalSource =
  'your e-mail address' | 'your name' | 'the workspace’s name' | 'the product’s name';

/** What the rules know about whose password it is (context-specific words, V6.2.11). */
export interface PasswordContext {
  email?: string;
  firstName?: string;
  lastName?: string;
  workspaceName?: string;
}

const length = (text: string) => [...text].length;

/** A short chunk (1 to 4 characters) repeated over the whole password. */
function isRepetition(password: string): boolean {
  return /^(.{1,4})\1+$/su.test(password);
}

/** Mostly a run of consecutive characters, up or down ("1234567890123", "zyxwvutsrqpo"): at least 80% of steps are ±1. */
function isRun(password: string): boolean {
  const codes = [...password.toLowerCase()].map((c) => c.codePointAt(0) ?? 0);
  let steps = 0;
  for (let i = 1; i < codes.length; i++) if (Math.abs(codes[i]! - codes[i - 1]!) === 1) steps++;
  return steps >= 0.8 * (codes.length - 1);
}

/** The password without what is added at its end to pass rules (digits, symbols). */
function core(password: string): string {
  return password.replace(/[\d\p{P}\p{S}\s]+$/u, '');
}

function contextWords(context: PasswordContext): Array<{ word: string; source: PersonalSource }> {
  const sources: Array<[string | undefined, PersonalSource]> = [
    [context.firstName, 'your name'],
    [context.lastName, 'your name'],
    [context.email?.split('@')[0], 'your e-mail address'],
    [context.workspaceName, 'the workspace’s name'],
    [PRODUCT_NAME, 'the product’s name'],
  ];
  // Names of several words count word by word ("Demo Workspace": "demo", "workspace").
  return sources.flatMap(([text, source]) =>
    (text ?? '')
      .toLowerCase()
      .split(/[\s._+-]+/)
      .filter((word) => length(word) >= 4)
      .map((word) => ({ word, source })),
  );
}

/** Why `password` may not be chosen, or null. The first problem only: one thing at a time to fix. */
export function passwordProblem(password: string, context: PasswordContext = {}): string | null {
  if (password === '') return PasswordText.required;
  if (length(password) < MIN_PASSWORD_LENGTH) return PasswordText.tooShort;
  if (length(password) > MAX_PASSWORD_LENGTH) return PasswordText.tooLong;
  if (isCommonPassword(password) || isCommonPassword(core(password))) return PasswordText.common;
  if (isRepetition(password) || isRun(password)) return PasswordText.repeated;
  const lower = password.toLowerCase();
  const personal = contextWords(context).find(({ word }) => lower.includes(word));
  if (personal) return PasswordText.personal(personal.word, personal.source);
  return null;
}

/** The checks of a new password typed twice, and for a change, different from the current one. */
export function newPasswordProblems(
  input: { password: string; confirmation: string; current?: string },
  context: PasswordContext = {},
): { password?: string; confirmation?: string } {
  const problems: { password?: string; confirmation?: string } = {};
  const problem = passwordProblem(input.password, context);
  if (problem) problems.password = problem;
  else if (input.current !== undefined && input.password === input.current)
    problems.password = PasswordText.sameAsCurrent;
  if (input.confirmation === '') problems.confirmation = PasswordText.required;
  else if (input.confirmation !== input.password) problems.confirmation = PasswordText.mismatch;
  return problems;
}
