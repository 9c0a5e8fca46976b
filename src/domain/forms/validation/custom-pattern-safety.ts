/**
 * Whether a custom validation pattern can backtrack catastrophically, as the backtracking check says
 * (the CustomPatternChecker port; recheck in src/adapters/regex/). A pattern that is not cleared never runs
 * (docs/validation.md, "Custom patterns that cannot stall").
 */

/**
 * The check's verdict on one pattern. `exponential` and `polynomial` name the worst-case time of a backtracking
 * engine on a hostile value; `unchecked` means the check could not decide in its time budget (it is refused all
 * the same: a pattern too intricate to analyse is too intricate to trust).
 */
export type PatternSafety =
  | { readonly safe: true }
  | { readonly safe: false; readonly reason: 'exponential' | 'polynomial' | 'unchecked' };

export const SAFE_PATTERN: PatternSafety = { safe: true };

/**
 * What the field dialog and the server say when they refuse a pattern (**ours**: the specification has no
 * message for it; see docs/validation.md).
 */
export const PatternSafetyMessage = {
  Backtracking:
    'This pattern can take too long to check some values (catastrophic backtracking). Avoid nested or overlapping repetition such as (a+)+ or (a|aa)*.',
  Unchecked: 'This pattern is too complex to be checked for catastrophic backtracking. Please simplify it.',
  /** Reported (never shown to the person filling the form) when a stored pattern has no verdict yet. */
  NotChecked: 'The custom pattern has not been checked for catastrophic backtracking, so it does not run.',
} as const;

/** The message that refuses the pattern, or null when it is safe. */
export function safetyProblem(verdict: PatternSafety): string | null {
  if (verdict.safe) return null;
  return verdict.reason === 'unchecked' ? PatternSafetyMessage.Unchecked : PatternSafetyMessage.Backtracking;
}

/**
 * The verdicts a caller already has, by custom pattern source (FieldDefinition.Options); undefined when the
 * pattern has not been checked. Validation runs a custom pattern only when this says it is safe.
 */
export type CustomPatternGate = (source: string) => PatternSafety | undefined;

/** A gate over a map of verdicts. */
export function gateOf(verdicts: ReadonlyMap<string, PatternSafety>): CustomPatternGate {
  return (source) => verdicts.get(source);
}
