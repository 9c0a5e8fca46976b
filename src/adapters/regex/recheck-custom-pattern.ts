import type { Diagnostics, Parameters } from 'recheck';
import { compileCustomPattern } from '../../domain/forms/validation/custom-pattern';
import { SAFE_PATTERN, type PatternSafety } from '../../domain/forms/validation/custom-pattern-safety';

/**
 * How recheck is run, the same in the browser and in the mock server. The time budget (recheck's default) bounds
 * the check itself: a pattern it cannot decide in time is refused. The check runs off the caller's thread, so the
 * budget only delays a designer's save (recheck's pure-JS analyser, the browser's, needs about 7 s for the spec's
 * e-mail pattern; the native one in Node well under 1 s). The fixed seed makes its fuzzing, when it falls back to
 * it, give the same verdict everywhere.
 */
export const RECHECK_PARAMETERS: Parameters = { timeout: 10_000, randomSeed: 1 };

/** The expression recheck must analyse: exactly what validation runs. Null when the source does not compile. */
export function expressionOf(source: string): { source: string; flags: string } | null {
  const compiled = compileCustomPattern(source);
  return compiled.ok ? { source: compiled.regex.source, flags: compiled.regex.flags } : null;
}

/** recheck's diagnostics as our verdict: only `safe` passes; `unknown` (time-out, unsupported syntax) is refused. */
export function verdictOf(diagnostics: Diagnostics): PatternSafety {
  if (diagnostics.status === 'safe') return SAFE_PATTERN;
  if (diagnostics.status === 'vulnerable') return { safe: false, reason: diagnostics.complexity.type };
  return { safe: false, reason: 'unchecked' };
}

const UNCHECKED: PatternSafety = { safe: false, reason: 'unchecked' };

/**
 * One recheck analysis of a custom pattern source; never rejects. recheck is imported on first use: in the
 * browser it is a chunk of its own (about 700 KB gzip) that analyses in a Web Worker; in Node (the mock server) it
 * runs recheck's native analyser in a child process. Either way the caller's thread is free while it runs.
 */
export async function recheckCustomPattern(source: string): Promise<PatternSafety> {
  const expression = expressionOf(source);
  if (!expression) return UNCHECKED;
  try {
    const { check } = await import('recheck');
    return verdictOf(await check(expression.source, expression.flags, RECHECK_PARAMETERS));
  } catch {
    return UNCHECKED;
  }
}
