import { SAFE_PATTERN, type PatternSafety } from '../../domain/forms/validation/custom-pattern-safety';
import type { CustomPatternChecker } from '../../ports/custom-pattern-checker.port';

/** A CustomPatternChecker with verdicts set by the test (safe unless told otherwise); records what it was asked. */
export class FakeCustomPatternChecker implements CustomPatternChecker {
  readonly verdicts = new Map<string, PatternSafety>();
  readonly checked: string[] = [];

  async check(source: string): Promise<PatternSafety> {
    this.checked.push(source);
    return this.verdicts.get(source) ?? SAFE_PATTERN;
  }
}
