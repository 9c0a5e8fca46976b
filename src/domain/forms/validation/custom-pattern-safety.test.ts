import { describe, expect, it, vi } from 'vitest';
import { FieldType, ValidationPatternType } from '../form.entity';
import { PatternSafetyMessage, gateOf, safetyProblem, type PatternSafety } from './custom-pattern-safety';
import { validatePattern, validateTextValue } from './field-value.validator';
import { MAX_VALUE_LENGTH, maxValueLength } from './value-limits';

const field = (Options: string, TypeId: number = FieldType.TextBox) => ({
  TypeId,
  ValidationPatternType: ValidationPatternType.Custom,
  Options,
});
const verdicts = (entries: [string, PatternSafety][]) => gateOf(new Map(entries));

describe('a custom pattern runs only when the backtracking check cleared it', () => {
  it.each<[string, PatternSafety | undefined, string]>([
    ['no verdict yet', undefined, PatternSafetyMessage.NotChecked],
    ['exponential backtracking', { safe: false, reason: 'exponential' }, PatternSafetyMessage.Backtracking],
    ['polynomial backtracking', { safe: false, reason: 'polynomial' }, PatternSafetyMessage.Backtracking],
    ['a check that could not decide', { safe: false, reason: 'unchecked' }, PatternSafetyMessage.Unchecked],
  ])('skips it with %s (valid, the problem reported)', (_, verdict, problem) => {
    const gate = verdict ? verdicts([['(a+)+', verdict]]) : verdicts([]);
    expect(validatePattern(field('(a+)+'), 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!', gate)).toEqual({
      valid: true,
      problem,
    });
  });

  it('skips it when the caller has no verdicts at all', () => {
    expect(validatePattern(field('\\d+'), 'abc')).toEqual({
      valid: true,
      problem: PatternSafetyMessage.NotChecked,
    });
  });

  it('runs it once cleared', () => {
    const gate = verdicts([['\\d+', { safe: true }]]);
    expect(validatePattern(field('\\d+'), '123', gate)).toEqual({ valid: true });
    expect(validatePattern(field('\\d+'), 'abc', gate)).toEqual({
      valid: false,
      message: 'Please enter correct text!',
    });
    expect(validateTextValue(field('\\d+'), 'abc', {}, gate)).toBe('Please enter correct text!');
  });

  it('words the refusals for the designer', () => {
    expect(safetyProblem({ safe: true })).toBeNull();
    expect(safetyProblem({ safe: false, reason: 'exponential' })).toBe(
      'This pattern can take too long to check some values (catastrophic backtracking). Avoid nested or overlapping repetition such as (a+)+ or (a|aa)*.',
    );
    expect(safetyProblem({ safe: false, reason: 'unchecked' })).toBe(
      'This pattern is too complex to be checked for catastrophic backtracking. Please simplify it.',
    );
  });
});

describe('values are bounded before any pattern runs', () => {
  it.each([
    ['a text box', FieldType.TextBox, 2000],
    ['a text area', FieldType.TextArea, 20_000],
    ['a field of unknown type', undefined, 2000],
  ])('%s takes at most %i characters', (_, TypeId, limit) => {
    expect(maxValueLength(TypeId)).toBe(limit);
  });

  it.each([
    ['a text box', FieldType.TextBox, MAX_VALUE_LENGTH.textBox],
    ['a text area', FieldType.TextArea, MAX_VALUE_LENGTH.textArea],
  ])('refuses a longer value in %s without asking for, or running, its pattern', (_, TypeId, limit) => {
    // Even a hostile pattern wrongly cleared never sees the value: the length is checked first.
    const gate = vi.fn(() => ({ safe: true }) as const);
    const value = 'a'.repeat(limit) + '!';
    expect(validatePattern(field('(a+)+', TypeId), value, gate)).toEqual({
      valid: false,
      message: `Max characters length (${limit}) exceeded!`,
    });
    expect(gate).not.toHaveBeenCalled();
  });

  it('bounds the built-in patterns too, and counts the value without surrounding white space', () => {
    const email = { TypeId: FieldType.TextBox, ValidationPatternType: ValidationPatternType.Email };
    expect(validatePattern(email, `${'a'.repeat(1995)}@x.com`)).toEqual({
      valid: false,
      message: 'Max characters length (2000) exceeded!',
    });
    expect(validatePattern(email, `  ${'a'.repeat(1990)}@x.com  `)).toEqual({ valid: true });
  });

  it('accepts a value of exactly the limit', () => {
    const gate = verdicts([['a+', { safe: true }]]);
    expect(validatePattern(field('a+', FieldType.TextArea), 'a'.repeat(20_000), gate)).toEqual({
      valid: true,
    });
  });
});
