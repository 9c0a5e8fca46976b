import { injectable } from 'inversify';
import type { PatternSafety } from '../../domain/forms/validation/custom-pattern-safety';
import type { CustomPatternChecker } from '../../ports/custom-pattern-checker.port';
import { recheckCustomPattern } from './recheck-custom-pattern';

/**
 * The CustomPatternChecker over recheck (recheckCustomPattern, the same analysis the mock server runs).
 * Verdicts are kept by source for the life of the page.
 */
@injectable()
export class RecheckCustomPatternChecker implements CustomPatternChecker {
  private readonly verdicts = new Map<string, Promise<PatternSafety>>();

  check(source: string): Promise<PatternSafety> {
    let verdict = this.verdicts.get(source);
    if (!verdict) {
      verdict = recheckCustomPattern(source);
      this.verdicts.set(source, verdict);
    }
    return verdict;
  }
}
