import type { PatternSafety } from '../domain/forms/validation/custom-pattern-safety';

/**
 * Checks a custom validation pattern (FieldDefinition.Options) for catastrophic backtracking before it is
 * saved or run. It analyses the regular expression `compileCustomPattern(source)` builds (anchored, flags as
 * written), never the raw text. Resolves a verdict and never rejects: a check that fails or runs out of time is
 * `{ safe: false, reason: 'unchecked' }`. A source that does not compile is `unchecked` too (compile it first to
 * tell the designer why). Verdicts may be cached by source. See docs/adr/0006-custom-pattern-backtracking-check.md.
 */
export interface CustomPatternChecker {
  check(source: string): Promise<PatternSafety>;
}
export const CustomPatternChecker = Symbol('CustomPatternChecker');
