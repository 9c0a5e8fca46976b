import { ContainerModule } from 'inversify';
import { RecheckCustomPatternChecker } from '../adapters/regex/recheck-custom-pattern-checker';
import { CustomPatternChecker } from '../ports/custom-pattern-checker.port';

/**
 * The backtracking check of custom validation patterns (recheck, loaded on first use), shared by the field dialog
 * and the form instance page so a pattern is analysed once per page life.
 */
export const customPatternsModule = new ContainerModule(({ bind }) => {
  bind(RecheckCustomPatternChecker).toSelf().inSingletonScope();
  bind(CustomPatternChecker).toService(RecheckCustomPatternChecker);
});
