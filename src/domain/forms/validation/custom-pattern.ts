/**
 * The Custom validation pattern: a regular expression typed by a form designer and stored in
 * FieldDefinition.Options. It is compiled defensively: a source that does not compile is not an
 * error for the person filling the form, so it means "no rule", and the problem is reported as a value.
 */

export type CompiledCustomPattern =
  { readonly ok: true; readonly regex: RegExp } | { readonly ok: false; readonly problem: string };

/** Longest source we compile; anything longer is treated as a configuration problem. */
export const MAX_CUSTOM_PATTERN_LENGTH = 2000;

const LITERAL = /^\/([\s\S]+)\/([a-z]*)$/;

/**
 * Compiles a custom pattern source.
 * - A plain source must match the whole value: `\d+` is compiled as `^(?:\d+)$`.
 * - A literal `/source/flags` is used as written (not anchored), like AngularJS ng-pattern did.
 * - The stateful flags g and y are dropped so `test` gives the same answer every time.
 * - Empty or blank sources, and sources that do not compile, give `{ ok: false, problem }`.
 */
export function compileCustomPattern(source: string | null | undefined): CompiledCustomPattern {
  if (source == null || source.trim() === '') return { ok: false, problem: 'The custom pattern is empty.' };
  if (source.length > MAX_CUSTOM_PATTERN_LENGTH) {
    return {
      ok: false,
      problem: `The custom pattern is longer than ${MAX_CUSTOM_PATTERN_LENGTH} characters.`,
    };
  }
  const literal = LITERAL.exec(source);
  const body = literal ? literal[1] : `^(?:${source})$`;
  const flags = literal ? literal[2].replace(/[gy]/g, '') : '';
  try {
    return { ok: true, regex: new RegExp(body, flags) };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, problem: `The custom pattern is not a valid regular expression: ${reason}` };
  }
}
