/**
 * User exceptions of a restriction (spec section 6): e-mail addresses picked from the scope user
 * list. Only known addresses are accepted, matched case-insensitively; a duplicate is ignored. The
 * reason an address is not added is a value, with a text the dialog can show.
 */
import type { PermissionExclusion } from '../form-permissions.entity';

/** Why an e-mail was not added (texts are ours). */
export const UserExceptionMessage = {
  empty: 'Please enter an e-mail address.',
  unknown: 'This e-mail address is not a user of this workspace.',
  duplicate: 'This e-mail address is already in the list.',
} as const;

export type UserExceptionRefusal = keyof typeof UserExceptionMessage;

export type AddUserOutcome =
  | { readonly ok: true; readonly exclusion: PermissionExclusion; readonly email: string }
  | {
      readonly ok: false;
      readonly reason: UserExceptionRefusal;
      readonly message: string;
      readonly exclusion: PermissionExclusion;
    };

const key = (email: string) => email.trim().toLowerCase();

/** The scope user address matching `typed` (case-insensitively), spelled as the user list spells it. */
export function knownEmail(typed: string, scopeEmails: readonly string[]): string | undefined {
  const wanted = key(typed);
  return wanted === '' ? undefined : scopeEmails.find((e) => key(e) === wanted);
}

/**
 * Adds the typed address to `exclusion` when it is a scope user and not there yet. A refusal keeps
 * the exclusion as it was (`duplicate` is the "ignored" case: nothing changes, nothing is wrong).
 */
export function addUserException(
  exclusion: PermissionExclusion,
  typed: string,
  scopeEmails: readonly string[],
): AddUserOutcome {
  const refuse = (reason: UserExceptionRefusal): AddUserOutcome => ({
    ok: false,
    reason,
    message: UserExceptionMessage[reason],
    exclusion,
  });
  if (key(typed) === '') return refuse('empty');
  const email = knownEmail(typed, scopeEmails);
  if (email === undefined) return refuse('unknown');
  if (exclusion.UsersDefined.some((u) => key(u.Email) === key(email))) return refuse('duplicate');
  return {
    ok: true,
    email,
    exclusion: { ...exclusion, UsersDefined: [...exclusion.UsersDefined, { Email: email }] },
  };
}

/** The exclusion without `email` (matched case-insensitively). */
export function removeUserException(exclusion: PermissionExclusion, email: string): PermissionExclusion {
  return { ...exclusion, UsersDefined: exclusion.UsersDefined.filter((u) => key(u.Email) !== key(email)) };
}

/** Scope addresses that start with or contain what was typed, not yet added: the picker's suggestions. */
export function suggestedEmails(
  typed: string,
  scopeEmails: readonly string[],
  exclusion: PermissionExclusion,
  limit = 10,
): string[] {
  const wanted = key(typed);
  const added = new Set(exclusion.UsersDefined.map((u) => key(u.Email)));
  return scopeEmails
    .filter((e) => !added.has(key(e)) && (wanted === '' || key(e).includes(wanted)))
    .slice(0, limit);
}
