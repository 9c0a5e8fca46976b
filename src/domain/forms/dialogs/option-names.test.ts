import { describe, expect, it } from 'vitest';
import { canAddOption, hasUniqueOptionNames, normalizeOptionName, optionNameError } from './option-names';

describe('option names', () => {
  it('trims names', () => expect(normalizeOptionName('  Red ')).toBe('Red'));
  it('disables add for blank names', () => {
    expect(canAddOption('   ')).toBe(false);
    expect(canAddOption(' a ')).toBe(true);
  });
  it.each([
    [['Red'], ' Red ', 'There is already an option with this value.'],
    [['Red'], 'RED', 'There is already an option with this value.'],
    [['Red'], 'Green', null],
    [['Red'], '  ', 'Required!'],
  ])('adding to %j: %j -> %j', (existing, candidate, message) =>
    expect(optionNameError(existing, candidate)).toBe(message),
  );
  it('lets an option keep its own name when renamed', () =>
    expect(optionNameError(['Red', 'Blue'], 'red', 0)).toBeNull());
  it('checks a whole list', () => {
    expect(hasUniqueOptionNames(['a', 'b'])).toBe(true);
    expect(hasUniqueOptionNames(['a', ' A'])).toBe(false);
  });
});
