import { gateOf } from '../../domain/forms/validation/custom-pattern-safety';
import type { CustomPatternChecker } from '../../ports/custom-pattern-checker.port';
import type { FormInstanceEditor } from './form-instance-editor';

/**
 * Asks the backtracking check about every custom pattern of the editor's form and hands it the verdicts: from then
 * on the patterns it cleared run (the editor checks every field again). Until then, and for a pattern it refused,
 * the pattern is skipped (docs/validation.md). Runs in the background: the page never waits for it.
 */
export async function clearCustomPatterns(
  editor: FormInstanceEditor,
  checker: CustomPatternChecker | undefined,
): Promise<void> {
  const sources = editor.customPatterns;
  if (!checker || sources.length === 0) return;
  const verdicts = await Promise.all(
    sources.map(async (source) => [source, await checker.check(source)] as const),
  );
  editor.patternsChecked(gateOf(new Map(verdicts)));
}
