import { describe, expect, it } from 'vitest';
import { ValidationPatternType } from '../form.entity';
import { compileCustomPattern } from './custom-pattern';
import { SAFE_PATTERN } from './custom-pattern-safety';
import { validatePattern } from './field-value.validator';

/** Every pattern cleared by the backtracking check (custom-pattern-safety.test.ts covers the gate). */
const custom = (Options: string | undefined, value: string) =>
  validatePattern(
    { ValidationPatternType: ValidationPatternType.Custom, Options },
    value,
    () => SAFE_PATTERN,
  );

describe('custom validation pattern (FieldDefinition.Options)', () => {
  it('matches the whole value', () => {
    expect(custom('\\d{3}', '123')).toEqual({ valid: true });
    expect(custom('\\d{3}', '1234')).toEqual({ valid: false, message: 'Please enter correct text!' });
    expect(custom('a|b', 'ab')).toEqual({ valid: false, message: 'Please enter correct text!' });
    expect(custom('a|b', 'b')).toEqual({ valid: true });
  });

  it('uses a /literal/flags source as written, dropping g and y', () => {
    expect(custom('/^abc$/i', 'ABC').valid).toBe(true);
    expect(custom('/b/', 'abc').valid).toBe(true);
    const { regex } = compileCustomPattern('/x/gy') as { regex: RegExp };
    expect(regex.flags).toBe('');
    expect(custom('/x/g', 'x').valid).toBe(true);
    expect(custom('/x/g', 'x').valid).toBe(true);
  });

  it.each(['(', '[a-', '*', 'a{2,1}', '/x/ii', '/x/q'])(
    'treats the invalid source %j as no rule and reports it',
    (source) => {
      const check = custom(source, 'anything');
      expect(check.valid).toBe(true);
      expect(check).toHaveProperty('problem');
      expect((check as { problem: string }).problem).toMatch(/not a valid regular expression/);
    },
  );

  it.each([undefined, '', '   '])('treats the empty source %j as no rule', (source) => {
    expect(custom(source, 'x')).toEqual({ valid: true, problem: 'The custom pattern is empty.' });
  });

  it('refuses absurdly long sources without compiling them', () => {
    const result = compileCustomPattern('a'.repeat(2001));
    expect(result.ok).toBe(false);
  });

  it('accepts an empty value even with a pattern that would reject it', () => {
    expect(custom('\\d+', '')).toEqual({ valid: true });
  });
});
