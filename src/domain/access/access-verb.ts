/**
 * The access verbs of the product (platform spec §6, forms spec §3). They are bit masks: Copy (3) is Read and
 * Create, Move (11) is Read, Create and Delete, so a mask grants a verb when it holds all of the verb's bits.
 */
export const AccessVerb = { Read: 1, Create: 2, Copy: 3, Update: 4, Delete: 8, Move: 11, Share: 16 } as const;
export type AccessVerbId = (typeof AccessVerb)[keyof typeof AccessVerb];

/** Every verb: what a workspace administrator holds. */
export const ALL_VERBS =
  AccessVerb.Read | AccessVerb.Create | AccessVerb.Update | AccessVerb.Delete | AccessVerb.Share;

/** True when `mask` holds every bit of `verb`. */
export function grants(mask: number, verb: AccessVerbId): boolean {
  return (mask & verb) === verb;
}

const NAMES = new Map<number, string>(
  Object.entries(AccessVerb).map(([name, id]) => [id, name.toLowerCase()]),
);

/** "read", "create", ... for messages. */
export function verbName(verb: AccessVerbId): string {
  return NAMES.get(verb) ?? String(verb);
}
