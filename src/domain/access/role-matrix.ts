/**
 * Editing a role's matrix of access verbs (platform spec §6: Read 1, Create 2, Copy 3, Update 4, Delete 8, Move 11,
 * Share 16). Read, Create, Update, Delete and Share are bits a role holds or not. Copy (Read + Create) and Move
 * (Read + Create + Delete) are not bits of their own: a role holds them when it holds their bits, so the matrix shows
 * them ticked or not and ticking one ticks its bits. Any verb needs Read: ticking one ticks Read, unticking Read
 * unticks them all (normalizedMask). Ours: docs/administration.md "Roles".
 */
import { AccessVerb, grants, type AccessVerbId } from './access-verb';
import { normalizedMask } from './role-verbs';

/** The matrix's columns, in the spec's order. */
export const MATRIX_VERBS: ReadonlyArray<{ verb: AccessVerbId; label: string; composite: boolean }> = [
  { verb: AccessVerb.Read, label: 'Read', composite: false },
  { verb: AccessVerb.Create, label: 'Create', composite: false },
  { verb: AccessVerb.Copy, label: 'Copy', composite: true },
  { verb: AccessVerb.Update, label: 'Update', composite: false },
  { verb: AccessVerb.Delete, label: 'Delete', composite: false },
  { verb: AccessVerb.Move, label: 'Move', composite: true },
  { verb: AccessVerb.Share, label: 'Share', composite: false },
];

/** The mask with `verb` ticked (all its bits, and Read) or unticked. */
export function withVerb(mask: number, verb: AccessVerbId, on: boolean): number {
  if (on) return normalizedMask(mask | verb);
  if (verb === AccessVerb.Read) return 0;
  // Unticking a composite verb takes away what it adds to Read: Copy its Create, Move its Delete.
  const taken =
    verb === AccessVerb.Copy ? AccessVerb.Create : verb === AccessVerb.Move ? AccessVerb.Delete : verb;
  return normalizedMask(mask & ~taken);
}

export { grants };
