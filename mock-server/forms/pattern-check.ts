/**
 * Custom validation patterns on the server (docs/validation.md, "Custom patterns that cannot stall"):
 * - a field whose custom pattern could backtrack catastrophically is refused, 400 with a Message, before
 *   anything is read from the store or changed;
 * - a stored pattern runs on SaveFormData only once it is cleared. The server never waits for the check there:
 *   a pattern without a verdict yet is skipped (as one that failed the check), and its check starts in the
 *   background. Patterns saved through this server were checked when they were saved.
 * The analysis is the SPA's own (recheckCustomPattern): recheck's native analyser, in a child process, so the
 * event loop is free while it runs.
 */
import { recheckCustomPattern } from '../../src/adapters/regex/recheck-custom-pattern';
import { ValidationPatternType, type FieldDefinition } from '../../src/domain/forms/form.entity';
import { compileCustomPattern } from '../../src/domain/forms/validation/custom-pattern';
import {
  safetyProblem,
  type CustomPatternGate,
  type PatternSafety,
} from '../../src/domain/forms/validation/custom-pattern-safety';
import { badRequest } from '../http';
import type { BodyReader } from './body-reader';

const pending = new Map<string, Promise<PatternSafety>>();
const verdicts = new Map<string, PatternSafety>();

/** The verdict on a source, checked once per server process. */
function verdictOf(source: string): Promise<PatternSafety> {
  let verdict = pending.get(source);
  if (!verdict) {
    verdict = recheckCustomPattern(source).then((safety) => {
      verdicts.set(source, safety);
      return safety;
    });
    pending.set(source, verdict);
  }
  return verdict;
}

/** Refuses a field body (fieldsetup create/update, templates) whose custom pattern is not cleared. */
export async function refuseUnsafePattern(field: BodyReader): Promise<void> {
  const { ValidationPatternType: type, Options: source } = field.value;
  if (type !== ValidationPatternType.Custom || typeof source !== 'string') return;
  // A pattern that does not compile is readField's to refuse, with its own reason.
  if (!compileCustomPattern(source).ok) return;
  const problem = safetyProblem(await verdictOf(source));
  if (problem) throw badRequest(`${field.name('Options')}: ${problem}`);
}

/** The verdicts on a form's stored custom patterns, as they are now; checks the unknown ones in the background. */
export function storedPatternGate(fields: readonly FieldDefinition[]): CustomPatternGate {
  for (const field of fields) {
    const source = field.Options;
    if (field.ValidationPatternType === ValidationPatternType.Custom && source && !verdicts.has(source))
      void verdictOf(source);
  }
  return (source) => verdicts.get(source);
}
