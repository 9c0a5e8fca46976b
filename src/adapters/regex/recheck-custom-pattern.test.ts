import { describe, expect, it } from 'vitest';
import { PatternSafetyMessage, safetyProblem } from '../../domain/forms/validation/custom-pattern-safety';
import { RecheckCustomPatternChecker } from './recheck-custom-pattern-checker';
import { recheckCustomPattern } from './recheck-custom-pattern';

/** The spec's built-in patterns (src/domain/forms/validation/validation-patterns.ts), typed as custom patterns. */
const EMAIL_LOCAL = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*";
const EMAIL_LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const PHONE = '(?:\\(\\d{3}\\) ?|\\d{3}[-. ]?)\\d{3}[-. ]?\\d{4}';
const BUILT_INS: [string, string][] = [
  ['Number', '[+-]?\\$?(?=\\.?\\d)(?:\\d{1,3}(?:,\\d{3})+|\\d+)?(?:\\.\\d+)?%?'],
  ['Integer', '[+-]?\\d+'],
  ['NumberStrict', '[+-]?\\d+(?:\\.\\d+)?'],
  ['Date', '(\\d{1,2})\\/(\\d{1,2})\\/(\\d{2}|\\d{4})'],
  [
    'Time',
    '(?:[01]?\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d)?|(?:0?[1-9]|1[0-2]):[0-5]\\d(?::[0-5]\\d)? ?[AaPp][Mm]',
  ],
  ['SSN', '(\\d{3})(-?)(\\d{2})\\2(\\d{4})'],
  ['Email', `${EMAIL_LOCAL}@(?:${EMAIL_LABEL}\\.)+[A-Za-z]{2,63}`],
  ['Phone', PHONE],
  ['PhoneWithExt', `${PHONE} ext\\. \\d{3}`],
  ['PhoneWithOptExt', `${PHONE}(?: ext\\. \\d{3})?`],
  ['ZIP5', '\\d{5}'],
  ['ZIP9', '\\d{5}-?\\d{4}'],
  ['ZIP5Or9', '\\d{5}(?:-?\\d{4})?'],
];
const ORDINARY: [string, string][] = [
  ['a permit number', '^[A-Z]{3}-\\d{4}$'],
  ['the demo form pattern', '[A-Z]{2}-\\d{4}'],
  ['a literal with flags', '/^[a-z ]+$/i'],
  ['a prefix', 'INV-.*'],
];
/** Known ReDoS patterns: nested or overlapping repetition, and an e-mail pattern found in the wild. */
const HOSTILE: [string, string][] = [
  ['nested plus', '(a+)+'],
  ['identical alternatives under a star', '(a|a)*'],
  ['overlapping alternatives under a plus', '(a|aa)+'],
  ['a repeated class under a star', '([a-zA-Z]+)*'],
  ['a counted group of .*', '(.*a){20}'],
  [
    'an evil e-mail pattern',
    '^([a-zA-Z0-9])(([\\-.]|[_]+)?([a-zA-Z0-9]+))*(@){1}[a-z0-9]+[.]{1}(([a-z]{2,3})|([a-z]{2,3}[.]{1}[a-z]{2,3}))$',
  ],
  ['words with optional spaces', '^(\\w+\\s?)*$'],
  ['a literal with nested repetition', '/^(\\d+)*$/'],
];

describe('recheck as the custom pattern backtracking check', () => {
  it.each(HOSTILE)('refuses %s: %s', async (_, source) => {
    const verdict = await recheckCustomPattern(source);
    expect(verdict.safe).toBe(false);
    expect(safetyProblem(verdict)).toMatch(/catastrophic backtracking/);
  });

  it.each([...BUILT_INS, ...ORDINARY])('accepts %s: %s', async (_, source) => {
    expect(await recheckCustomPattern(source)).toEqual({ safe: true });
  });

  it('answers "unchecked" for a source that does not compile, without throwing', async () => {
    const verdict = await recheckCustomPattern('(');
    expect(verdict).toEqual({ safe: false, reason: 'unchecked' });
    expect(safetyProblem(verdict)).toBe(PatternSafetyMessage.Unchecked);
  });

  it('keeps one verdict per source', async () => {
    const checker = new RecheckCustomPatternChecker();
    const first = checker.check('(a+)+');
    expect(checker.check('(a+)+')).toBe(first);
    expect(await first).toEqual({ safe: false, reason: 'exponential' });
  });
});
